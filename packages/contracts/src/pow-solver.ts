import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { encodePowProof, type PowChallenge, type PowSolution } from './proof-of-work.js';

// Its own entry point (`@portal/contracts/pow-solver`), so the solver reaches a bundle only where it is used.

/**
 * Solves a challenge on this thread with WebCrypto's PBKDF2 (the browser runs the same search in Web
 * Workers; tests, benchmarks and any other client call this). Null when it could not be solved in time.
 */
export async function solvePowChallenge(challenge: PowChallenge, timeoutMs = 120_000): Promise<PowSolution | null> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: timeoutMs });
  return solution ? { counter: solution.counter, derivedKey: solution.derivedKey } : null;
}

/** Solves and encodes in one step: the `X-Pow` header value for a challenge. */
export async function powHeaderFor(challenge: PowChallenge): Promise<string> {
  const solution = await solvePowChallenge(challenge);
  if (!solution) throw new Error('proof of work: no solution in time');
  return encodePowProof({ challenge, solution });
}
