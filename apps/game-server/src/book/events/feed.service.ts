import type { BookFeedApplied } from '@portal/contracts';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { bookEvents, bookLeagues, bookLimits, bookMarkets, bookTeams } from '../../db/book-schema.js';
import type { GameDatabase } from '../../db/client.js';
import type { BookTransaction } from '../settlement.js';
import { type FeedDocument, feedRefused, firstRepeat, virtualLeaguePrefix } from './feed-document.js';
import { applyFixtures } from './feed-fixtures.js';
import { applyResults } from './feed-results.js';

/** The advisory lock every feed takes (pg_advisory_xact_lock): two documents apply one after the other. */
const feedLock = 0x424f4f4b;

/**
 * Applies an operator's feed document in one transaction: leagues, teams, fixtures with their markets and prices,
 * suspensions and reopenings, results, cancellations and limits, in that order. Any refusal (400 FEED_INVALID
 * naming the field) writes nothing; applying the same document again changes nothing and settles nothing again.
 */
export async function applyFeed(db: GameDatabase, feed: FeedDocument, now: Date): Promise<BookFeedApplied> {
  return db.transaction(async (tx) => {
    // Feeds read then write (a fixture, its markets): one at a time, none sees another's half-written state.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${feedLock})`);
    const leagues = await applyLeagues(tx, feed.leagues);
    const teams = await applyTeams(tx, feed.teams);
    const { fixtures, markets } = await applyFixtures(tx, feed.fixtures, now);
    const { suspended, reopened } = await applyMarketStatuses(tx, feed.suspend, feed.reopen);
    const { results, cancelled, betsSettled } = await applyResults(tx, feed, now);
    await applyLimits(tx, feed.limits);
    return { leagues, teams, fixtures, markets, suspended, reopened, results, cancelled, betsSettled };
  });
}

async function applyLeagues(tx: BookTransaction, leagues: FeedDocument['leagues']): Promise<number> {
  if (leagues.length === 0) return 0;
  const repeated = firstRepeat(leagues, (league) => league.code);
  if (repeated >= 0) throw feedRefused(`leagues.${repeated}.code`, 'listed twice');
  const virtual = leagues.findIndex((league) => league.code.startsWith(virtualLeaguePrefix));
  if (virtual >= 0) throw feedRefused(`leagues.${virtual}.code`, `'${virtualLeaguePrefix}' names the book's own`);
  const stored = await tx
    .select({ code: bookLeagues.code, sport: bookLeagues.sport })
    .from(bookLeagues)
    .where(
      inArray(
        bookLeagues.code,
        leagues.map((league) => league.code),
      ),
    );
  // A league's events carry its sport: it never changes under them.
  const sports = new Map(stored.map((league) => [league.code, league.sport]));
  const moved = leagues.findIndex((league) => (sports.get(league.code) ?? league.sport) !== league.sport);
  if (moved >= 0) throw feedRefused(`leagues.${moved}.sport`, `the league is ${sports.get(leagues[moved]!.code)}`);
  const changed = await tx
    .insert(bookLeagues)
    .values(leagues)
    .onConflictDoUpdate({
      target: bookLeagues.code,
      set: { name: sql`excluded.name` },
      setWhere: sql`${bookLeagues.name} IS DISTINCT FROM excluded.name`,
    })
    .returning({ id: bookLeagues.id });
  return changed.length;
}

async function applyTeams(tx: BookTransaction, teams: FeedDocument['teams']): Promise<number> {
  if (teams.length === 0) return 0;
  const repeated = firstRepeat(teams, (team) => team.code);
  if (repeated >= 0) throw feedRefused(`teams.${repeated}.code`, 'listed twice');
  const stored = await tx
    .select({ code: bookTeams.code, sport: bookTeams.sport })
    .from(bookTeams)
    .where(
      inArray(
        bookTeams.code,
        teams.map((team) => team.code),
      ),
    );
  const sports = new Map(stored.map((team) => [team.code, team.sport]));
  const moved = teams.findIndex((team) => (sports.get(team.code) ?? team.sport) !== team.sport);
  if (moved >= 0) throw feedRefused(`teams.${moved}.sport`, `the team is ${sports.get(teams[moved]!.code)}`);
  const changed = await tx
    .insert(bookTeams)
    .values(teams.map((team) => ({ ...team, rating: team.rating ?? null })))
    .onConflictDoUpdate({
      target: bookTeams.code,
      // A team sent without a rating (a CSV row) keeps the one it has.
      set: { name: sql`excluded.name`, rating: sql`COALESCE(excluded.rating, ${bookTeams.rating})` },
      setWhere: sql`(${bookTeams.name}, ${bookTeams.rating}) IS DISTINCT FROM
        (excluded.name, COALESCE(excluded.rating, ${bookTeams.rating}))`,
    })
    .returning({ id: bookTeams.id });
  return changed.length;
}

