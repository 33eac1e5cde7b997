import { createOperator } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { openPage } from '../support/pages.js';
import { baseUrl, databaseUrl, port } from '../support/portal.js';

// Issue 25 "Sites", its done-when: "an owner creates a third site and opens it at its host" (no restart: the portal's
// site registry serves the new site as soon as it is committed).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('the console makes a new site', () => {
  it('an owner of every site creates a site in the console and opens it at its own host', async () => {
    const owner = `chief${Date.now().toString(36).slice(-5)}`;
    const code = `S${Date.now().toString(36).slice(-5).toUpperCase()}`;
    const domain = `${code.toLowerCase()}.test.localhost`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);
    await openSection(page, 'Sites');
    await page.getByRole('row', { name: /Aurora Play/ }).waitFor();

    const form = page.getByRole('form', { name: 'New site' });
    await form.getByLabel('Code (2 to 8 letters or digits)').fill(code);
    await form.getByLabel('Name', { exact: true }).fill(`Comet Casino ${code}`);
    await form.getByLabel('Domain (e.g. play.example.com)').fill(domain);
    await form.getByLabel('Currency').selectOption('VND');
    await form.getByLabel('Vietnamese').check();
    await form.getByLabel('Default language').selectOption('TY');
    await form.getByLabel('Brand colour').fill('#e11d48');
    await form.getByLabel('Accent colour').fill('#facc15');
    // The preview draws the header in the chosen colours as they are picked.
    const preview = form.getByTestId('brand-preview');
    await expect.poll(() => preview.getByText(`Comet Casino ${code}`).isVisible()).toBe(true);
    expect(await preview.getByText('Register').evaluate((button) => getComputedStyle(button).backgroundColor)).toBe(
      'rgb(225, 29, 72)',
    );
    await form.getByRole('button', { name: 'Create the site' }).click();
    await form.getByRole('status').getByText(`Comet Casino ${code} is live.`).waitFor();
    const row = page.getByRole('row', { name: new RegExp(code) });
    await row.getByText('Open', { exact: true }).waitFor();
    expect(await row.textContent()).toContain('VND (₫)');
    await expectAccessible(page);
    await snapshot(page, 'console-sites-desktop');
    // An operator of several sites reaches each site's own console from the side navigation.
    await page.getByText('Your other sites').click();
    const elsewhere = page.getByRole('navigation').getByRole('link', { name: new RegExp(`Comet Casino ${code}`) });
    expect(await elsewhere.getAttribute('href')).toBe(`http://${domain}:${port()}/console/`);

    // The new site at its own host, straight away: its name in its header, its language first.
    const link = form.getByRole('link', { name: `Open ${domain}` });
    expect(await link.getAttribute('href')).toBe(`http://${domain}:${port()}/`);
    const site = await openPage(browser, `http://${domain}:${port()}/`, 'desktop', { waitForHeading: false });
    await expect.poll(() => site.page.getByTestId('site-name').textContent()).toBe(`Comet Casino ${code}`);
    expect(await site.page.evaluate(() => document.documentElement.lang)).toBe('vi-VN');

    // A change of name shows on the member site's next page, without a restart either.
    await page.getByRole('link', { name: `Change ${code}` }).click();
    // The form is named after the site: after the rename, after its new name.
    const edit = page.getByRole('form', { name: new RegExp(`^Change Comet (Casino|Club) ${code}$`) });
    await edit.getByLabel('Name', { exact: true }).fill(`Comet Club ${code}`);
    await edit.getByRole('button', { name: 'Save the changes' }).click();
    await edit.getByRole('status').getByText(`Saved: Comet Club ${code} is open.`).waitFor();
    await site.page.reload();
    await expect.poll(() => site.page.getByTestId('site-name').textContent()).toBe(`Comet Club ${code}`);
    expect(site.errors).toEqual([]);
    await site.close();

    await edit.getByRole('button', { name: 'Close' }).click();
    await edit.waitFor({ state: 'detached' });

    await page.setViewportSize(viewports.mobile);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'console-sites-mobile');
    expect(errors).toEqual([]);
    await close();
  });
});
