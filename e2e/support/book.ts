import { createHash } from 'node:crypto';
import {
  type BookBet,
  type BookEvent,
  type BookFeed,
  type BookMyBets,
  type BookPlaced,
  bookPaths,
  bookVendorPaths,
  vendorHeaders,
} from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { testVendorLink } from '@portal/game-server/testing';
import type { FrameLocator, Locator, Page, Response } from 'playwright-core';
import { expect } from 'vitest';
import { expectAccessible, snapshot } from './browser.js';
import { gameFrame } from './game-client.js';
import { baseUrl, runningGameServer } from './portal.js';
import { memberPage } from './withdrawal.js';

// The sportsbook's journeys (issue 27): the operator's signed feed, the book's clock, and what a member does in the
// portal (wallet transfers, the betting record) and in the framed book (prices, the slip, My bets).

function gameServer() {
  if (!runningGameServer.current) throw new Error('This journey file has no game server yet');
  return runningGameServer.current;
}

/** A feed document (docs/book-feed.md) sent to the game server as the operator sends it: signed over its bytes. */
export async function postFeed(feed: BookFeed): Promise<void> {
  const body = JSON.stringify(feed);
  const answer = await fetch(new URL(bookVendorPaths.feed, gameServer().url), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [vendorHeaders.operator]: testVendorLink.operator,
      [vendorHeaders.signature]: signBody(Buffer.from(testVendorLink.secret, 'base64'), body),
    },
    body,
  });
  expect(answer.status, await answer.clone().text()).toBe(200);
}

/** "$1,234.50" as cents. */
export const centsOf = (text: string | null): bigint => BigInt((text ?? '').replace(/[^0-9]/g, '') || '0');
/** Cents as the portal and the book write them: 123450 is "$1,234.50". */
export const dollars = (cents: bigint): string =>
  `$${(cents / 100n).toLocaleString('en-US')}.${String(cents % 100n).padStart(2, '0')}`;

/** A wallet's balance on the member centre's wallet page (transferFund), in cents. */
export const walletCents = async (page: Page, wallet: string) =>
  centsOf(await page.getByTestId(`wallet-${wallet}`).textContent());

/**
 * Moves money between the main wallet and a vendor's with the wallet page's form, as a member does, and waits
 * for the vendor's card to show `vendorAfter` (cents).
 */
export async function transferOnWalletPage(
  page: Page,
  move: { from: string; to: string; amount: bigint; vendorAfter: bigint },
): Promise<void> {
  if (!page.url().includes('page=transferFund')) await memberPage(page, 'transferFund');
  const vendor = move.from === 'MAIN' ? move.to : move.from;
  await page.getByTestId(`wallet-${vendor}`).waitFor();
  await page.getByLabel(/^From/).selectOption(move.from);
  await page.getByLabel(/^To/).selectOption(move.to);
  await page.getByLabel(/^Amount/).fill(dollars(move.amount).slice(1).replaceAll(',', ''));
  await page.getByRole('button', { name: 'Transfer', exact: true }).click();
  await page
    .getByText(`${dollars(move.amount)} transferred.`)
    .first()
    .waitFor();
  await expect.poll(() => walletCents(page, vendor)).toBe(move.vendorAfter);
}

export type Book = Awaited<ReturnType<typeof openBook>>;

/**
 * Opens a vendor from its game centre (/sports, /esports, /cockfight): its card's Start launches its lobby in the
 * portal's /seamless page. Keeps the events the book answers with, and the book's time, for runPastEvents.
 */
export async function openBook(page: Page, centre: string, vendor: string) {
  const seen = new Map<string, BookEvent>();
  let serverNow = Date.now();
  const listen = async (response: Response) => {
    if (!response.url().includes(`${bookPaths.events}?`) || !response.ok()) return;
    const answer = (await response.json().catch(() => null)) as { events: BookEvent[]; now: string } | null;
    for (const event of answer?.events ?? []) seen.set(event.id, event);
    if (answer) serverNow = Date.parse(answer.now);
  };
  page.on('response', listen);
  await page.goto(`${baseUrl()}${centre}`);
  await page.getByRole('button', { name: new RegExp(`^Start: ${vendor}`) }).click();
  await page.waitForURL(/\/seamless\?client=.+/);
  const frame = gameFrame(page);
  await frame.getByRole('navigation', { name: 'Sports' }).waitFor();
  const client = new URL((await page.locator('iframe.vendor-game__frame').getAttribute('src'))!, baseUrl());
  const session = client.searchParams.get('session')!;
  const close = async () => {
    await frame.getByRole('button', { name: 'Close game' }).click();
    await page.waitForURL((url) => !url.pathname.startsWith('/seamless'));
    page.off('response', listen);
  };
  return { frame, session, seen, serverNow: () => serverNow, close };
}

/** The shown sport's virtual events still taking bets: the last one listed stays open the longest. */
export const openVirtualEvents = (frame: FrameLocator | Page) =>
  frame
    .getByRole('region', { name: 'Virtual' })
    .getByRole('article')
    .filter({ hasText: /Closes in/ });

/** An event card's first price ("Home", "Meron"...) into the slip. */
export const pickFirstPrice = (event: Locator) =>
  event
    .getByRole('button', { name: / at \d+\.\d\d$/ })
    .first()
    .click();

/** On a phone: the bar at the bottom opens the slip as a sheet (a dialog). */
export async function openSlipSheet(frame: FrameLocator | Page, legs: number): Promise<Locator> {
  await frame.getByRole('button', { name: `Open the bet slip: ${legs} selections` }).click();
  return frame.getByRole('dialog', { name: 'Bet slip' });
}

