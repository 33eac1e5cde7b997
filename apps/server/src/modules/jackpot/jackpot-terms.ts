import { randomInt } from 'node:crypto';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import type { Leg } from '../ledger/ledger.service.js';
import * as repository from './jackpot.repository.js';

/** What a slot bet needs of its site's jackpot: the terms, the pool's accounts (shard 0 first) and the funding. */
export interface BetJackpot {
  shareBp: bigint;
  seed: bigint;
  stakePerWin: bigint;
  poolIds: bigint[];
  fundingId: bigint;
}

/** A bet as the jackpot sees it: whose, on which site, of what game, how much. */
export interface JackpotBet {
  siteId: number;
  memberId: bigint;
  category: string;
  subType: string | null;
  amount: bigint;
}

/** Every slot's bets fund the jackpot and may win it: the RNG category's plain and jackpot (JP) titles. */
export const fundsJackpot = (game: { category: string; subType: string | null }) =>
  game.category === 'RNG' && (game.subType === null || game.subType === 'JP');

/** A number drawn evenly in [0, below); `below` is under 2^48 (the terms' check). Tests pass their own. */
export type JackpotDraw = (below: bigint) => bigint;
export const secureDraw: JackpotDraw = (below) => BigInt(randomInt(0, Number(below)));

/** How long an instance trusts what it read: the operator's change reaches it sooner, by notification. */
const trustedMs = 30_000;

/**
 * The jackpot terms of each site, as every slot bet reads them: kept per instance so that a spin reads no
 * terms row of its own. A change of terms is notified (`jackpot_terms`) and forgotten on every instance at once;
 * the time limit covers a notification lost while the listener was reconnecting.
 */
export class JackpotTermsCache {
  private readonly known = new Map<number, { terms: BetJackpot | null; readAt: number }>();

  constructor(
    private readonly db: Executor,
    private readonly clock: Clock,
  ) {}

  /** The site's terms while its jackpot runs; null when it runs none or is paused. */
  async of(siteId: number): Promise<BetJackpot | null> {
    const cached = this.known.get(siteId);
    if (cached && this.clock() - cached.readAt < trustedMs) return cached.terms;
    const readAt = this.clock();
    const terms = await this.read(siteId);
    this.known.set(siteId, { terms, readAt });
    return terms;
  }

  /** A bet's part in its site's jackpot (jackpotPartOf); null when the game is no slot or the site runs none. */
  async partOf(bet: JackpotBet, draw: JackpotDraw) {
    if (!fundsJackpot(bet)) return null;
    const terms = await this.of(bet.siteId);
    return terms && jackpotPartOf(terms, bet.memberId, bet.amount, draw);
  }

  /** Forgets a site's terms (or every site's): the next bet reads them again. */
  forget(siteId?: number): void {
    if (siteId === undefined) this.known.clear();
    else this.known.delete(siteId);
  }

  private async read(siteId: number): Promise<BetJackpot | null> {
    const row = await repository.termsOf(this.db, siteId);
    if (!row?.active) return null;
    const accounts = await repository.jackpotAccounts(this.db, siteId);
    if (accounts.poolIds.length === 0 || accounts.fundingId === null) return null;
    return {
      shareBp: BigInt(row.shareBp),
      seed: row.seedAmount,
      stakePerWin: row.stakePerWin,
      poolIds: accounts.poolIds,
      fundingId: accounts.fundingId,
    };
  }
}

/** What a winning bet tells seamless_bet.sql: the accounts to empty, the seed and where the seed comes from. */
export interface JackpotWon {
  poolIds: bigint[];
  fundingId: bigint;
  seed: bigint;
}

/**
 * A slot bet's part in the jackpot: its share of the stake as a leg of the bet's entry (none when it rounds to
 * nothing), into the pool account of the member's shard (a member's bets always use the same one, so two members
 * rarely wait for each other), and whether the draw made this bet the winner: probability amount / stake per win.
 */
export function jackpotPartOf(terms: BetJackpot, memberId: bigint, amount: bigint, draw: JackpotDraw) {
  const share = (amount * terms.shareBp) / 10_000n;
  const shard = terms.poolIds[Number(memberId % BigInt(terms.poolIds.length))]!;
  const leg: Leg | null = share > 0n ? { accountId: shard, amount: share } : null;
  const wins = amount >= terms.stakePerWin || draw(terms.stakePerWin) < amount;
  const won: JackpotWon | null = wins ? { poolIds: terms.poolIds, fundingId: terms.fundingId, seed: terms.seed } : null;
  return { leg, won };
}
