import type { Jackpot, JackpotLive, JackpotSettings, JackpotSettingsView, Language } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/mask.js';
import type { Site } from '../../platform/site.types.js';
import { houseAccount, postEntryInTransaction } from '../ledger/ledger.service.js';
import * as repository from './jackpot.repository.js';

/** Notified when a site's terms change: every instance forgets what it read (JackpotTermsCache). */
export const termsChannel = 'jackpot_terms';
/** Notified by jackpot_paid.sql when a bet won a pool: the ticker shows the new pool at once. */
export const wonChannel = 'jackpot_won';

const notFound = () => new AppError('NOT_FOUND', { message: 'this site runs no jackpot' });

/** The pool of a site and its last win, as the ticker shows them. */
export async function liveOf(db: Executor, siteId: number, language: Language): Promise<JackpotLive> {
  const [pools, last] = await Promise.all([
    repository.poolsOf(db, [siteId]),
    repository.lastWinOf(db, siteId, language),
  ]);
  return {
    amount: String(pools.get(siteId) ?? 0n),
    lastWin: last && {
      customerName: maskName(last.username),
      gameName: last.gameName,
      amount: String(last.amount),
      wonAt: last.wonAt.toISOString(),
    },
  };
}

/** The site's terms while its jackpot runs; 404 when it runs none now (or its operator paused it). */
export async function runningTerms(db: Executor, siteId: number) {
  const terms = await repository.termsOf(db, siteId);
  if (!terms?.active) throw notFound();
  return terms;
}

/** The public jackpot: its published terms, the pool and its last win; 404 when the site runs none now. */
export async function jackpotOf(db: Database, site: Site, language: Language): Promise<Jackpot> {
  const terms = await runningTerms(db, site.id);
  return {
    shareBp: terms.shareBp,
    seed: String(terms.seedAmount),
    stakePerWin: String(terms.stakePerWin),
    currency: site.brand.currency.code,
    ...(await liveOf(db, site.id, language)),
  };
}

/** The operator's view of the terms, with the pool and how many times it was won; 404 before any was set. */
export async function settingsOf(db: Database, site: Site): Promise<JackpotSettingsView> {
  const terms = await repository.termsOf(db, site.id);
  if (!terms) throw notFound();
  const [pools, wins] = await Promise.all([repository.poolsOf(db, [site.id]), repository.winCountOf(db, site.id)]);
  return {
    shareBp: terms.shareBp,
    seed: String(terms.seedAmount),
    stakePerWin: String(terms.stakePerWin),
    active: terms.active,
    amount: String(pools.get(site.id) ?? 0n),
    currency: site.brand.currency.code,
    wins,
  };
}

/**
 * Sets the site's terms. The first time, the pool's accounts are opened and the seed is put in from the jackpot
 * funding account (once per site: its key); later the pool keeps what it holds, and a new seed applies from
 * the next win. Every instance is told to read the terms again, in the same transaction.
 */
export async function saveSettings(db: Database, siteId: number, currency: string, settings: JackpotSettings) {
  await db.transaction(async (tx) => {
    const first = (await repository.termsOf(tx, siteId)) === null;
    await repository.saveTerms(tx, {
      siteId,
      shareBp: settings.shareBp,
      seedAmount: BigInt(settings.seed),
      stakePerWin: BigInt(settings.stakePerWin),
      active: settings.active,
    });
    const pools: bigint[] = [];
    for (const name of repository.poolShardNames) pools.push(await houseAccount(tx, siteId, name, currency));
    const fundingId = await houseAccount(tx, siteId, repository.fundingAccountName, currency);
    if (first) await seedFirst(tx, siteId, fundingId, pools[0]!, BigInt(settings.seed));
    await repository.notify(tx, termsChannel, siteId);
  });
}

/** The pool's first seed, from the funding account into shard 0: once per site (a second try of it replays). */
function seedFirst(tx: Executor, siteId: number, fundingId: bigint, shardZero: bigint, seed: bigint) {
  return postEntryInTransaction(tx, {
    siteId,
    kind: 'jackpot_seed',
    idempotencyKey: `jackpot-seed:${siteId}`,
    legs: [
      { accountId: fundingId, amount: -seed },
      { accountId: shardZero, amount: seed },
    ],
    memo: { reason: 'first seed' },
  });
}
