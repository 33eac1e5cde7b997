import type { BookSport } from '@portal/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { bookEvents, bookLeagues, bookTeams } from '../../db/book-schema.js';
import type { BookTransaction } from '../settlement.js';
import { type FeedFixture, feedRefused, firstRepeat, virtualLeaguePrefix } from './feed-document.js';
import { applyFixtureMarkets } from './feed-markets.js';
import { resultKindOf } from './market-specs.js';

// The feed's fixtures: each a book_events row of source 'fixture', found again by the operator's code. A fixture
// may move (its start, its league within the sport); its competitors are what its markets' selections mean, so
// they never change; and a settled or cancelled fixture is final, left as it is by any document sent again.

interface Competitor {
  code: string;
  name: string;
  rating: number | null;
}

type League = { id: bigint; code: string; sport: string; name: string };

/** `HH:MM` UTC: a race is named by its meeting and its off time. */
const offTime = (startsAt: Date) => startsAt.toISOString().slice(11, 16);

async function leaguesByCode(tx: BookTransaction, fixtures: readonly FeedFixture[]): Promise<Map<string, League>> {
  const codes = [...new Set(fixtures.map((fixture) => fixture.league))];
  if (codes.length === 0) return new Map();
  const rows = await tx
    .select({ id: bookLeagues.id, code: bookLeagues.code, sport: bookLeagues.sport, name: bookLeagues.name })
    .from(bookLeagues)
    .where(inArray(bookLeagues.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

async function teamsByCode(tx: BookTransaction, fixtures: readonly FeedFixture[]) {
  const codes = [...new Set(fixtures.flatMap((fixture) => fixture.competitors))];
  if (codes.length === 0) return new Map<string, Competitor & { sport: string }>();
  const rows = await tx
    .select({ code: bookTeams.code, name: bookTeams.name, rating: bookTeams.rating, sport: bookTeams.sport })
    .from(bookTeams)
    .where(inArray(bookTeams.code, codes));
  return new Map(rows.map((row) => [row.code, row]));
}

function competitorsOf(
  fixture: FeedFixture,
  field: string,
  sport: string,
  teams: Map<string, Competitor & { sport: string }>,
): Competitor[] {
  const repeated = firstRepeat(fixture.competitors, (code) => code);
  if (repeated >= 0) throw feedRefused(`${field}.competitors.${repeated}`, 'listed twice');
  if (resultKindOf(sport as BookSport) !== 'race' && fixture.competitors.length !== 2) {
    throw feedRefused(`${field}.competitors`, `a ${sport} fixture has two sides, home (or meron) first`);
  }
  return fixture.competitors.map((code, index) => {
    const team = teams.get(code);
    if (!team) throw feedRefused(`${field}.competitors.${index}`, `no team '${code}'`);
    if (team.sport !== sport) throw feedRefused(`${field}.competitors.${index}`, `'${code}' is a ${team.sport} team`);
    return { code: team.code, name: team.name, rating: team.rating };
  });
}

const sameCodes = (stored: readonly Competitor[], competitors: readonly Competitor[]) =>
  stored.length === competitors.length && stored.every((entry, index) => entry.code === competitors[index]?.code);

const sameDetails = (stored: readonly Competitor[], competitors: readonly Competitor[]) =>
  stored.every(
    (entry, index) => entry.name === competitors[index]?.name && entry.rating === competitors[index]?.rating,
  );

/** Writes one fixture (created, moved or left as it is); answers its event and whether it changed. */
async function upsertFixture(
  tx: BookTransaction,
  fixture: FeedFixture,
  field: string,
  league: League,
  competitors: Competitor[],
  now: Date,
) {
  const startsAt = new Date(fixture.startsAt);
  const name =
    resultKindOf(league.sport as BookSport) === 'race'
      ? `${league.name} ${offTime(startsAt)}`
      : `${competitors[0]!.name} v ${competitors[1]!.name}`;
  const [stored] = await tx
    .select()
    .from(bookEvents)
    .where(and(eq(bookEvents.code, fixture.code), eq(bookEvents.source, 'fixture')))
    .for('update');
  if (!stored) {
    const status = startsAt <= now ? 'closed' : 'open';
    const [created] = await tx
      .insert(bookEvents)
      .values({
        code: fixture.code,
        source: 'fixture',
        sport: league.sport,
        leagueId: league.id,
        name,
        competitors,
        startsAt,
        status,
      })
      .returning();
    return { event: created!, changed: true, final: false };
  }
  // A settled or cancelled fixture is final (only a result corrects it): a document sent again leaves it be.
  if (stored.status === 'settled' || stored.status === 'void') return { event: stored, changed: false, final: true };
  if (stored.sport !== league.sport) throw feedRefused(`${field}.league`, `the fixture is ${stored.sport}`);
  const storedCompetitors = stored.competitors as Competitor[];
  if (!sameCodes(storedCompetitors, competitors)) {
    throw feedRefused(`${field}.competitors`, 'a fixture keeps its competitors (cancel it and send a new one)');
  }
  const moved = stored.leagueId !== league.id || stored.startsAt.getTime() !== startsAt.getTime();
  const renamed = stored.name !== name || !sameDetails(storedCompetitors, competitors);
  if (!moved && !renamed) return { event: stored, changed: false, final: false };
  // A fixture put back to a later start takes bets again until then.
  const status = stored.status === 'closed' && startsAt > now ? 'open' : stored.status;
  const [updated] = await tx
    .update(bookEvents)
    .set({ leagueId: league.id, name, competitors, startsAt, status })
    .where(eq(bookEvents.id, stored.id))
    .returning();
  return { event: updated!, changed: true, final: false };
}

/** Applies the feed's fixtures and their markets; answers how many of each were created or changed. */
export async function applyFixtures(
  tx: BookTransaction,
  fixtures: readonly FeedFixture[],
  now: Date,
): Promise<{ fixtures: number; markets: number }> {
  const repeated = firstRepeat(fixtures, (fixture) => fixture.code);
  if (repeated >= 0) throw feedRefused(`fixtures.${repeated}.code`, 'listed twice');
  const leagues = await leaguesByCode(tx, fixtures);
  const teams = await teamsByCode(tx, fixtures);
  const applied = { fixtures: 0, markets: 0 };
  for (const [index, fixture] of fixtures.entries()) {
    const field = `fixtures.${index}`;
    const league = leagues.get(fixture.league);
    if (!league || league.code.startsWith(virtualLeaguePrefix)) {
      throw feedRefused(`${field}.league`, `no league '${fixture.league}'`);
    }
    const competitors = competitorsOf(fixture, field, league.sport, teams);
    const { event, changed, final } = await upsertFixture(tx, fixture, field, league, competitors, now);
    if (changed) applied.fixtures++;
    if (!final) applied.markets += await applyFixtureMarkets(tx, event, fixture.markets, field);
  }
  return applied;
}
