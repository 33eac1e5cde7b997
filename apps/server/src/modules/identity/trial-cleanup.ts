import type { Executor } from '../../db/executor.js';
import { removeIdleTrials } from './new-member.service.js';

/** A free-play trial lives a day: its session ends sooner (12 h), and nobody can sign in to it again. */
export const trialLifetimeHours = 24;

/** Removes trials past their lifetime that never moved money, a thousand a round (scheduler, one instance). */
export const trialCleanupJob = {
  name: 'identity.trial-cleanup',
  everyMs: 10 * 60_000,
  run: (tx: Executor) => removeIdleTrials(tx, trialLifetimeHours),
};
