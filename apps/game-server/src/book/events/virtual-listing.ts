import { randomInt } from 'node:crypto';
import type { BookSport } from '@portal/contracts';
import { DEFAULT_SPORT_MARGINS, pricesFor } from '@portal/house-games';
import { commitmentOf, newServerSeed } from '@portal/lottery';
import { bookEvents, bookMarkets, bookSelections } from '../../db/book-schema.js';
import type { GameDatabase } from '../../db/client.js';
import { marketCodeOf, marketColumnsOf, resultKindOf, selectionNameOf } from './market-specs.js';
import { type VirtualCompetitor, type VirtualSport, virtualSports } from './virtual-rosters.js';

// Lists one virtual event: its competitors drawn from the roster, a fresh seed of which only the SHA-256 is shown
// until the result, and its markets priced by the maths at the sport's default margin. The event's code is
// `<stream>:<number>`, unique: two processes listing the same event at once list it once.

/** Betting time a newly listed event has at least: a schedule resumed after a stop skips a slot closer than this. */
export const minimumBettingMs = 30_000;

export const streamOf = (sport: BookSport) => `virtual/${sport}`;

/**
 * When the next event of a sport starts, after the latest listed one: the next slot of its schedule, unless that
 * is past or about to be (the process was stopped), when the schedule resumes at the first grid slot far enough
 * from now, rather than listing the events it missed.
 */
export function nextStart(latest: Date | null, now: Date, intervalMs: number): Date {
  if (latest && latest.getTime() + intervalMs - now.getTime() >= minimumBettingMs) {
    return new Date(latest.getTime() + intervalMs);
  }
  return new Date(Math.ceil((now.getTime() + minimumBettingMs) / intervalMs) * intervalMs);
}

/** `count` different competitors of the roster, in a random order (the first is home, or meron). */
function drawField(roster: readonly VirtualCompetitor[], count: number): VirtualCompetitor[] {
  const pool = [...roster];
  return Array.from({ length: count }, () => pool.splice(randomInt(pool.length), 1)[0]!);
}

function eventName(sport: BookSport, spec: VirtualSport, field: readonly VirtualCompetitor[], startsAt: Date) {
  if (resultKindOf(sport) === 'race') return `${spec.league.name} ${startsAt.toISOString().slice(11, 16)}`;
  if (sport === 'cockfight') return `${field[0]!.name} (meron) v ${field[1]!.name} (wala)`;
  return `${field[0]!.name} v ${field[1]!.name}`;
}

/** Lists the event; answers false when another process had already listed it. */
export async function listVirtualEvent(
  db: GameDatabase,
  sport: BookSport,
  leagueId: bigint,
  number: number,
  startsAt: Date,
): Promise<boolean> {
  const spec = virtualSports[sport];
  const competitors = drawField(spec.roster, spec.field);
  const marginPercent = DEFAULT_SPORT_MARGINS[sport];
  const priced = pricesFor(sport, competitors, marginPercent);
  const serverSeed = newServerSeed();
  const commitment = await commitmentOf(serverSeed);
  const stream = streamOf(sport);
  return db.transaction(async (tx) => {
    const [event] = await tx
      .insert(bookEvents)
      .values({
        code: `${stream}:${number}`,
        source: 'virtual',
        sport,
        leagueId,
        name: eventName(sport, spec, competitors, startsAt),
        competitors,
        startsAt,
        endsAt: new Date(startsAt.getTime() + spec.runningMs),
        status: 'open',
        stream,
        number,
        serverSeed,
        commitment,
        marginPercent: String(marginPercent),
      })
      .onConflictDoNothing({ target: bookEvents.code })
      .returning({ id: bookEvents.id });
    if (!event) return false;
    const markets = await tx
      .insert(bookMarkets)
      .values(
        priced.map(({ market }) => ({ ...marketColumnsOf(market), eventId: event.id, code: marketCodeOf(market) })),
      )
      .returning({ id: bookMarkets.id, code: bookMarkets.code, kind: bookMarkets.kind });
    const marketIds = new Map(markets.map((market) => [market.code, market.id]));
    await tx.insert(bookSelections).values(
      priced.flatMap(({ market, selections }) =>
        selections.map((selection) => ({
          marketId: marketIds.get(marketCodeOf(market))!,
          eventId: event.id,
          code: selection.code,
          name: selectionNameOf(market.kind, selection.code, competitors),
          price: selection.price,
        })),
      ),
    );
    return true;
  });
}
