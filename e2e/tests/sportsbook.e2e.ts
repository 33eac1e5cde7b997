import type { BookFeed } from '@portal/contracts';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookBalance,
  checkBookPage,
  expectInBettingRecord,
  openBook,
  openSlipSheet,
  openVirtualEvents,
  pickFirstPrice,
  placeSlip,
  postFeed,
  runPastEvents,
  settledTicket,
  transferOnWalletPage,
  walletCents,
} from '../support/book.js';
import { expectAccessible, launchBrowser, snapshot, viewports } from '../support/browser.js';
import { dismissSitePopups, logIn, openPage } from '../support/pages.js';
import { baseUrl } from '../support/portal.js';
import { memberPage } from '../support/withdrawal.js';

// Issue 27: the game server's sportsbook vendors on transfer wallets. A member moves money into StarBet, bets an
// accumulator on two virtual football rounds and a single on a fixture the operator entered (its price moved
// before it was placed), sees both settle, moves the money back and finds both tickets in the betting record; on
// a phone, an e-sports and a cockfight bet go the same way through the slip's bottom sheet.

let browser: Browser;
/** One member's page for both journeys: signed in once, at 1440 px and then at 390 px. */
let member: Awaited<ReturnType<typeof openPage>>;
let page: Page;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await openPage(browser, `${baseUrl()}/login`);
  page = member.page;
  await dismissSitePopups(page);
  await logIn(page, 'player01', 'Player123');
});
afterAll(async () => {
  await member?.close();
  await browser?.close();
});

/** A fixture of the operator's half an hour ahead, its match result priced `home` for the home side. */
const fixtureFeed = (home: string): BookFeed => ({
  leagues: [{ code: 'e2e-cup', sport: 'football', name: 'E2E Cup' }],
  teams: [
    { code: 'e2e-north', sport: 'football', name: 'Northgate Rovers', rating: 1700 },
    { code: 'e2e-south', sport: 'football', name: 'Southbay City', rating: 1600 },
  ],
  fixtures: [
    {
      code: 'E2E-CUP-1',
      league: 'e2e-cup',
      startsAt: new Date(Date.now() + 30 * 60_000).toISOString(),
      competitors: ['e2e-north', 'e2e-south'],
      markets: [
        {
          code: '1x2',
          kind: 'match-result',
          selections: [
            { code: 'home', price: home },
            { code: 'draw', price: '3.40' },
            { code: 'away', price: '3.60' },
          ],
        },
      ],
    },
  ],
});

