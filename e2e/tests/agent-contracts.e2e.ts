import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDownlineAccount, signInAsDemoAgent, signInAtAgentSide } from '../support/agent.js';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { settleContracts } from '../support/contracts.js';
import { dialog, dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { playOriginalsSlot } from '../support/slot.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const base = () => baseUrl();
const headerBalance = (page: Page) => page.getByTestId('header-balance').textContent();

/** The settlement records of the daily salary page, as the rows' text. */
async function dailyRecords(page: Page): Promise<string[]> {
  await page.goto(`${base()}/agentHome?page=agentDailyWages2`);
  const records = page.getByRole('region', { name: 'Settlement records' });
  await records.getByText('Paid', { exact: true }).first().waitFor();
  return records.getByRole('row').allTextContents();
}

describe('agent contract journey', () => {
  it('agent01 offers a new downline agent a daily salary; it accepts, plays, and both see the period paid', async () => {
    const username = `k${Date.now().toString(36).slice(-7)}`;
    const agent = await openPage(browser, `${base()}/agent`);
    await signInAsDemoAgent(agent.page);

    // An agent account directly below agent01, with money to play with.
    const oneTimePassword = await openDownlineAccount(agent.page, { username, type: 'agent' });
    await agent.page.getByRole('link', { name: 'Downline management' }).click();
    await agent.page.getByRole('searchbox', { name: 'Username' }).fill(username);
    const row = agent.page
      .getByRole('table', { name: 'Downline management' })
      .getByRole('row', { name: new RegExp(username) });
    await row.waitFor();
    await row.getByRole('button', { name: `Transfer to ${username}` }).click();
    const transfer = dialog(agent.page, `Transfer to ${username}`);
    await transfer.getByLabel(/^Amount/).fill('50');
    await transfer.getByLabel(/^Payment password/).fill('123456');
    await transfer.getByRole('button', { name: 'Send' }).click();
    await agent.page.getByRole('button', { name: 'Confirm and send' }).click();
    await agent.page.getByText(`$50.00 sent to ${username}.`).first().waitFor();
    await agent.page.keyboard.press('Escape');
    await transfer.waitFor({ state: 'detached' });

    // The offer: a daily salary of 0.50 % from the first bet, as much as agent01's own from the site.
    await row.getByRole('button', { name: `Offer ${username} a contract` }).click();
    const offer = dialog(agent.page, `Offer ${username} a contract`);
    await offer.getByLabel(/^Contract/).selectOption('daily');
    // The editor starts from agent01's own tiers with the rates blank: one tier from the first bet is enough.
    await offer.getByRole('button', { name: 'Remove tier 3' }).click();
    await offer.getByRole('button', { name: 'Remove tier 2' }).click();
    await offer.getByLabel(/^Rate/).fill('0.5');
    await expectAccessible(agent.page);
    await snapshot(agent.page, 'agent-contract-offer-desktop');
    await offer.getByRole('button', { name: 'Send offer' }).click();
    await offer.waitFor({ state: 'detached' });

    // The downline signs in with its one-time password, changes it, and accepts.
    const downline = await openPage(browser, `${base()}/agent`);
    await signInAtAgentSide(downline.page, username, oneTimePassword);
    const change = dialog(downline.page, 'Change password');
    await change.getByLabel(/^New password/).fill('Fresh1234');
    await change.getByLabel(/^Confirm/).fill('Fresh1234');
    await change.getByRole('button', { name: /Change password|Confirm|Save/ }).click();
    await change.waitFor({ state: 'detached' });
    await downline.page.goto(`${base()}/agentHome?page=agentDailyWages2`);
    await downline.page.getByRole('button', { name: 'Accept the contract with agent01' }).click();
    await dialog(downline.page, 'Accept this contract?').getByRole('button', { name: 'Accept' }).click();
    await downline.page.getByText('Contract accepted.').first().waitFor();
    await expectAccessible(downline.page);
    await snapshot(downline.page, 'agent-contract-accepted-desktop');

    // It plays a house slot: four spins of 10.00 (0.50 % of the valid bet comes to whole cents).
    await dismissSitePopups(downline.page);
    await playOriginalsSlot(downline.page, { game: 'Golden Bells', rounds: 4, bet: '1000' });
    await downline.page.goto(`${base()}/`);
    const before = await headerBalance(downline.page);

    // Today's period settles (the job's run, its clock two days on), paid by agent01 to the downline.
    const run = await settleContracts(new Date(Date.now() + 2 * 86_400_000));
    expect(run.paid).toBeGreaterThan(0);
    const held = (await dailyRecords(downline.page)).find((text) => text.includes('agent01') && text.includes('Paid'));
    expect(held).toBeTruthy();
    await expectAccessible(downline.page);
    await snapshot(downline.page, 'agent-contract-records-desktop');
    await downline.page.goto(`${base()}/`);
    await expect.poll(() => headerBalance(downline.page)).not.toBe(before);
    const given = (await dailyRecords(agent.page)).find((text) => text.includes(username));
    expect(given).toContain('Paid');
    expect(agent.errors).toEqual([]);
    expect(downline.errors).toEqual([]);
    await agent.close();
    await downline.close();
  });
});