/** Places what the slip holds (its button says the total stake): the book's answer, its confirmation closed. */
export async function placeSlip(page: Page, slip: FrameLocator | Locator, total: string): Promise<BookPlaced> {
  const answer = page.waitForResponse((response) => response.url().endsWith(bookPaths.bets));
  await slip.getByRole('button', { name: `Place bets · ${total}` }).click();
  const response = await answer;
  expect(response.status()).toBe(200);
  const placed = (await response.json()) as BookPlaced;
  const confirmation = gameFrame(page).getByRole('dialog', { name: 'Bets placed' });
  await confirmation.getByText(`Your balance is now ${dollars(BigInt(placed.balance))}.`).waitFor();
  await confirmation.getByRole('button', { name: 'Done' }).click();
  return placed;
}

/**
 * Moves the game server's clock just past the end of the bets' events (as the book listed them): its background
 * tick, every second, then draws their results and settles the bets.
 */
export function runPastEvents(book: Book, bets: BookBet[]): void {
  const ends = bets.flatMap((bet) => bet.legs).map((leg) => Date.parse(book.seen.get(leg.eventId)?.endsAt ?? ''));
  expect(ends.every(Number.isFinite)).toBe(true);
  const ahead = Math.max(...ends) - book.serverNow() + 2_000;
  if (ahead > 0) gameServer().advance(ahead);
}

/**
 * My bets, settled: the bet's ticket and what it returned (cents), checked against its status. The book is asked
 * first (as the client asks it) until it has settled the bets, so the view is opened on them, not on its next poll.
 */
export async function settledTicket(book: Book, bet: BookBet) {
  const { frame } = book;
  const query = new URLSearchParams({ session: book.session, state: 'settled', pageSize: '50' });
  await expect
    .poll(async () => {
      const answer = await fetch(`${gameServer().url}${bookPaths.myBets}?${query}`);
      const settled = (await answer.json()) as BookMyBets;
      return settled.items.some((item) => item.id === bet.id);
    })
    .toBe(true);
  await frame.getByRole('button', { name: 'My bets' }).click();
  await frame.getByRole('button', { name: 'Settled', exact: true }).click();
  const ticket = frame.getByRole('article', { name: `Ticket #${bet.id}`, exact: true });
  await ticket.waitFor();
  const returned = centsOf(await ticket.locator('dt:text-is("Returned") + dd').textContent());
  const status = (await ticket.locator('header .book-outcome').textContent())?.trim();
  // Won: the stake at the price struck; lost: nothing; void (a cockfight's draw): the stake back.
  const expected = { Won: BigInt(bet.potentialReturn), Lost: 0n, Void: BigInt(bet.stake) }[status as 'Won'];
  expect(returned, `${status} ticket #${bet.id}`).toBe(expected);
  return { ticket, returned, status };
}

/** The balance the book's head shows. */
export const bookBalance = async (scope: FrameLocator | Page) =>
  centsOf(await scope.locator('.topbar__balance strong').textContent());

/** The reference the portal's betting record shows a book ticket by ("Round 1A2B3C4D5E"). */
export const recordReference = (betId: string) =>
  createHash('sha256').update(`book:${betId}`).digest('hex').slice(0, 10).toUpperCase();

/**
 * The member's betting record once the portal's job (every 10 s) has pulled the settled tickets: a row for each,
 * under the vendor's category and name, with its stake and what it returned.
 */
export async function expectInBettingRecord(
  page: Page,
  tickets: { id: string; meta: string; stake: bigint; win: bigint }[],
): Promise<void> {
  // A table on a desk, a list of cards on a phone: the same columns, in the same order.
  const rowOf = (ticket: (typeof tickets)[number]) =>
    page
      .locator('tr, li.data-card')
      .filter({ hasText: `Round ${recordReference(ticket.id)}` })
      .filter({ hasText: ticket.meta });
  await expect
    .poll(
      async () => {
        await memberPage(page, 'personalHistoryCopy');
        const record = page.getByRole('table').or(page.getByRole('list', { name: 'Betting record' }));
        await record.or(page.getByText('No bets in this period')).first().waitFor();
        const found = await Promise.all(tickets.map((ticket) => rowOf(ticket).count()));
        return found.every((count) => count === 1);
      },
      { timeout: 30_000, interval: 2_000 },
    )
    .toBe(true);
  for (const ticket of tickets) {
    const cells = await rowOf(ticket).locator('td, dd').allTextContents();
    expect(cells.slice(2, 4)).toEqual([dollars(ticket.stake), dollars(ticket.win)]);
  }
}

/**
 * The book page for axe and a screenshot: the client's own address opened in a tab (axe does not reach into the
 * portal's frame, of another origin), freshly loaded, so its head shows the book's balance now; a price in the slip
 * and, on a phone, the slip's sheet open.
 */
export async function checkBookPage(
  page: Page,
  name: string,
  { balance, phone = false }: { balance: bigint; phone?: boolean },
) {
  const client = await page.locator('iframe.vendor-game__frame').getAttribute('src');
  const tab = await page.context().newPage();
  await tab.setViewportSize(page.viewportSize()!);
  await tab.goto(new URL(client!, baseUrl()).toString());
  await tab.getByRole('navigation', { name: 'Sports' }).waitFor();
  expect(await bookBalance(tab)).toBe(balance);
  await pickFirstPrice(openVirtualEvents(tab).last());
  if (phone) await openSlipSheet(tab, 1);
  await expectAccessible(tab);
  await snapshot(tab, name, { fullPage: !phone });
  await tab.close();
}
