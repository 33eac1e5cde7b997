import { gameClientPaths, gamePaths, jackpotPaths, type SlotTitle } from '@portal/contracts';
import { fundedMembers } from '@portal/server/testing';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, snapshot } from '../support/browser.js';
import { operatorApi } from '../support/operator.js';
import { dismissSitePopups, openPage } from '../support/pages.js';
import { baseUrl, databaseUrl, port } from '../support/portal.js';

// The progressive jackpot on the home page: the real pool and its published terms, and a member's slot bet that
// wins it, pushed to the ticker of a visitor who is watching (issue 24).
let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

const headers = { merchant: 'AUR', device: 'WEB', language: 'EN' };

/** One real-money spin of a house slot by a member of Aurora: the launch, then the game client's own calls. */
async function spinAsNewMember() {
  const { members } = await fundedMembers(databaseUrl(), { count: 1, opening: 1_000_00n, prefix: 'lucky' });
  const auth = { ...headers, authorization: `Bearer ${members[0]!.token}` };
  const list = await fetch(`${baseUrl()}${gamePaths.list}?vassalage=ORIGINALS&pageSize=1`, { headers });
  const [game] = ((await list.json()) as { value: { items: { nodeId: string }[] } }).value.items;
  const launched = await fetch(`${baseUrl()}${gamePaths.launch}?nodeId=${game!.nodeId}&freeTrial=false`, {
    headers: auth,
  });
  const page = new URL(((await launched.json()) as { value: { url: string } }).value.url, baseUrl());
  const client = new URL(page.searchParams.get('client')!);
  const session = client.searchParams.get('session')!;
  const info = await fetch(`${client.origin}${gameClientPaths.slotInfo}?session=${session}`);
  const bet = ((await info.json()) as SlotTitle).betOptions[0]!;
  const spin = await fetch(`${client.origin}${gameClientPaths.slotSpin}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ session, bet }),
  });
  expect(spin.status).toBe(200);
}

const pool = async (site = baseUrl()) =>
  ((await (await fetch(`${site}${jackpotPaths.pool}`, { headers })).json()) as { value: { amount: string } }).value;

describe('jackpot', () => {
  it('shows the real pool and its terms, and moves live when a slot bet wins it', async () => {
    const { page, errors, close } = await openPage(browser, baseUrl());
    await dismissSitePopups(page);
    const amount = page.getByTestId('jackpot-amount');
    const before = BigInt((await pool()).amount);
    await expect
      .poll(() => amount.textContent())
      .toBe(`$${(Number(before) / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
    await page.getByText('1 % of every slot bet · a $1.00 bet wins one time in 10,000,000').waitFor();
    await expectAccessible(page);
    await snapshot(page, 'jackpot-home-desktop');

    // The operator makes the next bet certain to win; a member spins once; the open page hears it.
    const operator = await operatorApi('jackpotboss');
    const set = await operator('PUT', jackpotPaths.settings, {
      shareBp: 100,
      seed: '10000000',
      stakePerWin: '1',
      active: true,
    });
    expect(set.status).toBe(200);
    await spinAsNewMember();
    await expect.poll(() => amount.textContent()).toBe('$100,000.00');
    const lastWin = page.getByTestId('jackpot-last-win');
    await expect.poll(() => lastWin.textContent()).toMatch(/^Last won by lu\*\*\*\d\d: \$[\d,]+\.\d\d on .+$/);
    await page.getByText('a $1.00 bet wins one time in 1').waitFor();
    // The winners board (read once per visit) has the win at the top on the next visit.
    await page.reload();
    await dismissSitePopups(page);
    const board = page.getByRole('region', { name: 'Winners' });
    await expect.poll(() => board.getByRole('listitem').first().textContent()).toMatch(/\$1\d\d,\d{3}\.\d\d/);
    await snapshot(page, 'jackpot-won-desktop');
    expect(errors).toEqual([]);
    await close();
  });

  it('fits a phone in Vietnamese on the second site, in dong', async () => {
    const lotus = `http://site2.localhost:${port()}`;
    const { page, close } = await openPage(browser, lotus, 'mobile');
    // The site's popups, in Vietnamese: closed as a person would, to see what is under them.
    await page.getByRole('dialog', { name: 'Tin mới cho bạn' }).getByRole('button', { name: 'Đóng' }).first().click();
    await page.getByTestId('jackpot-amount').waitFor();
    await page.getByText(/mỗi cược slot · cược ₫1\.000,00 trúng một lần trong 250\.000\.000/).waitFor();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    // The ticker clips what leaves it: its terms must sit inside it, not beside it.
    const ticker = (await page.locator('.jackpot').boundingBox())!;
    const terms = (await page.locator('.jackpot__note').boundingBox())!;
    expect(terms.x).toBeGreaterThanOrEqual(ticker.x);
    expect(terms.x + terms.width).toBeLessThanOrEqual(ticker.x + ticker.width);
    expect(terms.y + terms.height).toBeLessThanOrEqual(ticker.y + ticker.height);
    await snapshot(page, 'jackpot-home-lotus-mobile');
    await close();
  });
});
