import type { Executor } from '../../../db/executor.js';
import { houseAccount, type Leg, postEntry, reversalOf } from '../../ledger/ledger.service.js';
import * as rounds from './seamless.repository.js';

/**
 * The site's game revenue, kept in 16 house accounts: every bet and win posts to the house beside the member,
 * and one house row would take every round of the site in turn (its row lock is held to the commit). A member's
 * rounds always post to the same one (`HOUSE:GAME_REVENUE:<member id mod 16>`); the revenue is their sum.
 */
const houseShards = 16n;
const houseNameOf = (memberId: bigint) => `HOUSE:GAME_REVENUE:${memberId % houseShards}`;

/** The game-revenue shard a member's rounds post to (opened on first use). */
export function houseAccountOf(tx: Executor, siteId: number, memberId: bigint, currency: string): Promise<bigint> {
  return houseAccount(tx, siteId, houseNameOf(memberId), currency);
}

/** Whose money a game movement is, and what the statement says it was for. */
export interface MoneyContext {
  memberId: bigint;
  siteId: number;
  category: string;
  gameName: string;
}

/** What a game movement's journal entry may be: a stake, a win, or a stake given back. */
export type GameMoveKind = 'game_bet' | 'game_win' | 'game_rollback';

/**
 * The journal entry of a game movement between the member's main wallet and its game-revenue shard (`toMember`
 * is what the wallet gains), with what the statement says it was for. A slot bet's share of the jackpot
 * (`share`, into a pool account) is taken from what the house receives.
 */
export function gameEntry(
  context: MoneyContext,
  accounts: { walletId: bigint; houseId: bigint },
  kind: GameMoveKind,
  key: string,
  toMember: bigint,
  share: Leg | null = null,
) {
  const legs: Leg[] = [
    { accountId: accounts.walletId, amount: toMember },
    { accountId: accounts.houseId, amount: -toMember - (share?.amount ?? 0n) },
    ...(share ? [share] : []),
  ];
  return {
    siteId: context.siteId,
    kind,
    idempotencyKey: key,
    legs,
    memo: { category: context.category, game: context.gameName },
  };
}

/**
 * Moves money between the member's main wallet and the site's game revenue, as one journal entry: now, or at
 * `at` for a round of the past (the demo seed's history), dated as its round is.
 */
export async function move(
  tx: Executor,
  session: MoneyContext,
  kind: GameMoveKind,
  key: string,
  toMember: bigint,
  at?: Date,
) {
  const account = await rounds.mainAccount(tx, session.memberId);
  const houseId = await houseAccountOf(tx, session.siteId, session.memberId, account.currency);
  const entry = gameEntry(session, { walletId: account.id, houseId }, kind, key, toMember);
  const posted = await postEntry(tx, { ...entry, ...(at ? { at } : {}) });
  return { balance: posted.balances.get(account.id)!, currency: account.currency, entryId: posted.entryId };
}

/**
 * Gives a bet back: its journal entry undone leg for leg, so a slot bet's jackpot share leaves the pool with the
 * stake. Answers the wallet's balance after it.
 */
export async function moveBack(tx: Executor, session: MoneyContext, key: string, betEntryId: bigint) {
  const account = await rounds.mainAccount(tx, session.memberId);
  const posted = await postEntry(tx, {
    siteId: session.siteId,
    kind: 'game_rollback',
    idempotencyKey: key,
    legs: await reversalOf(tx, betEntryId),
    memo: { category: session.category, game: session.gameName },
  });
  return { balance: posted.balances.get(account.id)!, currency: account.currency, entryId: posted.entryId };
}

/**
 * Gives one bet back, whoever does it (the provider's rollback, the recovery of a round left open): under one key,
 * with the same legs (its entry reversed; the stake alone for a bet without one), so it happens once whichever
 * comes first and the later one is answered as a repeat.
 */
export function giveBetBack(
  tx: Executor,
  session: MoneyContext,
  providerCode: string,
  bet: { transactionId: string; amount: bigint; entryId: bigint | null },
) {
  const key = `seamless:${providerCode}:rollback-of:${bet.transactionId}`;
  return bet.entryId ? moveBack(tx, session, key, bet.entryId) : move(tx, session, 'game_rollback', key, bet.amount);
}
