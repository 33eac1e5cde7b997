import { randomBytes } from 'node:crypto';
import { median } from './load.js';

/**
 * What one call did: done, failed (the server's fault or the bench's), or skipped (refused for a
 * reason that is no failure of the server, e.g. a lottery issue whose sales just closed).
 */
export type Outcome = 'done' | 'failed' | 'skipped';

/** One contestant's figures over one round (or the medians over rounds). */
export interface RoundResult {
  perSecond: number;
  p50: number;
  p99: number;
  failures: number;
  skipped: number;
}

/** Something `drive` can load round after round, over the same members as the others. */
export interface Contestant {
  run(seconds: number): Promise<RoundResult>;
  close(): unknown;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** `clients` loops, each calling one after another for its own members, for `seconds`: only done calls count. */
export async function drive<Member>(
  members: Member[],
  clients: number,
  seconds: number,
  call: (client: number, member: Member) => Promise<Outcome>,
): Promise<RoundResult> {
  const latencies: number[] = [];
  let failures = 0;
  let skipped = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const own = members.filter((_, index) => index % clients === client);
      for (let turn = 0; performance.now() < end; turn++) {
        const before = performance.now();
        const outcome = await call(client, own[turn % own.length]!);
        if (outcome === 'done') latencies.push(performance.now() - before);
        else if (outcome === 'failed') failures++;
        else skipped++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    perSecond: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failures,
    skipped,
  };
}

/** Medians over rounds (the rate rounded to a whole call), failures and skips summed. */
export function medianOf(runs: RoundResult[]): RoundResult {
  return {
    perSecond: Math.round(median(runs.map((run) => run.perSecond))),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    failures: runs.reduce((sum, run) => sum + run.failures, 0),
    skipped: runs.reduce((sum, run) => sum + run.skipped, 0),
  };
}

let sequence = 0;
const runTag = randomBytes(4).toString('hex');
/** A key no call of this run has used: transaction ids, idempotency keys. */
export const nextKey = () => `bench-${runTag}-${(sequence++).toString(36)}`;
