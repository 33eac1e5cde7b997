import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { dismissSitePopups, logIn, openPage, sendLogIn } from '../support/pages.js';
import { advanceClock, baseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';
import { memberPage } from '../support/withdrawal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const hourMs = 3_600_000;

describe('responsible gaming journey', () => {
  it('sets a deposit limit, is refused above it, raises it after 24 hours, then takes a time-out', async () => {
    const username = `rg${Date.now().toString(36).slice(-7)}`;
    await addMember(username, 'Limits123', 0);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(page);
    await logIn(page, username, 'Limits123');

    await memberPage(page, 'responsibleGaming');
    const daily = page.getByRole('region', { name: 'Daily (24 hours)' });
    await daily.getByText('No limit set').waitFor();
    await daily.getByLabel(/^New limit/).fill('50');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await page.getByText('Your limit is saved.').first().waitFor();
    await daily.getByText('$50.00').first().waitFor();
    await expectAccessible(page);
    await snapshot(page, 'responsible-gaming-desktop');

    // Above the limit: the deposit form says what remains; within it, the deposit is credited.
    await memberPage(page, 'depositv2');
    await page.getByText('DEMO').first().click();
    await page.getByLabel(/^Amount/).fill('60');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('A limit you set stops this: $50.00 remains in its window.').first().waitFor();
    await page.getByLabel(/^Amount/).fill('40');
    await page.getByRole('button', { name: 'Deposit', exact: true }).click();
    await page.getByText('Deposit credited').first().waitFor();

    // A higher limit waits 24 hours, then takes a second confirmation.
    await memberPage(page, 'responsibleGaming');
    await daily.getByText('$10.00').first().waitFor();
    await daily.getByLabel(/^New limit/).fill('200');
    await daily.getByRole('button', { name: 'Set limit' }).click();
    await page.getByText('Saved. Come back after 24 hours to confirm it.').first().waitFor();
    await expect.poll(() => daily.getByRole('status').textContent()).toMatch(/Raise to \$200\.00 waiting/);
    expect(await daily.getByRole('button', { name: 'Confirm' }).isDisabled()).toBe(true);
    advanceClock(24 * hourMs);
    await page.reload();
    await daily.getByRole('button', { name: 'Confirm' }).click();
    await page.getByText('Your limit is saved.').first().waitFor();
    await daily.getByText('$200.00').first().waitFor();
    await expect.poll(() => daily.getByRole('status').count()).toBe(0);

    const phone = await openPage(browser, `${baseUrl()}/login`, 'mobile');
    await dismissSitePopups(phone.page);
    await logIn(phone.page, username, 'Limits123');
    await memberPage(phone.page, 'responsibleGaming');
    await phone.page.getByRole('region', { name: 'Daily (24 hours)' }).getByText('$200.00').first().waitFor();
    await expectAccessible(phone.page);
    await snapshot(phone.page, 'responsible-gaming-mobile');

    // A time-out of 24 hours: signed out at once, and the sign-in says until when.
    const breakPanel = phone.page.getByRole('region', { name: 'Take a break' });
    await breakPanel.getByLabel(/^Login password/).fill('Limits123');
    await breakPanel.getByRole('button', { name: 'Take the break' }).click();
    await phone.page
      .getByRole('dialog', { name: 'Take a break?' })
      .getByRole('button', { name: 'Take the break' })
      .click();
    await phone.page.waitForURL(`${baseUrl()}/`);
    await phone.page.goto(`${baseUrl()}/login`);
    await dismissSitePopups(phone.page);
    await sendLogIn(phone.page, username, 'Limits123');
    await phone.page
      .getByText(/You took a break from play: you can sign in again from/)
      .first()
      .waitFor();
    await phone.close();
    expect(errors).toEqual([]);
    await close();
  });
});
