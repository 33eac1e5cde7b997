import { mkdir } from 'node:fs/promises';
import { addMember, createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';
import { memberPage } from '../support/withdrawal.js';

// Issue 25 "Cashier": payment channels per site. A finance operator adds a bank-transfer channel in the console; the
// member sees it on the deposit page with the account to pay to; finance switches it off and it is gone from there.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);
const shots = process.env.CHANNEL_SHOTS;
/** The screens at a width, kept where the reviewer looks when CHANNEL_SHOTS names a folder. */
async function shot(page: Page, name: string) {
  await snapshot(page, name);
  if (!shots) return;
  await mkdir(shots, { recursive: true });
  await page.screenshot({ path: `${shots}/${name}.png`, fullPage: true });
}

describe('the console payment channels', () => {
  it('finance adds a bank channel the member then pays to, and switches it off again', async () => {
    const username = `chan${suffix}`;
    await addMember(databaseUrl(), { merchant: 'AUR', username, password: 'Channel123', memberType: 0 });
    const member = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(member.page);
    await logIn(member.page, username, 'Channel123');
    await memberPage(member.page, 'depositv2');
    await member.page.getByText('Bank transfer').first().waitFor();
    expect(await member.page.getByText('Vietcombank transfer').count()).toBe(0);

    const finance = `chfin${suffix}`;
    await createOperator(databaseUrl(), finance, `${finance}-password`, 'finance');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, finance, `${finance}-password`);
    await openSection(page, 'Cashier');
    await page.getByRole('navigation', { name: 'Cashier queues' }).getByRole('link', { name: 'Channels' }).click();
    await expect.poll(() => page.url()).toContain('/console/cashier/channels');
    const table = page.getByRole('region', { name: 'Payment channels' });
    await table.getByRole('row', { name: /BANK/ }).waitFor();
    expect(await table.getByRole('row', { name: /DEMO/ }).textContent()).toContain('Instant (demo money)');

    const form = page.getByRole('form', { name: 'New bank-transfer channel' });
    await form.getByLabel('Code (letters, digits, _)').fill('vcb');
    await form.getByLabel('Your label').fill('VCB transfer');
    await form.getByLabel('Name members read (EN)').fill('Vietcombank transfer');
    await form.getByLabel('Smallest deposit (USD)').fill('20');
    await form.getByLabel('Largest deposit (USD)').fill('5000.50');
    await form.getByLabel('Bank', { exact: true }).fill('Vietcombank');
    await form.getByLabel('Account name').fill('Aurora Play Ltd');
    await form.getByLabel('Account number').fill('0071-000-888');
    await form.getByLabel('Note beside the account (EN)').fill('Write VCB-your username as the reference.');
    await form.getByRole('button', { name: 'Add channel' }).click();
    await form.getByRole('status').getByText('VCB is added.').waitFor();
    const row = table.getByRole('row', { name: /VCB/ });
    await row.waitFor();
    expect(await row.textContent()).toContain('$20.00 – $5,000.50');
    // At 1440 px the list fits its columns and its row actions without scrolling sideways.
    expect(await table.evaluate((region) => region.scrollWidth - region.clientWidth)).toBeLessThanOrEqual(0);
    expect(await row.textContent()).toContain('Vietcombank · 0071-000-888Aurora Play Ltd');
    // A second channel with the same code is refused, saying why.
    await form.getByLabel('Code (letters, digits, _)').fill('VCB');
    await form.getByLabel('Your label').fill('Twin');
    await form.getByLabel('Name members read (EN)').fill('Twin');
    await form.getByLabel('Smallest deposit (USD)').fill('20');
    await form.getByLabel('Largest deposit (USD)').fill('30');
    await form.getByLabel('Bank', { exact: true }).fill('Twin Bank');
    await form.getByLabel('Account name').fill('Twin');
    await form.getByLabel('Account number').fill('1');
    await form.getByRole('button', { name: 'Add channel' }).click();
    await form.getByRole('alert').getByText('Another channel of this site has the code VCB.').waitFor();
    await expectAccessible(page);
    await shot(page, 'console-channels-desktop');

    // The member's deposit page offers it at once, with the account to pay to and the note.
    await memberPage(member.page, 'depositv2');
    await member.page.getByText('Vietcombank transfer').first().click();
    await member.page.getByText('0071-000-888').first().waitFor();
    await member.page.getByText('Write VCB-your username as the reference.').first().waitFor();

    // Finance switches it off: it is gone from the member's page.
    await row.getByRole('button', { name: 'Switch off VCB' }).click();
    await page.getByRole('status').getByText('VCB is switched off: members no longer see it.').waitFor();
    await row.getByText('Off', { exact: true }).waitFor();
    await memberPage(member.page, 'depositv2');
    await member.page.getByText('Bank transfer').first().waitFor();
    expect(await member.page.getByText('Vietcombank transfer').count()).toBe(0);
    expect(member.errors).toEqual([]);
    await member.close();

    // The same screen on a phone, in Vietnamese: the list scrolls sideways inside its region, the form fits.
    await page.setViewportSize(viewports.mobile);
    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page.getByRole('region', { name: 'Kênh thanh toán' }).waitFor();
    await page.getByRole('form', { name: 'Kênh chuyển khoản mới' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewports.mobile.width);
    await expectAccessible(page);
    await shot(page, 'console-channels-phone-vi');
    expect(errors).toEqual([]);
    await close();
  });
});
