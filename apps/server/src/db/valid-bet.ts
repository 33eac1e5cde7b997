import { type SQL, sql } from 'drizzle-orm';

/**
 * A settled round's valid bet, as SQL over the round aliased `r`: its stake, unless it paid exactly its
 * stake back (a push is no valid bet). The record of play's triggers apply the same rule (migration 0019).
 */
export const roundValidBet: SQL = sql`CASE WHEN r.win = r.stake THEN 0 ELSE r.stake END`;
