import type { BookEventResult, BookSport } from '@portal/contracts';
import { and, eq, sql } from 'drizzle-orm';
import { bookEvents } from '../../db/book-schema.js';
import type { BookTransaction } from '../settlement.js';
import { settleAsVoid, settleOnResult, UnreadableResult } from './event-outcomes.js';
import { type FeedDocument, feedRefused, firstRepeat } from './feed-document.js';
import { resultKindOf } from './market-specs.js';

// The feed's results and cancellations. A result the same as the one stored changes nothing, so a document
// applied twice settles nothing twice; a different one is a correction: result_version rises and the bets are
// settled again (the lead's settleEvent posts the difference).

/** JSON with its keys sorted: jsonb hands a stored result back with its keys in an order of its own. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, entry]) => `${JSON.stringify(key)}:${canonical(entry)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

async function fixtureByCode(tx: BookTransaction, code: string) {
  const [event] = await tx
    .select()
    .from(bookEvents)
    .where(and(eq(bookEvents.code, code), eq(bookEvents.source, 'fixture')))
    .for('update');
  return event;
}

/** The result read against the fixture: the kind its sport is decided by, and a race's order of its own runners. */
function checkResult(result: BookEventResult, field: string, sport: BookSport, competitors: { code: string }[]) {
  if (result.kind !== resultKindOf(sport)) {
    throw feedRefused(`${field}.kind`, `a ${sport} result is of kind ${resultKindOf(sport)}`);
  }
  if (result.kind !== 'race') return;
  const runners = new Set(competitors.map((competitor) => competitor.code));
  const stranger = result.order.findIndex((code) => !runners.has(code));
  if (stranger >= 0) throw feedRefused(`${field}.order.${stranger}`, `'${result.order[stranger]}' did not run`);
  const repeated = firstRepeat(result.order, (code) => code);
  if (repeated >= 0) throw feedRefused(`${field}.order.${repeated}`, 'listed twice');
}

export async function applyResults(
  tx: BookTransaction,
  feed: Pick<FeedDocument, 'results' | 'cancel'>,
  now: Date,
): Promise<{ results: number; cancelled: number; betsSettled: number }> {
  const applied = { results: 0, cancelled: 0, betsSettled: 0 };
  const repeated = firstRepeat(feed.results, (entry) => entry.fixture);
  if (repeated >= 0) throw feedRefused(`results.${repeated}.fixture`, 'listed twice');
  const resulted = new Set(feed.results.map((entry) => entry.fixture));
  const both = feed.cancel.findIndex((code) => resulted.has(code));
  if (both >= 0) throw feedRefused(`cancel.${both}`, 'the document also gives its result');
  for (const [index, { fixture, result }] of feed.results.entries()) {
    const field = `results.${index}`;
    const event = await fixtureByCode(tx, fixture);
    if (!event) throw feedRefused(`${field}.fixture`, `no fixture '${fixture}'`);
    if (event.status === 'void') throw feedRefused(`${field}.fixture`, 'the fixture is cancelled');
    checkResult(result, `${field}.result`, event.sport as BookSport, event.competitors as { code: string }[]);
    if (event.result !== null && canonical(event.result) === canonical(result)) continue;
    await tx
      .update(bookEvents)
      .set({ result, status: 'settled', settledAt: now, resultVersion: sql`${bookEvents.resultVersion} + 1` })
      .where(eq(bookEvents.id, event.id));
    try {
      applied.betsSettled += await settleOnResult(tx, event.id, result, now);
    } catch (error) {
      if (error instanceof UnreadableResult) throw feedRefused(`${field}.result`, error.message);
      throw error;
    }
    applied.results++;
  }
  for (const [index, code] of feed.cancel.entries()) {
    const event = await fixtureByCode(tx, code);
    if (!event) throw feedRefused(`cancel.${index}`, `no fixture '${code}'`);
    if (event.status === 'void') continue;
    await tx.update(bookEvents).set({ status: 'void', settledAt: now }).where(eq(bookEvents.id, event.id));
    applied.betsSettled += await settleAsVoid(tx, event.id, now);
    applied.cancelled++;
  }
  return applied;
}
