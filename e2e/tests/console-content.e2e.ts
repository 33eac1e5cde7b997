import { createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25's done-when: "a content operator publishes a banner and an announcement that appear on the member site".
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the console publishes content', () => {
  it('a content operator publishes a banner and a notice; the member site shows both at its next visit', async () => {
    const writer = `words${Date.now().toString(36).slice(-5)}`;
    const mark = writer.slice(-5).toUpperCase();
    await createOperator(databaseUrl(), writer, `${writer}-password`, 'content');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, writer, `${writer}-password`);
    await openSection(page, 'Content');

    const bannerForm = page.getByRole('form', { name: 'New banner' });
    await bannerForm.getByLabel('Title (EN)').fill(`Midweek boost ${mark}`);
    await bannerForm.getByLabel('A click opens').selectOption('ROUTE');
    await bannerForm.getByLabel('Target').fill('/promotions');
    await bannerForm.getByRole('button', { name: 'Publish' }).click();
    await bannerForm.getByRole('status').getByText('Saved: Live.').waitFor();
    await page.getByRole('region', { name: 'Banners' }).getByText(`Midweek boost ${mark}`).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-content-desktop');

    await page.getByRole('link', { name: 'Announcements' }).click();
    const noticeForm = page.getByRole('form', { name: 'New announcement' });
    await noticeForm.getByLabel('Title (EN)').fill(`Cashier upgrade ${mark}`);
    await noticeForm.getByLabel('Text (EN)').fill('Deposits pause on Sunday from 02:00 to 02:30.');
    await noticeForm
      .getByRole('region', { name: 'Preview as members see it' })
      .getByText(`Cashier upgrade ${mark}`)
      .waitFor();
    await noticeForm.getByRole('button', { name: 'Publish' }).click();
    await noticeForm.getByRole('status').getByText('Saved: Live.').waitFor();
    expect(errors).toEqual([]);
    await close();

    const member = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(member.page);
    await member.page.getByText(`Midweek boost ${mark}`).first().waitFor();
    await member.page.getByText(`Cashier upgrade ${mark}`).first().waitFor();
    await member.close();
  });
});
