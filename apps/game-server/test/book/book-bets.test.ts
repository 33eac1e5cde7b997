import {
  type BookBet,
  type BookEvent,
  type BookPlaced,
  type BookTickets,
  bookPaths,
  bookVendorPaths,
} from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';
import { matchFixture } from './match-fixture.js';

let ctx: GameServerContext;
let session: string;
const aheadMs = 0;
const now = () => new Date(Date.now() + aheadMs);
const starts = new Date(Date.now() + 3_600_000).toISOString();
const owner = { playerId: '77', siteCode: 'AUR', currency: 'AUD', studio: 'SBET' };

const feed = (document: Record<string, unknown>) => ctx.signed(bookVendorPaths.feed, document);
const fixture = (code: string, home: string, away: string) => matchFixture(code, home, away, starts);
const place = (body: Record<string, unknown>, token = session) =>
  ctx.app.inject({ method: 'POST', url: bookPaths.bets, payload: { session: token, ...body } });
let keys = 0;
const single = (selectionId: string, price: number, stake = '1000') => ({
  key: `bet-key-${++keys}`,
  stake,
  legs: [{ selectionId, price }],
});
const balance = async () => (await ctx.signed(bookVendorPaths.balance, owner)).json<{ balance: string }>().balance;
let selections: Record<string, string>;