/** `<fixture>/<market>` references to their markets; an unknown one is refused, naming its place in the list. */
async function marketsOf(tx: BookTransaction, refs: readonly string[], list: string): Promise<bigint[]> {
  if (refs.length === 0) return [];
  const fixtures = [...new Set(refs.map((ref) => ref.split('/')[0]!))];
  const rows = await tx
    .select({ id: bookMarkets.id, fixture: bookEvents.code, market: bookMarkets.code })
    .from(bookMarkets)
    .innerJoin(bookEvents, eq(bookEvents.id, bookMarkets.eventId))
    .where(and(eq(bookEvents.source, 'fixture'), inArray(bookEvents.code, fixtures)));
  const ids = new Map(rows.map((row) => [`${row.fixture}/${row.market}`, row.id]));
  return refs.map((ref, index) => {
    const id = ids.get(ref);
    if (id === undefined) throw feedRefused(`${list}.${index}`, `no market '${ref}'`);
    return id;
  });
}

/** Suspends then reopens; a market already so (or settled since) is left as it is. */
async function applyMarketStatuses(tx: BookTransaction, suspend: readonly string[], reopen: readonly string[]) {
  const suspending = new Set(suspend);
  const both = reopen.findIndex((ref) => suspending.has(ref));
  if (both >= 0) throw feedRefused(`reopen.${both}`, 'the document also suspends it');
  const move = async (ids: bigint[], from: 'open' | 'suspended', to: 'open' | 'suspended') => {
    if (ids.length === 0) return 0;
    const moved = await tx
      .update(bookMarkets)
      .set({ status: to })
      .where(and(inArray(bookMarkets.id, ids), eq(bookMarkets.status, from)))
      .returning({ id: bookMarkets.id });
    return moved.length;
  };
  const suspended = await move(await marketsOf(tx, suspend, 'suspend'), 'open', 'suspended');
  const reopened = await move(await marketsOf(tx, reopen, 'reopen'), 'suspended', 'open');
  return { suspended, reopened };
}

async function applyLimits(tx: BookTransaction, limits: FeedDocument['limits']): Promise<void> {
  if (limits.length === 0) return;
  const repeated = firstRepeat(limits, (limit) => limit.siteCode);
  if (repeated >= 0) throw feedRefused(`limits.${repeated}.siteCode`, 'listed twice');
  const rows = limits.map((limit, index) => {
    const [minStake, maxStake, maxPayout, maxEventPayout] = [
      limit.minStake,
      limit.maxStake,
      limit.maxPayout,
      limit.maxEventPayout,
    ].map(BigInt) as [bigint, bigint, bigint, bigint];
    if (minStake <= 0n) throw feedRefused(`limits.${index}.minStake`, 'above zero');
    if (maxStake < minStake) throw feedRefused(`limits.${index}.maxStake`, 'at least the minimum stake');
    if (maxEventPayout < maxPayout) throw feedRefused(`limits.${index}.maxEventPayout`, 'at least maxPayout');
    return { siteCode: limit.siteCode, minStake, maxStake, maxPayout, maxEventPayout };
  });
  await tx
    .insert(bookLimits)
    .values(rows)
    .onConflictDoUpdate({
      target: bookLimits.siteCode,
      set: {
        minStake: sql`excluded.min_stake`,
        maxStake: sql`excluded.max_stake`,
        maxPayout: sql`excluded.max_payout`,
        maxEventPayout: sql`excluded.max_event_payout`,
      },
    });
}
