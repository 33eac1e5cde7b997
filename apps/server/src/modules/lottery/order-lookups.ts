import type { DrawContext } from '@portal/lottery';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, mainAccountOf } from '../ledger/ledger.service.js';
import { contextOf, type LotteryGame } from './game.js';
import { issueTimingsByNumber } from './issue.repository.js';
import { listSlots, slotsAfterIssue } from './issue.service.js';

/** What an order needs of an issue before it holds it: fixed when the issue is listed, never changed. */
export interface IssueTiming {
  id: bigint;
  number: string;
  closesAt: Date;
  drawAt: Date;
  /** What a result drawn then means (the site-local draw date decides the LHC zodiac). */
  context: DrawContext;
}

/**
 * The ids and times an order reads before its transaction, kept in memory: account ids and issue
 * timings never change once written, so each is read from the database once per server (the order's
 * own statement still checks, under lock, that every issue is open for sales). An id is remembered
 * only after the row that gives it has committed, never from inside a transaction that may roll back.
 */
export class OrderLookups {
  private readonly houses = new Map<string, bigint>();
  private readonly mainAccounts = new LRUCache<bigint, bigint>({ max: 100_000 });
  private readonly issues = new LRUCache<string, IssueTiming>({ max: 20_000 });

  constructor(private readonly db: Database) {}

  /** A house account's id, opened on first use in its own statement. */
  async houseOf(site: Site, name: string): Promise<bigint> {
    const key = `${site.id}:${name}`;
    const known = this.houses.get(key);
    if (known !== undefined) return known;
    const id = await houseAccount(this.db, site.id, name, site.brand.currency.code);
    this.houses.set(key, id);
    return id;
  }

  /** The member's main wallet account (opened with the member, so it exists by the time it bets). */
  async mainAccountOf(memberId: bigint): Promise<bigint> {
    const known = this.mainAccounts.get(memberId);
    if (known !== undefined) return known;
    const id = await mainAccountOf(this.db, memberId);
    this.mainAccounts.set(memberId, id);
    return id;
  }

  /** The game's issues with these numbers, in the order asked; an issue not listed is missing from the answer. */
  async issuesOf(game: LotteryGame, numbers: string[]): Promise<Map<string, IssueTiming>> {
    const found = new Map<string, IssueTiming>();
    const missing: string[] = [];
    for (const number of numbers) {
      const known = this.issues.get(`${game.id}:${number}`);
      if (known) found.set(number, known);
      else missing.push(number);
    }
    if (missing.length === 0) return found;
    const rows = await issueTimingsByNumber(this.db, game.id, missing);
    for (const row of rows) {
      const timing = { ...row, context: contextOf(game, row.drawAt) };
      this.issues.set(`${game.id}:${row.number}`, timing);
      found.set(row.number, timing);
    }
    return found;
  }

  /** A chase's issues from `first` on, those not listed yet listed now (a long chase reaches past the horizon). */
  async chaseIssuesOf(game: LotteryGame, first: IssueTiming, count: number): Promise<IssueTiming[]> {
    const slots = slotsAfterIssue(game, first.drawAt, count - 1);
    const numbers = [first.number, ...slots.map((slot) => slot.number)];
    const listed = await this.issuesOf(game, numbers);
    const unlisted = slots.filter((slot) => !listed.has(slot.number));
    if (unlisted.length === 0) return numbers.map((number) => listed.get(number)!);
    await listSlots(this.db, game, unlisted);
    const found = await this.issuesOf(game, numbers);
    return numbers.map((number) => found.get(number)!);
  }
}
