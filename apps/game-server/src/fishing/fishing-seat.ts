import type { FishingFrame, FishingShot } from '@portal/contracts';
import { decideShot, fishOf, shotPayout } from '@portal/house-games';
import { runSamplerAsync } from '@portal/lottery';
import type { GameDatabase } from '../db/client.js';
import type { Fairness, RoundRandom } from '../fairness/fairness.service.js';
import { VendorFailure } from '../platform/failures.js';
import type { MoneyRounds } from '../rounds/money-rounds.js';
import type { GameSessionRow } from '../sessions/sessions.repository.js';
import { ownerOf } from '../sessions/sessions.service.js';
import { type FishingTitle, shotsPerSecond } from './fishing-titles.js';

/** A shot as its batch keeps it (rounds.outcome.shots): what recomputes it from the round's stream. */
interface ShotRecord {
  id: number;
  fish: string;
  cannon: number;
  stake: string;
  caught: boolean;
  multiplier: number;
  win: string;
}

interface Batch {
  random: RoundRandom;
  shots: ShotRecord[];
  stake: bigint;
  win: bigint;
}

const net = (batch: Batch | null) => (batch ? batch.stake - batch.win : 0n);

/**
 * One player's seat at a fishing game: decides each shot as it comes, in order, from one round's stream (the
 * player's seed pair, one nonce a batch), and sends the money of a second's shots to the wallet as one round:
 * one bet and one win, each under its own id, by MoneyRounds as any round. A shot is taken only if the balance,
 * less what the batches not yet paid have lost, covers it. A batch the wallet refuses is void: none of its shots
 * staked or won. A stopped process loses at most the shots of its last second, which moved no money either.
 */
export class FishingSeat {
  private batch: Batch | null = null;
  /** The batches on their way to the wallet, one after the other. */
  private sending: Batch[] = [];
  private paying: Promise<unknown> = Promise.resolve();
  /** The balance as the wallet (or the play money) last said, minor units; null while unknown. */
  private balance: bigint | null;
  private recent: number[] = [];
  /** The next batch's stream, taken while the last batch goes out: a shot never waits for the database. */
  private upcoming: Promise<RoundRandom> | null = null;
  private work: Promise<unknown> = Promise.resolve();

  constructor(
    private readonly db: GameDatabase,
    private readonly fairness: Fairness,
    private readonly money: MoneyRounds,
    private readonly session: GameSessionRow,
    private readonly title: FishingTitle,
    private readonly now: () => Date,
    balance: string | null,
  ) {
    this.balance = balance === null ? null : BigInt(balance);
  }

  /** Decides a shot after the ones before it (the stream is read in order). */
  shoot(shot: FishingShot): Promise<FishingFrame> {
    const decided = this.work.then(() => this.decide(shot));
    this.work = decided.catch(() => {});
    return decided;
  }

  /**
   * Sends the shots so far as one round; answers what the client is told (nothing when there were none). The
   * batch is taken in the shots' order, then paid beside them: a slow wallet never holds a shot's decision.
   */
  flush(): Promise<FishingFrame | null> {
    const taken = this.work.then(() => this.takeBatch());
    this.work = taken.catch(() => {});
    const paid = Promise.all([taken, this.paying]).then(([batch]) => (batch ? this.pay(batch) : null));
    this.paying = paid.catch(() => {});
    return paid;
  }

  private refused(id: number, code: string, message: string): FishingFrame {
    return { type: 'refused', id, code, message };
  }

  private async decide(shot: FishingShot): Promise<FishingFrame> {
    const species = fishOf(this.title.kind, shot.fish);
    if (!species) return this.refused(shot.id, 'FISH_UNKNOWN', `${shot.fish} does not swim in this game`);
    const stake = this.title.cannons[shot.cannon];
    if (stake === undefined) return this.refused(shot.id, 'CANNON_INVALID', 'no such cannon level');
    const at = this.now().getTime();
    this.recent = this.recent.filter((time) => time > at - 1000);
    if (this.recent.length >= shotsPerSecond) {
      return this.refused(shot.id, 'TOO_FAST', `at most ${shotsPerSecond} shots a second`);
    }
    if (this.balance === null) this.balance = await this.walletBalance();
    const available = this.available();
    if (available === null || available < stake) {
      return this.refused(shot.id, 'INSUFFICIENT_FUNDS', 'the balance does not cover this cannon');
    }
    this.recent.push(at);
    if (!this.batch) {
      const random = await (this.upcoming ?? this.nextRandom());
      this.upcoming = null;
      this.batch ??= { random, shots: [], stake: 0n, win: 0n };
    }
    const decided = await runSamplerAsync(decideShot(species, this.title.kind.rtp), this.batch.random.nextUint32);
    const win = shotPayout(stake, decided);
    this.batch.shots.push({
      id: shot.id,
      fish: shot.fish,
      cannon: shot.cannon,
      stake: String(stake),
      caught: decided.caught,
      multiplier: decided.multiplier,
      win: String(win),
    });
    this.batch.stake += stake;
    this.batch.win += win;
    return {
      type: 'shot',
      id: shot.id,
      fish: shot.fish,
      caught: decided.caught,
      multiplier: decided.multiplier,
      stake: String(stake),
      win: String(win),
      balance: String(available - stake + win),
    };
  }

  private available(): bigint | null {
    if (this.balance === null) return null;
    return this.sending.reduce((left, batch) => left - net(batch), this.balance - net(this.batch));
  }

  private takeBatch(): Batch | null {
    const batch = this.batch;
    if (!batch || batch.shots.length === 0) return null;
    this.batch = null;
    this.sending.push(batch);
    this.upcoming = this.nextRandom();
    // A seat that stops firing leaves its taken nonce unused: a gap in its rounds, never a shared stream.
    this.upcoming.catch(() => {
      this.upcoming = null;
    });
    return batch;
  }

  private async pay(batch: Batch): Promise<FishingFrame> {
    const { random } = batch;
    try {
      const played = await this.money.play(this.session, batch.stake, async () => ({
        win: batch.win,
        record: {
          gameCode: this.session.gameCode,
          modelId: this.title.kind.id,
          commitment: random.commitment,
          clientSeed: random.clientSeed,
          nonce: random.nonce,
          outcome: { kind: this.title.kind.id, shots: batch.shots },
        },
        result: null,
      }));
      this.balance = BigInt(played.balance);
      return {
        type: 'settled',
        roundId: played.roundId,
        shots: batch.shots.length,
        stake: String(batch.stake),
        win: String(batch.win),
        balance: played.balance,
      };
    } catch (error) {
      this.balance = await this.walletBalance();
      return {
        type: 'void',
        ids: batch.shots.map((shot) => shot.id),
        code: error instanceof VendorFailure ? error.code : 'WALLET_UNAVAILABLE',
        balance: this.balance === null ? null : String(this.balance),
      };
    } finally {
      this.sending = this.sending.filter((other) => other !== batch);
    }
  }

  /** The batch's stream: the player's next nonce, taken at once (a batch the wallet refuses leaves a gap). */
  private nextRandom(): Promise<RoundRandom> {
    return this.db.transaction((tx) => this.fairness.nextRound(tx, ownerOf(this.session)));
  }

  private async walletBalance(): Promise<bigint | null> {
    const balance = await this.money.balanceOf(this.session);
    return balance === null ? null : BigInt(balance);
  }
}
