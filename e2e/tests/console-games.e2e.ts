import { type LotteryOrder, lotteryPaths, type OpenIssue } from '@portal/contracts';
import { createOperator } from '@portal/server/testing';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { firstConsoleSignIn, openSection } from '../support/console.js';
import { callAsMember } from '../support/member-api.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { advanceClock, baseUrl, databaseUrl } from '../support/portal.js';

// Issue 25 "Games", done when an official Mark Six result entered in the console settles the orders: a member bets
// on the next Mark Six draw; the portal's clock is brought past its sales close (the draw is days away: time is
// moved, never waited for); a content operator enters the official result in the console, and the member's order
// is settled.
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const suffix = Date.now().toString(36).slice(-5);
/** How far this file has moved its portal's clock: what the portal takes for now is Date.now() + ahead. */
let ahead = 0;
const portalNow = () => Date.now() + ahead;

/** An order placed from the signed-in member's page, as the lottery page places it (with its idempotency key). */
function placeOrder(page: Page, body: Record<string, unknown>) {
  return page.evaluate(
    async ({ path, body }) => {
      const response = await fetch(path, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          Device: 'WEB',
          Authorization: sessionStorage.getItem('token') ?? '',
          'Idempotency-Key': crypto.randomUUID(),
          ...(sessionStorage.getItem('merchant') ? { Merchant: sessionStorage.getItem('merchant')! } : {}),
        },
        body: JSON.stringify(body),
      });
      return (await response.json()) as { success: boolean; value: { order: LotteryOrder } };
    },
    { path: lotteryPaths.betting, body },
  );
}

const special = (number: string) => ({ playId: 'LHC_SPECIAL_NUMBER', selection: [[number]], unit: '1', multiple: 1 });
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

describe('the console settles official lottery draws', () => {
  it('an official Mark Six result entered in the console settles the orders', async () => {
    const player = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(player.page);
    await logIn(player.page, 'player01', 'Player123');
    const issue = (await callAsMember<OpenIssue>(player.page, `${lotteryPaths.openedNumero}?gameCode=MARKSIX`)).body
      .value;
    const placed = await placeOrder(player.page, {
      gameCode: 'MARKSIX',
      issueNumber: issue.issueNumber,
      lines: [special('07'), special('08')],
    });
    expect(placed.success).toBe(true);
    const { orderNumber } = placed.value.order;
    await player.close();

    // Sales of the issue close (its draw follows 15 minutes later): the portal's clock is brought just past it.
    const move = Date.parse(issue.closesAt) - portalNow() + 5_000;
    advanceClock(move);
    ahead += move;

    const operator = `games${suffix}`;
    await createOperator(databaseUrl(), operator, `${operator}-password`, 'content');
    const { page, errors, close } = await openPage(browser, `${baseUrl()}/console`);
    await firstConsoleSignIn(page, operator, `${operator}-password`, portalNow);
    await openSection(page, 'Games');
    await page.getByLabel('Lottery game').selectOption('MARKSIX');
    await page.getByLabel('Status').selectOption('closed');
    await page.getByRole('button', { name: 'Search' }).click();
    await expect.poll(() => page.url()).toContain('status=closed');
    const row = page.getByRole('row', { name: new RegExp(issue.issueNumber) });
    expect(await row.getByText('Sales closed').count()).toBe(1);
    await row.getByRole('link', { name: `Open issue ${issue.issueNumber}` }).click();

    const panel = page.getByRole('region', { name: `Issue ${issue.issueNumber}` });
    const form = panel.getByRole('form', { name: 'Enter the official result' });
    for (const [index, number] of ['1', '02', '03', '04', '05', '06'].entries()) {
      await form.getByLabel(`Number ${index + 1}`, { exact: true }).fill(number);
    }
    // A repeated number is caught before anything is sent, as the server would refuse it.
    await form.getByLabel('Special number').fill('06');
    await form.getByRole('button', { name: 'Check the result' }).click();
    await form.getByText('This number is entered twice.').waitFor();
    expect(await form.getByLabel('Special number').getAttribute('aria-invalid')).toBe('true');
    await form.getByLabel('Special number').fill('07');
    await form.getByRole('button', { name: 'Check the result' }).click();
    await form.getByText(`Settle issue ${issue.issueNumber} with 01 02 03 04 05 06 + 07?`, { exact: false }).waitFor();
    await expectAccessible(page);
    await snapshot(page, 'console-games-desktop');
    await form.getByRole('button', { name: 'Confirm and settle' }).click();
    await panel
      .getByRole('status')
      .getByText(`Issue ${issue.issueNumber} settled with 01 02 03 04 05 06 + 07: 2 lines.`)
      .waitFor();
    await panel.getByText('Settled', { exact: true }).waitFor();
    expect(await panel.getByRole('form').count()).toBe(0);

    await page.setViewportSize(viewports.mobile);
    await page.getByLabel('Status').selectOption('settled');
    await page.getByRole('button', { name: 'Search' }).click();
    await page
      .getByRole('row', { name: new RegExp(issue.issueNumber) })
      .getByText('Settled')
      .waitFor();
    expect(await overflow(page)).toBeLessThanOrEqual(0);
    await expectAccessible(page);
    await snapshot(page, 'console-games-mobile');
    expect(errors).toEqual([]);
    await close();

    // The member's order is settled: the special number 07 won, 08 lost.
    const back = await openPage(browser, `${baseUrl()}/`);
    await dismissSitePopups(back.page);
    await logIn(back.page, 'player01', 'Player123');
    const day = (at: number) => new Date(at).toISOString().slice(0, 10);
    const history = await callAsMember<{ items: LotteryOrder[] }>(
      back.page,
      `${lotteryPaths.orders}?gameCode=MARKSIX&from=${day(Date.now() - 86_400_000)}&to=${day(portalNow() + 86_400_000)}`,
    );
    const order = history.body.value.items.find((item) => item.orderNumber === orderNumber);
    expect(order?.status).toBe('finished');
    expect(order?.lines.map((line) => line.status)).toEqual(['won', 'lost']);
    expect(BigInt(order?.payout ?? '0')).toBeGreaterThan(0n);
    await back.close();
  });
});
