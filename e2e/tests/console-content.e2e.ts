import { createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

// Issue 25's done-when: "a content operator publishes a banner and an announcement that appear on the member site";
// and a mission defined in the console shows on the member's missions page.
let browser: Browser;
const playerName = `cm${Date.now().toString(36).slice(-7)}`;
beforeAll(async () => {
  browser = await launchBrowser();
  await addMember(playerName, 'Mission123', 0);
});
afterAll(() => browser.close());

describe('the console publishes content', () => {
  it('a content operator publishes a banner, a notice and a mission; the member site shows them at its next visit', async () => {
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
    await bannerForm
      .getByRole('region', { name: 'Preview as members see it' })
      .getByText(`Midweek boost ${mark}`)
      .waitFor();
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

    // A mission: defined in the console's Missions tab, listed there, then on the member's missions page.
    await page.getByRole('link', { name: 'Missions' }).click();
    const missionForm = page.getByRole('form', { name: 'New mission' });
    await missionForm.getByLabel('Code (capitals, digits, _)').fill(`E2E_${mark}`);
    await missionForm.getByLabel(/^Goal/).selectOption('deposits');
    await missionForm.getByLabel('Target', { exact: true }).fill('1');
    await missionForm.getByLabel('Reward').fill('5');
    await missionForm.getByLabel('Title (EN)').fill(`Deposit once ${mark}`);
    await missionForm
      .getByRole('region', { name: 'Preview as members see it' })
      .getByText(`Deposit once ${mark}`)
      .waitFor();
    await missionForm.getByRole('button', { name: 'Publish' }).click();
    await missionForm.getByRole('status').getByText('Saved.').waitFor();
    await page.getByRole('region', { name: 'Missions' }).getByText(`Deposit once ${mark}`).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-content-missions-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await snapshot(page, 'console-content-missions-mobile');
    expect(errors).toEqual([]);
    await close();

    // The member site at its next visit: the banner and the notice; signed in, the mission among the member's.
    const member = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(member.page);
    await member.page.getByText(`Midweek boost ${mark}`).first().waitFor();
    await member.page.getByText(`Cashier upgrade ${mark}`).first().waitFor();
    await logIn(member.page, playerName, 'Mission123');
    await member.page.goto(`${baseUrl()}/member?page=missionLeaderboard`);
    await member.page.getByTestId(`mission-E2E_${mark}`).getByText(`Deposit once ${mark}`).waitFor();
    await member.close();
  });
});
