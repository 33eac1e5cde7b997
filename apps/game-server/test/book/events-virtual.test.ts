import { createHash } from 'node:crypto';
import { type BookEvent, bookSports } from '@portal/contracts';
import { type Competitor, drawEventResult, selectionOutcome } from '@portal/house-games';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventOf, eventsOf, sportCounts } from '../../src/book/events/events.repository.js';
import { marketSpecOf } from '../../src/book/events/market-specs.js';
import { VirtualEvents, virtualEventsAhead } from '../../src/book/events/virtual-events.js';
import { virtualSports } from '../../src/book/events/virtual-rosters.js';
import { connectGameDatabase, type GameDatabaseHandle } from '../../src/db/client.js';
import { createGameServer, type GameServerContext } from '../harness.js';

let ctx: GameServerContext;
/** A second process's connections to the same database. */
let second: GameDatabaseHandle;
const start = new Date('2026-11-29T10:00:10Z');
beforeAll(async () => {
  ctx = await createGameServer(() => start);
  second = connectGameDatabase(ctx.database.url, { max: 5 });
});
afterAll(async () => {
  await second.close();
  await ctx.close();
});

const virtual = () => new VirtualEvents(ctx.database.db, () => start);
const football = (now: Date) => eventsOf(ctx.database.db, bookSports, { sport: 'football', source: 'virtual', now });
const storedSeed = async (id: string) =>
  (await ctx.database.pool.query('SELECT server_seed FROM book_events WHERE id = $1', [id])).rows[0].server_seed;
const sha256 = (seed: string) => createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex');
const unsettledDue = async (now: Date) =>
  Number(
    (
      await ctx.database.pool.query(
        "SELECT count(*) AS n FROM book_events WHERE source = 'virtual' AND status IN ('open', 'closed') AND ends_at <= $1",
        [now],
      )
    ).rows[0].n,
  );

/** The result any player can recompute from the revealed seed, and the outcome of every selection on it. */
async function checkFair(event: BookEvent) {
  expect(event.serverSeed).toMatch(/^[0-9a-f]{64}$/);
  expect(sha256(event.serverSeed!)).toBe(event.commitment);
  // `<stream>:<number>`: the name and number the draw's blocks are keyed by, as the client's check splits them.
  const cut = event.stream!.lastIndexOf(':');
  const [name, number] = [event.stream!.slice(0, cut), event.stream!.slice(cut + 1)];
  const competitors = event.competitors as Competitor[];
  const redrawn = await drawEventResult(event.sport, competitors, event.serverSeed!, name, number);
  expect(event.result).toEqual(redrawn);
  for (const market of event.markets) {
    expect(market.status).toBe('settled');
    for (const selection of market.selections) {
      expect(selection.outcome).toBe(selectionOutcome(marketSpecOf(market), selection.code, redrawn));
    }
  }
}

describe('the virtual sports', () => {
  it('lists every sport ahead, each event committed to a seed it does not show', async () => {
    const ticked = await virtual().tick(start);
    expect(ticked.listed).toBe(bookSports.length * virtualEventsAhead);
    expect((await virtual().tick(start)).listed).toBe(0);
    const events = await football(start);
    expect(events).toHaveLength(virtualEventsAhead);
    expect(events.map((event) => event.startsAt)).toEqual([
      '2026-11-29T10:03:00.000Z',
      '2026-11-29T10:06:00.000Z',
      '2026-11-29T10:09:00.000Z',
    ]);
    for (const event of events) {
      expect(event).toMatchObject({ status: 'open', serverSeed: null, result: null, league: 'Virtual Premier League' });
      expect(event).toMatchObject({ marginPercent: 6 });
      expect(event.stream).toMatch(/^virtual\/football:[123]$/);
      expect(event.commitment).toBe(sha256(await storedSeed(event.id)));
      expect(event.markets.map((market) => market.kind)).toContain('correct-score');
      expect(event.competitors.every((competitor) => competitor.rating! >= 1300)).toBe(true);
    }
    const races = await eventsOf(ctx.database.db, bookSports, { sport: 'horse-racing', now: start });
    expect(races[0]!.name).toBe('Virtual Downs 10:02');
    expect(races[0]!.competitors).toHaveLength(8);
    const counts = await sportCounts(ctx.database.db, ['football', 'cockfight'], start);
    expect(counts).toEqual([
      { sport: 'football', fixtures: 0, virtual: 3 },
      { sport: 'cockfight', fixtures: 0, virtual: 3 },
    ]);
  });

  it('closes an event at its start and shows its result and seed at its end, as the seed redraws it', async () => {
    const [first] = await football(start);
    const running = new Date(Date.parse(first!.startsAt) + 1000);
    await virtual().tick(running);
    expect(await eventOf(ctx.database.db, first!.id, running)).toMatchObject({ status: 'closed', serverSeed: null });
    const ended = new Date(Date.parse(first!.endsAt!));
    expect(Date.parse(first!.endsAt!) - Date.parse(first!.startsAt)).toBe(virtualSports.football.runningMs);
    expect((await virtual().tick(ended)).settled).toBeGreaterThanOrEqual(1);
    const settled = (await eventOf(ctx.database.db, first!.id, ended))!;
    expect(settled.status).toBe('settled');
    await checkFair(settled);
    // The list shows what is open first, then the result just out.
    const listed = await football(ended);
    expect(listed.map((event) => event.status)).toEqual(['open', 'open', 'open', 'settled']);
  });

  it('settles once with two processes ticking at once', async () => {
    const at = new Date(start.getTime() + 8 * 60_000);
    const due = await unsettledDue(at);
    expect(due).toBeGreaterThan(5);
    const [one, two] = await Promise.all([
      new VirtualEvents(ctx.database.db, () => at).tick(at),
      new VirtualEvents(second.db, () => at).tick(at),
    ]);
    expect(one.settled + two.settled).toBe(due);
    expect(await unsettledDue(at)).toBe(0);
    const { rows } = await ctx.database.pool.query(
      "SELECT sport, count(*) AS ahead FROM book_events WHERE status = 'open' AND starts_at > $1 GROUP BY sport",
      [at],
    );
    expect(rows).toHaveLength(bookSports.length);
    expect(rows.every((row) => Number(row.ahead) === virtualEventsAhead)).toBe(true);
    const versions = await ctx.database.pool.query(
      "SELECT DISTINCT result_version FROM book_events WHERE status = 'settled'",
    );
    expect(versions.rows).toEqual([{ result_version: 1 }]);
  });

  it('catches up after a long stop: settles what fell due and lists from now, not the missed slots', async () => {
    const before = Number((await ctx.database.pool.query('SELECT count(*) AS n FROM book_events')).rows[0].n);
    const later = new Date(start.getTime() + 3 * 3_600_000);
    const ticked = await virtual().tick(later);
    expect(await unsettledDue(later)).toBe(0);
    expect(ticked.listed).toBe(bookSports.length * virtualEventsAhead);
    const after = Number((await ctx.database.pool.query('SELECT count(*) AS n FROM book_events')).rows[0].n);
    expect(after - before).toBe(bookSports.length * virtualEventsAhead);
    const events = await football(later);
    const open = events.filter((event) => event.status === 'open');
    expect(open.map((event) => event.startsAt)).toEqual([
      '2026-11-29T13:03:00.000Z',
      '2026-11-29T13:06:00.000Z',
      '2026-11-29T13:09:00.000Z',
    ]);
    for (const event of events.filter((listed) => listed.status === 'settled')) await checkFair(event);
  });
});
