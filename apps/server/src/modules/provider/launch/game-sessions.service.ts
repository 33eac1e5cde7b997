import type { Database } from '../../../db/client.js';
import { closeMemberGameSessions } from './game-session.repository.js';

/**
 * A member's sign-in ended (logout, a password change or reset): the game sessions it opened stop
 * playing with it, instead of living on for their four hours. Rounds already played still settle.
 */
export async function endGameSessionsOf(db: Database, memberId: bigint): Promise<void> {
  await closeMemberGameSessions(db, memberId);
}
