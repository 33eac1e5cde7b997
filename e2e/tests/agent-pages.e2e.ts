import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { overflowsSideways, signInAsDemoAgent } from '../support/agent.js';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('agent back office: notices and downline transactions', () => {
  it("reads the site's notices for agents and the team's money movements, from the header's actions", async () => {
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/agent`);
    await signInAsDemoAgent(page);

    await page.getByRole('link', { name: 'Announcements' }).click();
    const newest = page.getByRole('button', { name: /Commission statements for last month/ });
    await newest.waitFor();
    expect(await newest.getAttribute('aria-expanded')).toBe('true');
    const other = page.getByRole('button', { name: /Transfers to your downlines/ });
    await other.click();
    expect(await other.getAttribute('aria-expanded')).toBe('true');
    expect(await newest.getAttribute('aria-expanded')).toBe('false');
    await expectAccessible(page);
    await snapshot(page, 'agent-notices-desktop');

    // The demo player01 (agent01's downline) converted points to cash 4 days ago (a bonus, within the page's
    // opening range of 7 days; his welcome bonus came when he joined, two weeks ago).
    await page.getByRole('link', { name: 'Downline transactions' }).click();
    const table = page.getByRole('table', { name: 'Downline transactions' });
    const bonus = table.getByRole('row', { name: /player01/ }).first();
    await bonus.waitFor();
    expect(await bonus.textContent()).toContain('Bonus and credits');
    // The username applies once typing settles (a debounce): wait for the answer to the whole filter, since
    // the bonus row shows before it too and axe must not run while the list refetches (drawn faded).
    const filtered = page.waitForResponse((response) => {
      const query = new URL(response.url()).searchParams;
      return (
        response.url().includes('/wps/agent/downlines/transactions') &&
        query.get('username') === 'player01' &&
        query.get('match') === 'exact' &&
        query.get('type') === 'bonus'
      );
    });
    await page.getByRole('searchbox', { name: 'Username' }).fill('player01');
    await page.getByRole('checkbox', { name: 'Exact username' }).check();
    await page.getByLabel('Type').selectOption('bonus');
    await filtered;
    await table
      .getByRole('row', { name: /Points converted/ })
      .first()
      .waitFor();
    await expectAccessible(page);
    await snapshot(page, 'agent-transactions-desktop');

    const actions = page.getByRole('group', { name: 'Account actions' });
    await actions.getByRole('button', { name: 'Deposit' }).click();
    const deposit = page.getByRole('dialog', { name: 'Deposit' });
    await deposit.getByRole('region', { name: 'New deposit' }).waitFor();
    await deposit.getByRole('button', { name: 'Close' }).click();
    expect(errors).toEqual([]);
    await close();
  });

  it('fits both pages and the header on a phone', async () => {
    const { page, close } = await openPage(browser, `${baseUrl()}/agent`, 'mobile');
    await signInAsDemoAgent(page);
    await page.goto(`${baseUrl()}/agentHome?page=agentDownlineTransactionDetailsCopy`);
    const cards = page.getByRole('list', { name: 'Downline transactions' });
    await cards.getByText('player01', { exact: true }).first().waitFor();
    for (const name of ['Deposit', 'Withdraw', /^Messages/, /^Contact customer service/, 'Log out']) {
      await page.getByRole('group', { name: 'Account actions' }).getByRole('button', { name }).waitFor();
    }
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-transactions-mobile');

    await page.goto(`${baseUrl()}/agentHome?page=agentAnnouncement`);
    await page.getByRole('button', { name: /Commission statements for last month/ }).waitFor();
    expect(await overflowsSideways(page)).toBe(false);
    await expectAccessible(page);
    await snapshot(page, 'agent-notices-mobile');
    await close();
  });
});
