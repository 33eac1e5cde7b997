import { type BookEvent, type BookPlaced, bookPaths, bookVendorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';
import { matchFixture } from './match-fixture.js';

let ctx: GameServerContext;
let session: string;
const starts = new Date(Date.now() + 3_600_000).toISOString();
const owner = { playerId: '91', siteCode: 'AUR', currency: 'AUD', studio: 'SBET' };
/** The operator's limits for the site: 1.00 to 30.00 a bet, 60.00 a bet's return, 90.00 a member's on an event. */
const limits = { siteCode: 'AUR', minStake: '100', maxStake: '3000', maxPayout: '6000', maxEventPayout: '9000' };

const feed = (document: Record<string, unknown>) => ctx.signed(bookVendorPaths.feed, document);
const fixture = (code: string, home: string, away: string) => matchFixture(code, home, away, starts);
const place = (bets: Record<string, unknown>[]) =>
  ctx.app.inject({ method: 'POST', url: bookPaths.bets, payload: { session, bets } });
let keys = 0;
const single = (selectionId: string, stake: string) => ({
  key: `limit-key-${++keys}`,
  stake,
  legs: [{ selectionId, price: 2100 }],
});
const balance = async () => (await ctx.signed(bookVendorPaths.balance, owner)).json<{ balance: string }>().balance;
const homeOf: Record<string, string> = {};
const awayOf: Record<string, string> = {};

beforeAll(async () => {
  ctx = await createGameServer();
  const teams = ['ARS', 'CHE', 'LIV', 'MCI', 'EVE', 'FUL', 'NEW', 'WOL'].map((code) => ({
    code,
    sport: 'football',
    name: `${code} FC`,
  }));
  const loaded = await feed({
    leagues: [{ code: 'EPL', sport: 'football', name: 'Premier League' }],
    teams,
    fixtures: [
      fixture('L1', 'ARS', 'CHE'),
      fixture('L2', 'LIV', 'MCI'),
      fixture('L3', 'EVE', 'FUL'),
      fixture('L4', 'NEW', 'WOL'),
    ],
    limits: [limits],
  });
  expect(loaded.statusCode, loaded.body).toBe(200);
  session = await launchSession(ctx, { gameCode: 'lobby', playerId: owner.playerId, mode: 'real', studio: 'SBET' });
  await ctx.signed(bookVendorPaths.transfers, { ...owner, key: 'limits-fund', direction: 'in', amount: '50000' });
  const listed = await ctx.app.inject({ url: `${bookPaths.events}?session=${session}&sport=football` });
  for (const event of listed.json<{ events: BookEvent[] }>().events) {
    const selection = (code: string) => event.markets[0]!.selections.find((offered) => offered.code === code)!.id;
    homeOf[event.name.slice(0, 3)] = selection('home');
    awayOf[event.name.slice(0, 3)] = selection('away');
  }
});
afterAll(() => ctx.close());

describe("the site's limits", () => {
  it('refuses a stake above the most and a return above the most a bet may pay, naming the limit', async () => {
    const high = await place([single(homeOf.ARS!, '3001')]);
    expect(high.statusCode).toBe(400);
    expect(high.json()).toMatchObject({ code: 'STAKE_TOO_HIGH', field: 'bets.0.stake', params: { maxStake: '3000' } });
    // 29.00 at 2.10 returns 60.90: over the 60.00 a bet may pay.
    const payout = await place([single(homeOf.ARS!, '2900')]);
    expect(payout.json()).toMatchObject({ code: 'PAYOUT_TOO_HIGH', params: { maxPayout: '6000' } });
    expect(await balance()).toBe('50000');
  });

  it("sums the member's open bets on an event; a slip refused in its second bet places neither", async () => {
    // 20.00 at 2.10 returns 42.00: two fit under 90.00 on one event, a third does not.
    expect((await place([single(homeOf.ARS!, '2000'), single(homeOf.ARS!, '2000')])).statusCode).toBe(200);
    const third = await place([single(homeOf.LIV!, '2000'), single(homeOf.ARS!, '1000')]);
    expect(third.statusCode).toBe(400);
    expect(third.json()).toMatchObject({
      code: 'EVENT_PAYOUT_TOO_HIGH',
      field: 'bets.1.stake',
      params: { maxEventPayout: '9000' },
    });
    // The slip's first bet, on the other event, went with it.
    expect(await balance()).toBe('46000');
  });

  it('decides a burst on one event one slip at a time: only what fits under the limit is placed', async () => {
    const burst = await Promise.all(Array.from({ length: 5 }, () => place([single(homeOf.LIV!, '2000')])));
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(2);
    const refused = burst.filter((response) => response.statusCode !== 200).map((response) => response.json().code);
    expect(refused).toEqual(['EVENT_PAYOUT_TOO_HIGH', 'EVENT_PAYOUT_TOO_HIGH', 'EVENT_PAYOUT_TOO_HIGH']);
    const placed = burst.find((response) => response.statusCode === 200)!.json<BookPlaced>();
    expect(placed.bets[0]).toMatchObject({ stake: '2000', potentialReturn: '4200', status: 'open' });
    expect(await balance()).toBe('42000');
  });

  it("frees an event's room when a bet on it leaves the open state: lost by another leg, or cashed out", async () => {
    // 8.00 on EVE away (3.50) and NEW home (2.10) returns 58.80, counted on both events.
    const accumulator = {
      key: 'limits-acca',
      stake: '800',
      legs: [
        { selectionId: awayOf.EVE!, price: 3500 },
        { selectionId: homeOf.NEW!, price: 2100 },
      ],
    };
    expect((await place([accumulator])).statusCode).toBe(200);
    // 15.00 on NEW returns 31.50: 90.30 with the accumulator, over the 90.00.
    expect((await place([single(homeOf.NEW!, '1500')])).json().code).toBe('EVENT_PAYOUT_TOO_HIGH');
    // EVE wins at home: the accumulator is lost, and no longer counts on NEW.
    const result = await feed({ results: [{ fixture: 'L3', result: { kind: 'score', home: 2, away: 0 } }] });
    expect(result.json()).toMatchObject({ betsSettled: 1 });
    const fifteen = await place([single(homeOf.NEW!, '1500')]);
    expect(fifteen.statusCode, fifteen.body).toBe(200);
    expect((await place([single(homeOf.NEW!, '2000')])).statusCode).toBe(200);
    // 31.50 and 42.00 on NEW: another 42.00 does not fit until the 15.00 bet is cashed out.
    expect((await place([single(homeOf.NEW!, '2000')])).json().code).toBe('EVENT_PAYOUT_TOO_HIGH');
    const bet = fifteen.json<BookPlaced>().bets[0]!;
    const cashed = await ctx.app.inject({
      method: 'POST',
      url: bookPaths.cashOut,
      payload: { session, betId: bet.id, amount: bet.cashOut },
    });
    expect(cashed.statusCode, cashed.body).toBe(200);
    expect((await place([single(homeOf.NEW!, '2000')])).statusCode).toBe(200);
  });

  it('keeps every open return as the open bets on undecided events sum it', async () => {
    const { rows } = await ctx.database.pool.query<{ kept: string; counted: string }>(`
      WITH counted AS (
        SELECT b.account_id, l.event_id, sum(b.potential_return) AS total
          FROM book_bets b JOIN book_bet_legs l ON l.bet_id = b.id JOIN book_events e ON e.id = l.event_id
         WHERE b.status = 'open' AND e.status IN ('open', 'closed') GROUP BY 1, 2)
      SELECT coalesce(x.open_return, 0)::text AS kept, coalesce(c.total, 0)::text AS counted
        FROM book_exposures x FULL JOIN counted c ON c.account_id = x.account_id AND c.event_id = x.event_id
       WHERE coalesce(x.open_return, 0) <> coalesce(c.total, 0)
          OR (x.event_id IS NOT NULL AND x.event_id NOT IN (SELECT id FROM book_events WHERE status IN ('open', 'closed')))`);
    expect(rows).toEqual([]);
    const kept = await ctx.database.pool.query('SELECT 1 FROM book_exposures');
    expect(kept.rowCount).toBeGreaterThan(0);
  });
});
