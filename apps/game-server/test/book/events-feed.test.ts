import { readFileSync } from 'node:fs';
import { type BookFeed, bookSports, bookVendorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOf, eventsOf } from '../../src/book/events/events.repository.js';
import { parseFeedCsv } from '../../src/book/events/feed-csv.js';
import { VirtualEvents } from '../../src/book/events/virtual-events.js';
import { createGameServer, type GameServerContext } from '../harness.js';

const sample: BookFeed = JSON.parse(
  readFileSync(new URL('../../../../docs/book-feed.sample.json', import.meta.url), 'utf8'),
);
/** A fresh copy of the sample to spoil. */
const copy = (): Required<BookFeed> & { fixtures: NonNullable<BookFeed['fixtures']> } =>
  structuredClone(sample) as never;

let ctx: GameServerContext;
const clock = Date.parse('2026-11-29T10:00:00Z');
const now = () => new Date(clock);
beforeAll(async () => {
  ctx = await createGameServer(now);
});
afterAll(() => ctx.close());

/** The operator's call, signed (or with the headers given instead). */
const feed = {
  post: (document: unknown, headers?: Record<string, string>) => ctx.signed(bookVendorPaths.feed, document, headers),
};

const rowCount = async (table: string) =>
  Number((await ctx.database.pool.query(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
const outcomes = async (fixture: string) => {
  const { rows } = await ctx.database.pool.query(
    `SELECT m.code AS market, m.status, s.code, s.outcome FROM book_selections s
     JOIN book_markets m ON m.id = s.market_id JOIN book_events e ON e.id = s.event_id WHERE e.code = $1`,
    [fixture],
  );
  return rows as { market: string; status: string; code: string; outcome: string | null }[];
};
const outcomeOf = async (fixture: string, market: string, code: string) =>
  (await outcomes(fixture)).find((row) => row.market === market && row.code === code)?.outcome;
const eventRow = async (code: string) =>
  (await ctx.database.pool.query('SELECT * FROM book_events WHERE code = $1', [code])).rows[0];
const nothingApplied = {
  leagues: 0,
  teams: 0,
  fixtures: 0,
  markets: 0,
  suspended: 0,
  reopened: 0,
  results: 0,
  cancelled: 0,
  betsSettled: 0,
};

describe("the operator's feed", () => {
  it('refuses an unsigned document (401) and a wrong one (400 naming the field), writing nothing', async () => {
    const unsigned = await feed.post(sample, { 'content-type': 'application/json' });
    expect(unsigned.statusCode).toBe(401);
    const unknownLeague = copy();
    unknownLeague.fixtures[1]!.league = 'no-such-league';
    const badSelection = copy();
    badSelection.fixtures[0]!.markets![6]!.selections[2]!.code = '9-9';
    const lowPrice = copy();
    lowPrice.fixtures[0]!.markets![0]!.selections[1]!.price = '1.005';
    const notAPrice = copy();
    notAPrice.fixtures[0]!.markets![0]!.selections[1]!.price = '0.95';
    const racing = copy();
    racing.fixtures[0]!.markets![1]!.kind = 'race-win';
    const unknownMarket = { ...copy(), suspend: ['SL-2027-001/no-such-market'] };
    const refusals = [
      [unknownLeague, 'FEED_INVALID', 'fixtures.1.league'],
      [badSelection, 'FEED_INVALID', 'fixtures.0.markets.6.selections.2.code'],
      [lowPrice, 'FEED_INVALID', 'fixtures.0.markets.0.selections.1.price'],
      [notAPrice, 'VALIDATION_ERROR', 'body.fixtures.0.markets.0.selections.1.price'],
      [racing, 'FEED_INVALID', 'fixtures.0.markets.1.kind'],
      [unknownMarket, 'FEED_INVALID', 'suspend.0'],
    ] as const;
    for (const [document, code, field] of refusals) {
      const refused = await feed.post(document);
      expect(refused.statusCode, field).toBe(400);
      expect(refused.json(), field).toMatchObject({ code, field });
    }
    // The leagues and teams come first in the document: the transaction took them back.
    for (const table of ['book_leagues', 'book_teams', 'book_events', 'book_markets', 'book_selections']) {
      expect(await rowCount(table), table).toBe(0);
    }
  });

  it('applies a document once: the same again changes nothing, a moved price changes one market', async () => {
    const applied = await feed.post(sample);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json()).toEqual({ ...nothingApplied, leagues: 1, teams: 4, fixtures: 2, markets: 16 });
    expect((await feed.post(sample)).json()).toEqual(nothingApplied);
    const id = (await eventRow('SL-2027-001')).id as string;
    const event = (await eventOf(ctx.database.db, id, now()))!;
    expect(event).toMatchObject({ source: 'fixture', sport: 'football', name: 'Riverside FC v Oakfield Rovers' });
    expect(event).toMatchObject({
      status: 'open',
      serverSeed: null,
      commitment: null,
      league: sample.leagues![0]!.name,
    });
    const handicap = event.markets.find((market) => market.kind === 'handicap' && market.line === -6);
    expect(handicap?.selections.map((selection) => selection.name)).toEqual(['Riverside FC', 'Oakfield Rovers']);
    const repriced = copy();
    repriced.fixtures[0]!.markets![0]!.selections[0]!.price = '1.40';
    expect((await feed.post(repriced)).json()).toEqual({ ...nothingApplied, markets: 1 });
    const listed = await eventsOf(ctx.database.db, bookSports, { sport: 'football', source: 'fixture', now: now() });
    expect(listed.map((listedEvent) => listedEvent.name)).toEqual([
      'Riverside FC v Oakfield Rovers',
      'Harbour Town v Hillcrest United',
    ]);
    expect(listed[0]!.markets[0]!.selections[0]).toMatchObject({ code: 'home', price: 1400 });
    // A document that would change a market's line under its code is refused.
    const relined = copy();
    relined.fixtures[0]!.markets![2]!.line = '-1';
    expect((await feed.post(relined)).json()).toMatchObject({ field: 'fixtures.0.markets.2.code' });
  });

  it('suspends and reopens a market, once each', async () => {
    const market = 'SL-2027-001/match-result';
    expect((await feed.post({ suspend: [market] })).json()).toEqual({ ...nothingApplied, suspended: 1 });
    expect((await feed.post({ suspend: [market] })).json()).toEqual(nothingApplied);
    const status = async () => (await outcomes('SL-2027-001')).find((row) => row.market === 'match-result')?.status;
    expect(await status()).toBe('suspended');
    expect((await feed.post({ reopen: [market] })).json()).toEqual({ ...nothingApplied, reopened: 1 });
    expect(await status()).toBe('open');
  });

  it('closes a fixture for betting at its start, at read and by the tick', async () => {
    const fixture = sample.fixtures![0]!;
    const id = (await eventRow(fixture.code)).id as string;
    const started = new Date(Date.parse(fixture.startsAt) + 1000);
    expect((await eventOf(ctx.database.db, id, started))!.status).toBe('closed');
    expect((await eventRow(fixture.code)).status).toBe('open');
    await new VirtualEvents(ctx.database.db, now).tick(started);
    expect((await eventRow(fixture.code)).status).toBe('closed');
  });

  it('settles on a result, settles again on a corrected one (result_version 2), never on the same', async () => {
    const code = 'SL-2027-001';
    const result = (home: number, away: number) => ({
      results: [{ fixture: code, result: { kind: 'score', home, away } }],
    });
    const wrongKind = { results: [{ fixture: code, result: { kind: 'cockfight', winner: 'meron' } }] };
    expect((await feed.post(wrongKind)).json()).toMatchObject({ code: 'FEED_INVALID', field: 'results.0.result.kind' });
    expect((await feed.post(result(2, 1))).json()).toEqual({ ...nothingApplied, results: 1 });
    expect(await eventRow(code)).toMatchObject({ status: 'settled', result_version: 1, result: { home: 2, away: 1 } });
    expect(await outcomeOf(code, 'match-result', 'home')).toBe('win');
    expect(await outcomeOf(code, 'both-score', 'yes')).toBe('win');
    expect(await outcomeOf(code, 'ah-1.5', 'home')).toBe('lose');
    expect(await outcomeOf(code, 'ah-1.25', 'home')).toBe('half-lose');
    expect(new Set((await outcomes(code)).map((row) => row.status))).toEqual(new Set(['settled']));
    expect((await feed.post(result(2, 1))).json()).toEqual(nothingApplied);
    // The whole sample again (another price for the settled fixture) leaves a settled fixture as it is.
    expect((await feed.post(sample)).json()).toEqual(nothingApplied);
    expect((await feed.post(result(1, 1))).json()).toEqual({ ...nothingApplied, results: 1 });
    expect(await eventRow(code)).toMatchObject({ result_version: 2, result: { home: 1, away: 1 } });
    expect(await outcomeOf(code, 'match-result', 'draw')).toBe('win');
    expect(await outcomeOf(code, 'match-result', 'home')).toBe('lose');
    expect(await outcomeOf(code, 'moneyline', 'home')).toBe('void');
  });

  it('cancels a fixture: every selection void, once; a result for it is refused', async () => {
    const code = 'SL-2027-002';
    expect((await feed.post({ cancel: [code] })).json()).toEqual({ ...nothingApplied, cancelled: 1 });
    expect((await feed.post({ cancel: [code] })).json()).toEqual(nothingApplied);
    expect((await eventRow(code)).status).toBe('void');
    const rows = await outcomes(code);
    expect(rows.every((row) => row.outcome === 'void' && row.status === 'void')).toBe(true);
    const late = await feed.post({ results: [{ fixture: code, result: { kind: 'score', home: 0, away: 0 } }] });
    expect(late.json()).toMatchObject({ code: 'FEED_INVALID', field: 'results.0.fixture' });
  });

  it("keeps a site's stake limits", async () => {
    const limits = {
      siteCode: 'AUR',
      minStake: '100',
      maxStake: '500000',
      maxPayout: '5000000',
      maxEventPayout: '9000000',
    };
    expect((await feed.post({ limits: [limits] })).statusCode).toBe(200);
    expect((await feed.post({ limits: [{ ...limits, maxStake: '50' }] })).json()).toMatchObject({
      field: 'limits.0.maxStake',
    });
    const { rows } = await ctx.database.pool.query('SELECT * FROM book_limits');
    expect(rows).toEqual([
      { site_code: 'AUR', min_stake: '100', max_stake: '500000', max_payout: '5000000', max_event_payout: '9000000' },
    ]);
  });

  it('applies a CSV file read into the same document', async () => {
    const { feed: document } = parseFeedCsv(readFileSync(new URL('./fixtures/feed.csv', import.meta.url), 'utf8'));
    const applied = await feed.post(document);
    expect(applied.json()).toEqual({
      ...nothingApplied,
      leagues: 3,
      teams: 8,
      fixtures: 3,
      markets: 5,
      suspended: 1,
      results: 1,
    });
    expect(await outcomeOf('R1', 'place', 'alpha')).toBe('win');
    expect(await outcomeOf('R1', 'win', 'alpha')).toBe('lose');
    expect((await feed.post(document)).json()).toEqual(nothingApplied);
  });
});
