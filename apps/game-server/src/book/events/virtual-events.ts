import { type BookSport, bookSports } from '@portal/contracts';
import { type Competitor, drawEventResult } from '@portal/house-games';
import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import { bookEvents, bookLeagues } from '../../db/book-schema.js';
import type { GameDatabase } from '../../db/client.js';
import { settleOnResult } from './event-outcomes.js';
import { listVirtualEvent, nextStart } from './virtual-listing.js';
import { virtualSports } from './virtual-rosters.js';

/** Events of each virtual sport kept listed ahead, open for bets. */
export const virtualEventsAhead = 3;
/** Events settled at most by one tick: a long stop's backlog is settled over a few seconds, not in one go. */
const settledPerTick = 200;

export interface VirtualTick {
  listed: number;
  /** Events (fixtures too) whose start has passed, closed for betting. */
  closed: number;
  settled: number;
  betsSettled: number;
}

/**
 * The book's virtual sports, moved by the background every second: events whose start has passed close for
 * betting (the operator's fixtures too); virtual events whose running time is over get their result, drawn from
 * the committed seed, and are settled; and each sport is kept `virtualEventsAhead` events ahead. Safe with several
 * processes ticking at once: an event is listed once (its code is unique) and settled once (the status update is
 * the gate). A process stopped for a while settles what fell due and lists from now on, skipping the missed slots.
 */
export class VirtualEvents {
  private readonly leagueIds = new Map<BookSport, bigint>();
  /** Per sport, the time before which its list cannot run short (its earliest listed event has not started). */
  private readonly listedUntil = new Map<BookSport, number>();

  constructor(
    private readonly db: GameDatabase,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async tick(now: Date = this.now()): Promise<VirtualTick> {
    const closed = await this.db
      .update(bookEvents)
      .set({ status: 'closed' })
      .where(and(eq(bookEvents.status, 'open'), lte(bookEvents.startsAt, now)))
      .returning({ id: bookEvents.id });
    const moves: VirtualTick = { listed: 0, closed: closed.length, settled: 0, betsSettled: 0 };
    // One event that cannot be settled must not hold back the others, nor the listing: it is reported after them.
    const failures: unknown[] = [];
    for (const id of await this.dueEvents(now)) {
      try {
        const betsSettled = await this.settle(id, now);
        if (betsSettled === null) continue;
        moves.settled++;
        moves.betsSettled += betsSettled;
      } catch (error) {
        failures.push(error);
      }
    }
    for (const sport of bookSports) moves.listed += await this.listAhead(sport, now);
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} virtual events not settled`);
    return moves;
  }

  private async dueEvents(now: Date): Promise<bigint[]> {
    const rows = await this.db
      .select({ id: bookEvents.id })
      .from(bookEvents)
      .where(
        and(
          inArray(bookEvents.status, ['open', 'closed']),
          lte(bookEvents.startsAt, now),
          eq(bookEvents.source, 'virtual'),
          lte(bookEvents.endsAt, now),
        ),
      )
      .orderBy(bookEvents.endsAt)
      .limit(settledPerTick);
    return rows.map((row) => row.id);
  }

  /** Draws, stores and settles the event's result; null when another process got there first. */
  private async settle(id: bigint, now: Date): Promise<number | null> {
    return this.db.transaction(async (tx) => {
      // The gate: of two processes settling at once, the second waits on the row and then finds it settled.
      const [event] = await tx
        .update(bookEvents)
        .set({ status: 'settled', settledAt: now })
        .where(and(eq(bookEvents.id, id), inArray(bookEvents.status, ['open', 'closed'])))
        .returning();
      if (!event) return null;
      const result = await drawEventResult(
        event.sport as BookSport,
        event.competitors as Competitor[],
        event.serverSeed!,
        event.stream!,
        event.number!,
      );
      await tx.update(bookEvents).set({ result, resultVersion: 1 }).where(eq(bookEvents.id, id));
      return settleOnResult(tx, id, result, now);
    });
  }

  private async leagueOf(sport: BookSport): Promise<bigint> {
    const known = this.leagueIds.get(sport);
    if (known !== undefined) return known;
    const { league } = virtualSports[sport];
    const [row] = await this.db
      .insert(bookLeagues)
      .values({ code: league.code, sport, name: league.name })
      .onConflictDoUpdate({ target: bookLeagues.code, set: { name: sql`excluded.name` } })
      .returning({ id: bookLeagues.id });
    this.leagueIds.set(sport, row!.id);
    return row!.id;
  }

  /** Lists the sport's next events until `virtualEventsAhead` are open ahead; answers how many this process listed. */
  private async listAhead(sport: BookSport, now: Date): Promise<number> {
    if ((this.listedUntil.get(sport) ?? 0) > now.getTime()) return 0;
    const { intervalMs } = virtualSports[sport];
    const leagueId = await this.leagueOf(sport);
    const latest = await this.db
      .select({ number: bookEvents.number, startsAt: bookEvents.startsAt })
      .from(bookEvents)
      .where(and(eq(bookEvents.sport, sport), eq(bookEvents.source, 'virtual')))
      .orderBy(desc(bookEvents.startsAt))
      .limit(virtualEventsAhead);
    const ahead = latest.filter((event) => event.startsAt > now).map((event) => event.startsAt);
    let last = latest[0] ? { number: latest[0].number ?? 0, startsAt: latest[0].startsAt } : null;
    let listed = 0;
    while (ahead.length < virtualEventsAhead) {
      const startsAt = nextStart(last?.startsAt ?? null, now, intervalMs);
      const number = (last?.number ?? 0) + 1;
      if (await listVirtualEvent(this.db, sport, leagueId, number, startsAt)) listed++;
      ahead.push(startsAt);
      last = { number, startsAt };
    }
    this.listedUntil.set(sport, Math.min(...ahead.map((startsAt) => startsAt.getTime())));
    return listed;
  }
}
