import { createHash } from 'node:crypto';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import * as accounts from './ledger.repository.js';
import { connectionOf, currentBalances, findEntryByKey, type LedgerClient, postLegs } from './ledger.statements.js';
export interface Leg {
  accountId: bigint;
  /** Minor units: positive credits the account, negative debits it. */
  amount: bigint;
}

export interface EntryRequest {
  siteId: number;
  kind: string;
  idempotencyKey: string;
  legs: Leg[];
  memo?: Record<string, string | number | boolean | null>;
  /**
   * When the movement happened, carried by the entry and its postings: now when absent. Only a writer of
   * past events names it (the demo seed's back-dated history), so the ledger dates a movement as the
   * records it belongs to do (the round, the deposit) and every report that reads it by time agrees.
   */
  at?: Date;
}

export interface PostedEntry {
  entryId: bigint;
  /** True when the key had moved the money already and this answer repeats that result. */
  replayed: boolean;
  /** The balances of the entry's accounts as they stand after it. */
  balances: Map<bigint, bigint>;
}

/** What the key is bound to: the same key with any other movement is refused. */
function requestHash(request: EntryRequest): string {
  const legs = [...request.legs]
    .map((leg) => `${leg.accountId}:${leg.amount}`)
    .sort()
    .join(',');
  return createHash('sha256')
    .update(`${request.kind}|${legs}|${JSON.stringify(request.memo ?? {})}`)
    .digest('base64url');
}

function assertBalanced(legs: Leg[]) {
  if (legs.length < 2) throw new Error('an entry needs two postings or more');
  if (new Set(legs.map((leg) => leg.accountId)).size !== legs.length) throw new Error('an account appears twice');
  if (legs.some((leg) => leg.amount === 0n)) throw new Error('a posting of zero');
  if (legs.reduce((sum, leg) => sum + leg.amount, 0n) !== 0n) throw new Error('postings do not sum to zero');
}

async function replay(client: LedgerClient, request: EntryRequest, hash: string): Promise<PostedEntry | null> {
  const existing = await findEntryByKey(client, request.siteId, request.idempotencyKey);
  if (!existing) return null;
  if (existing.requestHash !== hash) throw new AppError('IDEMPOTENCY_CONFLICT', { field: 'header.idempotency-key' });
  const balances = await currentBalances(
    client,
    request.legs.map((leg) => leg.accountId),
  );
  return { entryId: existing.id, replayed: true, balances };
}

type DatabaseFault = { code?: string; constraint?: string };
const faultOf = (error: unknown): DatabaseFault | undefined =>
  (error as { cause?: DatabaseFault }).cause ?? (error as DatabaseFault);

function violated(error: unknown): string | undefined {
  const cause = faultOf(error);
  return cause?.code === '23514' || cause?.code === '23505' ? cause.constraint : undefined;
}

/**
 * Moves money as one journal entry in one transaction (a savepoint when the caller already holds
 * one, so the caller's own rows can change with it): the accounts are locked in id order, the entry
 * is written unless its key was used (then the earlier entry answers, or a different request is
 * refused), every balance changes in one statement and the postings record them. A member account
 * may not go below zero (the database refuses it); the same key moves money once, however often it
 * is sent. One statement moves the money (`ledger_post`); the balance trigger checks the entry at commit.
 */
export async function postEntry(db: Executor, request: EntryRequest): Promise<PostedEntry> {
  return refusingOverdraft(() => db.transaction((tx) => postOn(tx, request)));
}

/**
 * The same movement inside a transaction the caller already holds, without a savepoint of its own:
 * for callers whose whole transaction fails with it anyway (one round trip less each way).
 */
export async function postEntryInTransaction(tx: Executor, request: EntryRequest): Promise<PostedEntry> {
  return refusingOverdraft(() => postOn(tx, request));
}

/** What `ledger_post` takes: the entry checked balanced and its key bound to its movement. */
export interface LedgerPostArguments {
  siteId: number;
  kind: string;
  idempotencyKey: string;
  requestHash: string;
  memo: Record<string, unknown>;
  accountIds: bigint[];
  amounts: bigint[];
}

/**
 * For a module whose own database function posts the entry through `ledger_post` along with its
 * own rows, in one round trip: the entry is checked and hashed here, and the database's refusals
 * come back as the ledger's (want of funds; an account missing or of another site).
 */
