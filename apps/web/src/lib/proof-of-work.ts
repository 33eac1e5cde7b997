import { encodePowProof, type PowChallenge } from '@portal/contracts';
import { solvePowChallenge } from '@portal/contracts/pow-solver';
import { solveChallengeWorkers } from 'altcha-lib';
import { markSolving } from './proof-of-work-state';

/**
 * Proofs of work (issue 22): calls such as registration, SMS sends and a sign-in after a failure are
 * refused with a challenge; the http client solves it here and sends the call again with `X-Pow`.
 * The search runs in Web Workers (up to four, each trying every fourth counter) so the page never
 * freezes; where there are none (tests), on this thread. Loaded by the http client on first need.
 */
const createWorker = () => new Worker(new URL('./pow-worker.ts', import.meta.url), { type: 'module' });

async function solve(challenge: PowChallenge) {
  if (typeof Worker === 'undefined') return solvePowChallenge(challenge);
  const concurrency = Math.min(4, Math.max(1, navigator.hardwareConcurrency || 2));
  const solution = await solveChallengeWorkers({ challenge, concurrency, createWorker, timeout: 120_000 });
  return solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null;
}

/** The `X-Pow` value for a challenge; throws when it could not be solved in time. */
export async function solveProof(challenge: PowChallenge): Promise<string> {
  markSolving(1);
  try {
    const solution = await solve(challenge);
    if (!solution) throw new Error('proof of work: not solved in time');
    return encodePowProof({ challenge, solution });
  } finally {
    markSolving(-1);
  }
}