describe('sportsbook journey', () => {
  it('bets a virtual football accumulator and a single on a fixture at StarBet, settles both, cashes in', async () => {
    await postFeed(fixtureFeed('2.00'));

    // 50.00 from the main wallet into StarBet's, on the wallet page.
    await memberPage(page, 'transferFund');
    const main = await walletCents(page, 'MAIN');
    const funded = (await walletCents(page, 'SBET')) + 50_00n;
    await transferOnWalletPage(page, { from: 'MAIN', to: 'SBET', amount: 50_00n, vendorAfter: funded });
    expect(await walletCents(page, 'MAIN')).toBe(main - 50_00n);
    await expectAccessible(page);
    await snapshot(page, 'sportsbook-wallet-desktop');

    // /sports, StarBet: its book opens on football, the operator's fixture above the virtual rounds.
    const book = await openBook(page, '/sports', 'StarBet');
    const { frame } = book;
    expect(await bookBalance(frame)).toBe(funded);

    // The accumulator: a price on each of the two virtual rounds furthest off (open the longest).
    const rounds = openVirtualEvents(frame);
    await expect.poll(() => rounds.count()).toBeGreaterThanOrEqual(2);
    await pickFirstPrice(rounds.nth(-2));
    await pickFirstPrice(rounds.last());
    await frame.getByRole('textbox', { name: 'Accumulator stake' }).fill('2');
    const [accumulator] = (await placeSlip(page, frame, '$2.00')).bets;
    expect(accumulator).toMatchObject({ kind: 'accumulator', stake: '200', status: 'open' });
    expect(new Set(accumulator!.legs.map((leg) => leg.eventId)).size).toBe(2);

    // The single: the fixture's home side at 2.00, which the operator moves to 2.25 before it is placed. The slip
    // shows the new price and blocks placing until it is accepted; the bet is then struck at 2.25.
    await frame.getByRole('button', { name: 'Northgate Rovers v Southbay City: Northgate Rovers at 2.00' }).click();
    await frame.getByRole('textbox', { name: 'Stake on Northgate Rovers' }).fill('4');
    await postFeed(fixtureFeed('2.25'));
    await frame.getByText('Prices have changed').waitFor({ timeout: 10_000 });
    expect(await frame.getByRole('button', { name: 'Place bets · $4.00' }).isDisabled()).toBe(true);
    await snapshot(page, 'sportsbook-price-changed-desktop');
    await frame.getByRole('button', { name: 'Accept new prices' }).click();
    await frame.getByText('Potential return $9.00').first().waitFor();
    const placed = await placeSlip(page, frame, '$4.00');
    const single = placed.bets[0]!;
    expect(single).toMatchObject({ kind: 'single', stake: '400', price: 2250, potentialReturn: '900' });
    expect(BigInt(placed.balance)).toBe(funded - 6_00n);

    // The virtual rounds run to their end on the book's clock; the operator enters the fixture's result, 2-1.
    runPastEvents(book, [accumulator!]);
    await postFeed({ results: [{ fixture: 'E2E-CUP-1', result: { kind: 'score', home: 2, away: 1 } }] });
    const won = await settledTicket(book, single);
    expect([won.status, won.returned]).toEqual(['Won', 9_00n]);
    const acca = await settledTicket(book, accumulator!);
    const settled = funded - 6_00n + won.returned + acca.returned;
    await snapshot(page, 'sportsbook-settled-desktop');
    await checkBookPage(page, 'sportsbook-book-desktop', { balance: settled });

    // The wallet page shows what the book says is left, and all of it goes back to the main wallet.
    await book.close();
    await memberPage(page, 'transferFund');
    await expect.poll(() => walletCents(page, 'SBET')).toBe(settled);
    await transferOnWalletPage(page, { from: 'SBET', to: 'MAIN', amount: settled, vendorAfter: 0n });
    await expect.poll(() => walletCents(page, 'MAIN')).toBe(main - 50_00n + settled);

    await expectInBettingRecord(page, [
      { id: accumulator!.id, meta: 'Sports · StarBet', stake: 2_00n, win: acca.returned },
      { id: single.id, meta: 'Sports · StarBet', stake: 4_00n, win: 9_00n },
    ]);
    await snapshot(page, 'sportsbook-betting-record-desktop');
    expect(member.errors).toEqual([]);
  });

  it('bets on e-sports and on a cockfight from a phone, through the bottom sheet, and both settle', async () => {
    await page.setViewportSize(viewports.mobile);
    await memberPage(page, 'transferFund');
    const books = [
      {
        centre: '/esports',
        vendor: 'GG eSports',
        sport: 'MOBA',
        code: 'moba',
        wallet: 'GGES',
        meta: 'E-sports · GG eSports',
      },
      {
        centre: '/cockfight',
        vendor: 'SV388',
        sport: 'Cockfight',
        code: 'cockfight',
        wallet: 'SV3',
        meta: 'Cockfight · SV388',
      },
    ];
    const funded = new Map<string, bigint>();
    for (const { wallet } of books) {
      funded.set(wallet, (await walletCents(page, wallet)) + 20_00n);
      await transferOnWalletPage(page, { from: 'MAIN', to: wallet, amount: 20_00n, vendorAfter: funded.get(wallet)! });
    }
    await snapshot(page, 'sportsbook-wallet-mobile');

    const tickets = [];
    for (const { centre, vendor, sport, code, wallet, meta } of books) {
      // A MOBA match (best of three maps) and a derby: the latest listed (open the longest) into the slip, which
      // the bar at the bottom opens as a sheet.
      const book = await openBook(page, centre, vendor);
      await book.frame.getByRole('button', { name: new RegExp(`^${sport}, \\d+ events$`) }).click();
      await pickFirstPrice(openVirtualEvents(book.frame).last());
      const sheet = await openSlipSheet(book.frame, 1);
      await sheet.getByRole('textbox', { name: /^Stake on / }).fill('3');
      await snapshot(page, `sportsbook-slip-${wallet.toLowerCase()}-mobile`, { fullPage: false });
      const [bet] = (await placeSlip(page, sheet, '$3.00')).bets;
      expect(bet).toMatchObject({ kind: 'single', stake: '300', status: 'open' });
      expect(bet!.legs[0]!.sport).toBe(code);

      runPastEvents(book, [bet!]);
      const { returned } = await settledTicket(book, bet!);
      await snapshot(page, `sportsbook-settled-${wallet.toLowerCase()}-mobile`);
      const left = funded.get(wallet)! - 3_00n + returned;
      if (wallet === 'GGES') await checkBookPage(page, 'sportsbook-book-mobile', { balance: left, phone: true });
      await book.close();
      await memberPage(page, 'transferFund');
      await expect.poll(() => walletCents(page, wallet)).toBe(left);
      tickets.push({ id: bet!.id, meta, stake: 3_00n, win: returned });
    }
    await expectInBettingRecord(page, tickets);
    await snapshot(page, 'sportsbook-betting-record-mobile', { fullPage: false });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(member.errors).toEqual([]);
  });
});
