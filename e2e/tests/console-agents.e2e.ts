import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAtAgentSide } from '../support/agent.js';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { dialog, dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl } from '../support/portal.js';
import { addMember } from '../support/sites.js';

// Issue 25 "Members and agents": an owner opens a top agent account in the console and gives it a contract; the
// agent signs in to its back office with the one-time password, changes it and finds the site's offer; a member's
// page shows its bonuses and turnover and its sign-ins.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const stamp = Date.now().toString(36).slice(-6);
const noOverflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the console opens agents and gives top agents their contracts', () => {
  it('an owner opens a top agent, offers it a daily salary, and the agent accepts it in its back office', async () => {
    const owner = `agentsowner${stamp}`;
    const agent = `topag${stamp}`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);
    await openSection(page, 'Members');

    await page.getByText('Open an agent account').click();
    const open = page.getByRole('form', { name: 'Open an agent account' });
    await open.getByLabel('Username', { exact: true }).fill(agent);
    await open.getByLabel('Nickname (optional)').fill('Top of the tree');
    await open.getByRole('button', { name: 'Open the account' }).click();
    await open.getByRole('status').getByText(`Agent ${agent} opened (top agent).`, { exact: false }).waitFor();
    const oneTimePassword = (await open.getByTestId('agent-one-time-password').textContent()) ?? '';
    expect(oneTimePassword).toMatch(/^[A-Z][A-Za-z0-9]{11}$/);
    await expectAccessible(page);
    await snapshot(page, 'console-agents-open-desktop');
    await page.setViewportSize(viewports.mobile);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'console-agents-open-mobile');
    await page.setViewportSize(viewports.desktop);

    // Its page: a top agent, no contract yet; the site offers it a daily salary of 0.5 % from the first bet.
    await open.getByRole('link', { name: 'Open its page' }).click();
    await page.getByRole('heading', { level: 1, name: agent }).waitFor();
    const contracts = page.getByRole('region', { name: 'Agent contracts' });
    await contracts.getByText('Top agent: the site gives its contracts.').waitFor();
    await contracts.getByText('No contract yet.').waitFor();
    const offer = page.getByRole('form', { name: 'Give a contract' });
    await offer.getByLabel('Kind').selectOption('daily');
    await offer.getByLabel('Rate (%)').fill('0.5');
    await offer.getByRole('button', { name: 'Offer the contract' }).click();
    await offer.getByText('Contract offered; it waits for the agent.').waitFor();
    const row = contracts.getByTestId('agent-contracts').getByRole('row', { name: /Daily salary/ });
    await row.getByText('Offered').waitFor();
    expect(await row.textContent()).toContain('0.5 %');
    await expectAccessible(page);
    await snapshot(page, 'console-agents-contract-desktop');

    // The agent signs in to its back office with the one-time password, must change it, and accepts the offer.
    const back = await openPage(browser, `${baseUrl()}/agent`);
    await signInAtAgentSide(back.page, agent, oneTimePassword);
    const change = dialog(back.page, 'Change password');
    await change.getByLabel(/^New password/).fill('Fresh1234');
    await change.getByLabel(/^Confirm/).fill('Fresh1234');
    await change.getByRole('button', { name: /Change password|Confirm|Save/ }).click();
    await change.waitFor({ state: 'detached' });
    await back.page.goto(`${baseUrl()}/agentHome?page=agentDailyWages2`);
    await back.page.getByRole('button', { name: 'Accept the contract with the site' }).click();
    await dialog(back.page, 'Accept this contract?').getByRole('button', { name: 'Accept' }).click();
    await back.page.getByText('Contract accepted.').first().waitFor();
    expect(back.errors).toEqual([]);
    await back.close();

    // The console shows it running, and the agent's sign-ins with their address and result.
    await page.reload();
    await row.getByText('Running').waitFor();
    const signIns = page.getByRole('region', { name: 'Sign-ins' });
    await signIns.getByRole('cell', { name: 'Signed in' }).first().waitFor();
    await page.getByTestId('member-addresses').waitFor();
    await snapshot(page, 'console-agents-member-desktop');

    await page.setViewportSize(viewports.mobile);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'console-agents-member-mobile');
    expect(errors).toEqual([]);
    await close();
  });

  it("a member's page shows its bonus, the turnover left, and its sign-ins, in Vietnamese too", async () => {
    const player = `bonus${stamp}`;
    await addMember(player, 'Promo1234', 0);
    const site = await openPage(browser, `${baseUrl()}/login`);
    await dismissSitePopups(site.page);
    await logIn(site.page, player, 'Promo1234');
    await site.page.goto(`${baseUrl()}/member?page=rewardCenter`);
    const welcome = site.page.getByTestId('reward-WELCOME');
    await welcome.getByRole('button', { name: 'Claim' }).click();
    await site.page.getByText('Bonus claimed: it is in your balance.').first().waitFor();
    await site.close();

    const owner = `bonusowner${stamp}`;
    await createOperator(databaseUrl(), owner, `${owner}-password`);
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, owner, `${owner}-password`);
    await page.goto(`${baseUrl()}/console/members/${player}`);
    await page.getByRole('heading', { level: 1, name: player }).waitFor();
    const bonuses = page.getByRole('region', { name: 'Bonuses and turnover' });
    const grant = bonuses.getByRole('row', { name: /Playing through/ });
    await grant.waitFor();
    expect(await grant.textContent()).toContain('$20.00');
    expect(await grant.textContent()).toContain('$60.00');
    expect(await bonuses.getByTestId('bonus-totals').textContent()).toContain('$60.00');
    // No agent contract panel on a player's page.
    expect(await page.getByRole('region', { name: 'Agent contracts' }).count()).toBe(0);
    await page.getByRole('region', { name: 'Sign-ins' }).getByRole('cell', { name: 'Signed in' }).first().waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-agents-bonuses-desktop');

    await page.getByRole('button', { name: 'Switch the console to Vietnamese' }).click();
    await page
      .getByRole('region', { name: 'Tiền thưởng và doanh số cược' })
      .getByRole('cell', { name: 'Đang cược' })
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-agents-bonuses-vi-desktop');
    await page.setViewportSize(viewports.mobile);
    expect(await noOverflow(page)).toBeLessThanOrEqual(0);
    await snapshot(page, 'console-agents-bonuses-vi-mobile');
    await page.getByRole('button', { name: 'Chuyển bảng điều hành sang tiếng Anh' }).click();
    expect(errors).toEqual([]);
    await close();
  });
});