beforeAll(async () => {
  ctx = await createGameServer(now);
  const teams = ['ARS', 'CHE', 'LIV', 'MCI'].map((code) => ({ code, sport: 'football', name: `${code} FC` }));
  const loaded = await feed({
    leagues: [{ code: 'EPL', sport: 'football', name: 'Premier League' }],
    teams,
    fixtures: [fixture('F1', 'ARS', 'CHE'), fixture('F2', 'LIV', 'MCI')],
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  session = await launchSession(ctx, { gameCode: 'lobby', playerId: owner.playerId, mode: 'real', studio: 'SBET' });
  await ctx.signed(bookVendorPaths.transfers, { ...owner, key: 'fund-0001', direction: 'in', amount: '10000' });
  const listed = await ctx.app.inject({ url: `${bookPaths.events}?session=${session}&sport=football` });
  expect(listed.statusCode, listed.body).toBe(200);
  selections = {};
  for (const event of listed.json<{ events: BookEvent[] }>().events.filter((e) => e.source === 'fixture')) {
    for (const selection of event.markets[0]!.selections) selections[`${event.name}:${selection.code}`] = selection.id;
  }
});
afterAll(() => ctx.close());

const pick = (team: string, code: string) => {
  const found = Object.entries(selections).find(([name]) => name.startsWith(team) && name.endsWith(`:${code}`));
  if (!found) throw new Error(`no ${team} ${code} in ${Object.keys(selections).join(', ')}`);
  return found[1];
};

describe('the bet slip', () => {
  it('401 for an unknown session; 404 for a selection another book offers; 400 naming the field', async () => {
    expect((await place({ bets: [single(pick('ARS', 'home'), 2100)] }, 'x'.repeat(43))).statusCode).toBe(401);
    const esports = await launchSession(ctx, { gameCode: 'lobby', playerId: '77', mode: 'real', studio: 'GGES' });
    const elsewhere = await place({ bets: [single(pick('ARS', 'home'), 2100)] }, esports);
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json().field).toBe('bets.0.legs.0.selectionId');
    const low = await place({ bets: [single(pick('ARS', 'home'), 2100, '99')] });
    expect(low.json()).toMatchObject({ code: 'STAKE_TOO_LOW', field: 'bets.0.stake' });
    const same = await place({
      bets: [
        {
          key: 'same-event-1',
          stake: '500',
          legs: [
            { selectionId: pick('ARS', 'home'), price: 2100 },
            { selectionId: pick('ARS', 'draw'), price: 3400 },
          ],
        },
      ],
    });
    expect(same.json()).toMatchObject({ code: 'SAME_EVENT', field: 'bets.0.legs' });
    expect(await balance()).toBe('10000');
  });

  it('asks again when a price moved; takes a better one only when the member said so', async () => {
    const worse = await place({ bets: [single(pick('ARS', 'home'), 2200)] });
    expect(worse.statusCode).toBe(409);
    expect(worse.json().changes).toEqual([{ selectionId: pick('ARS', 'home'), price: 2100, open: true }]);
    const better = await place({ acceptBetterPrices: true, bets: [single(pick('ARS', 'home'), 2000)] });
    expect(better.statusCode, better.body).toBe(200);
    const bet = better.json<BookPlaced>().bets[0]!;
    expect(bet).toMatchObject({ kind: 'single', stake: '1000', price: 2100, potentialReturn: '2100', status: 'open' });
    expect(better.json<BookPlaced>().balance).toBe('9000');
  });

  it('places an accumulator once per key; a burst beyond the balance places only what fits', async () => {
    const accumulator = {
      key: 'acca-0001',
      stake: '1000',
      legs: [
        { selectionId: pick('ARS', 'home'), price: 2100 },
        { selectionId: pick('LIV', 'away'), price: 3500 },
      ],
    };
    const twice = await Promise.all([place({ bets: [accumulator] }), place({ bets: [accumulator] })]);
    const ids = twice.map((response) => response.json<BookPlaced>().bets[0]!.id);
    expect(ids[0]).toBe(ids[1]);
    expect(twice[0]!.json<BookPlaced>().bets[0]).toMatchObject({ price: 7350, potentialReturn: '7350' });
    expect(await balance()).toBe('8000');
    const burst = await Promise.all(
      Array.from({ length: 6 }, () => place({ bets: [single(pick('LIV', 'draw'), 3400, '2000')] })),
    );
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(4);
    expect(burst.filter((response) => response.json().code === 'INSUFFICIENT_FUNDS')).toHaveLength(2);
    expect(await balance()).toBe('0');
  });

  it('settles from the results exactly once, and a corrected result posts only the difference', async () => {
    const results = { results: [{ fixture: 'F1', result: { kind: 'score', home: 2, away: 1 } }] };
    expect((await feed(results)).statusCode).toBe(200);
    expect(await balance()).toBe('2100');
    expect((await feed(results)).json().betsSettled).toBe(0);
    expect(await balance()).toBe('2100');
    await feed({ results: [{ fixture: 'F2', result: { kind: 'score', home: 1, away: 1 } }] });
    // The draw singles win 4 × 6800; the accumulator lost on its away leg.
    expect(await balance()).toBe(String(2100 + 4 * 6800));
    await feed({ results: [{ fixture: 'F2', result: { kind: 'score', home: 0, away: 2 } }] });
    // Corrected: the draws lose (their 27,200 taken back); the accumulator wins 7,350.
    expect(await balance()).toBe(String(2100 + 7350));
    const tickets = (await ctx.signed(bookVendorPaths.tickets, { after: '0', limit: 100 })).json<BookTickets>();
    const accumulator = tickets.tickets.filter((ticket) => ticket.kind === 'accumulator');
    expect(accumulator.at(-1)).toMatchObject({ status: 'won', payout: '7350', version: 2 });
    const later = (
      await ctx.signed(bookVendorPaths.tickets, { after: tickets.cursor, limit: 100 })
    ).json<BookTickets>();
    expect(later.tickets).toEqual([]);
  });
});

describe('my bets and cash-out', () => {
  it('lists settled bets and offers no cash-out on them', async () => {
    const page = await ctx.app.inject({ url: `${bookPaths.myBets}?session=${session}&state=settled` });
    const items = page.json<{ items: BookBet[]; total: number }>();
    expect(items.total).toBe(6);
    expect(items.items.every((bet) => bet.cashOut === null)).toBe(true);
  });
});