export async function postingWith<T>(
  request: Omit<EntryRequest, 'at'>,
  statement: (entry: LedgerPostArguments) => Promise<T>,
) {
  assertBalanced(request.legs);
  const entry = {
    siteId: request.siteId,
    kind: request.kind,
    idempotencyKey: request.idempotencyKey,
    requestHash: requestHash(request),
    memo: request.memo ?? {},
    accountIds: request.legs.map((leg) => leg.accountId),
    amounts: request.legs.map((leg) => leg.amount),
  };
  return refusingOverdraft(() => statement(entry));
}

async function postOn(tx: Executor, request: EntryRequest): Promise<PostedEntry> {
  assertBalanced(request.legs);
  const hash = requestHash(request);
  const client = connectionOf(tx);
  const posted = await postLegs(
    client,
    {
      siteId: request.siteId,
      kind: request.kind,
      idempotencyKey: request.idempotencyKey,
      requestHash: hash,
      memo: request.memo ?? {},
      at: request.at ?? null,
    },
    request.legs,
  );
  // The key was taken inside this transaction's view, so the entry it moved is there to answer.
  if (posted === null) return (await replay(client, request, hash))!;
  return { ...posted, replayed: false };
}

/** A member account taken below zero (the database refuses it) is a refusal for want of funds. */
async function refusingOverdraft<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (violated(error) === 'ledger_accounts_member_not_negative') {
      throw new AppError('INSUFFICIENT_FUNDS', { field: 'amount' });
    }
    // ledger_post found an account missing or of another site.
    if (faultOf(error)?.code === 'P0002') throw new AppError('NOT_FOUND', { field: 'account' });
    throw error;
  }
}

// The accounts other modules post to, reached through this service.

/** A house account of a site (cashier clearing, game revenue, …), opened on first use. */
export function houseAccount(db: Executor, siteId: number, name: string, currency: string): Promise<bigint> {
  return accounts.houseAccount(db, siteId, name, currency);
}

/** An entry's legs turned round: what undoes it, leg for leg (a bet given back takes back all it moved). */
export async function reversalOf(db: Executor, entryId: bigint): Promise<Leg[]> {
  const legs = await accounts.entryLegs(db, entryId);
  if (legs.length === 0) throw new Error(`journal entry ${entryId} has no postings`);
  return legs.map((leg) => ({ accountId: leg.accountId, amount: -leg.amount }));
}

/** The member's main wallet account. */
export function mainAccountOf(db: Executor, memberId: bigint): Promise<bigint> {
  return accounts.mainAccountOf(db, memberId);
}

/** What the member holds outside the main wallet: vendor wallets, open lottery lines and game rounds. */
export function fundsOutsideMain(db: Executor, memberId: bigint): Promise<bigint> {
  return accounts.fundsOutsideMain(db, memberId);
}

/** The balance of the member's main wallet; 0 before it is opened. */
export function mainBalance(db: Executor, memberId: bigint): Promise<bigint> {
  return accounts.mainBalanceOf(db, memberId);
}

/** An account's balance, its row locked until the caller's transaction ends (what it then posts is exact). */
export function lockedBalance(db: Executor, accountId: bigint): Promise<bigint> {
  return accounts.lockedBalance(db, accountId);
}

/** Money the house gives a member (a bonus, rebate, reward or prize): from which house account, how much, keyed. */
export interface HousePayout {
  siteId: number;
  currency: string;
  /** The house account it comes from, e.g. HOUSE:BONUS_EXPENSE. */
  house: string;
  memberId: bigint;
  amount: bigint;
  idempotencyKey: string;
  memo: EntryRequest['memo'];
  at?: EntryRequest['at'];
}

/** One 'bonus' entry from the site's house account into the member's main wallet: paid once per key. */
export async function payFromHouse(tx: Executor, payout: HousePayout): Promise<PostedEntry> {
  return postEntry(tx, {
    ...(payout.at ? { at: payout.at } : {}),
    siteId: payout.siteId,
    kind: 'bonus',
    idempotencyKey: payout.idempotencyKey,
    legs: [
      { accountId: await houseAccount(tx, payout.siteId, payout.house, payout.currency), amount: -payout.amount },
      { accountId: await mainAccountOf(tx, payout.memberId), amount: payout.amount },
    ],
    ...(payout.memo ? { memo: payout.memo } : {}),
  });
}
