import { randomBytes } from 'node:crypto';
import type { ActiveSeeds, RevealedSeeds } from '@portal/contracts';
import { commitmentOf, hmacUint32Stream, newServerSeed } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import {
  findActivePair,
  insertActivePair,
  lockOwner,
  revealActivePair,
  revealedPairs,
  type SeedPair,
  takeNonce,
} from './fairness.repository.js';

type Executor = Parameters<typeof findActivePair>[0];

/** What one round draws from: its nonce and the stream of shared/LOTTERY.md §7 keyed by the server seed. */
export interface RoundRandom {
  /** The SHA-256 of the server seed the round is drawn with, as the player saw it before. */
  commitment: string;
  clientSeed: string;
  nonce: number;
  /** The stream's next unsigned 32-bit integer (block k is HMAC-SHA256(serverSeed, `clientSeed:nonce:k`)). */
  nextUint32: () => Promise<number>;
}

const revealedPageSize = 20;

const activeOf = (pair: SeedPair): ActiveSeeds => ({
  commitment: pair.commitment,
  clientSeed: pair.clientSeed,
  nonce: pair.nonce,
});

const revealedOf = (pair: SeedPair): RevealedSeeds => ({
  serverSeed: pair.serverSeed,
  commitment: pair.commitment,
  clientSeed: pair.clientSeed,
  rounds: pair.nonce,
  revealedAt: (pair.revealedAt ?? new Date()).toISOString(),
});

async function newPair(owner: string, clientSeed?: string) {
  const serverSeed = newServerSeed();
  return {
    owner,
    serverSeed,
    commitment: await commitmentOf(serverSeed),
    clientSeed: clientSeed ?? randomBytes(8).toString('hex'),
  };
}

/** The owner's active pair, made on first need (the first round, or the first look at the fairness panel). */
async function ensureActive(db: Executor, owner: string): Promise<SeedPair> {
  const found = await findActivePair(db, owner);
  if (found) return found;
  await insertActivePair(db, await newPair(owner));
  const made = await findActivePair(db, owner);
  if (!made) throw new Error(`no active seed pair for ${owner}`);
  return made;
}

/**
 * Provably fair rounds: each round takes the owner's next nonce and draws from the §7 stream of the active
 * pair, whose server seed's SHA-256 the player saw before playing; rotating reveals the seed, so any past
 * round can be recomputed.
 */
export class Fairness {
  constructor(
    private readonly db: GameDatabase,
    private readonly now: () => Date,
  ) {}

  async active(owner: string): Promise<ActiveSeeds> {
    return activeOf(await ensureActive(this.db, owner));
  }

  /** Reveals the active pair and starts the next, with the player's client seed or a fresh one. */
  async rotate(owner: string, clientSeed?: string): Promise<{ revealed: RevealedSeeds; active: ActiveSeeds }> {
    const next = await newPair(owner, clientSeed);
    return this.db.transaction(async (tx) => {
      await lockOwner(tx, owner);
      await ensureActive(tx, owner);
      const revealed = await revealActivePair(tx, owner, this.now());
      if (!revealed) throw new Error(`no active seed pair for ${owner}`);
      await insertActivePair(tx, next);
      return { revealed: revealedOf(revealed), active: activeOf(await ensureActive(tx, owner)) };
    });
  }

  async revealed(owner: string, page: number) {
    const { rows, total } = await revealedPairs(this.db, owner, page, revealedPageSize);
    return { items: rows.map(revealedOf), page, pageSize: revealedPageSize, total };
  }

  /**
   * The next round's randomness. `db` must be the round's transaction: the owner stays locked until the round
   * is recorded, and a round that fails gives its nonce back.
   */
  async nextRound(db: Executor, owner: string): Promise<RoundRandom> {
    // The usual round: the active pair's next nonce in one statement (its row lock orders it against a rotation,
    // which then finds the nonce taken). None taken (a first round, or a rotation got there first): the owner is
    // locked, the pair made if needed, and the nonce taken from it.
    let taken = await takeNonce(db, owner);
    if (!taken) {
      await lockOwner(db, owner);
      await ensureActive(db, owner);
      taken = await takeNonce(db, owner);
    }
    if (!taken) throw new Error(`no active seed pair for ${owner}`);
    const nextUint32 = await hmacUint32Stream(taken.serverSeed, taken.clientSeed, String(taken.nonce));
    return { commitment: taken.commitment, clientSeed: taken.clientSeed, nonce: taken.nonce, nextUint32 };
  }
}
