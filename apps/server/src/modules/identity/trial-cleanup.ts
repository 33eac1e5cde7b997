import type { Database } from '../../db/client.js';
import { deleteIdleTrials } from './member.repository.js';

/** A free-play trial lives a day: its session ends sooner (12 h), and nobody can sign in to it again. */
export const trialLifetimeHours = 24;

/** Removes trials past their lifetime that never moved money, a thousand a round (scheduler, one instance). */
export const trialCleanupJob = {
  name: 'identity.trial-cleanup',
  everyMs: 10 * 60_000,
  run: (tx: Pick<Database, 'execute'>) => deleteIdleTrials(tx, trialLifetimeHours),
};
