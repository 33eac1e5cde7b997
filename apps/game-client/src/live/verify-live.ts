import type { LiveResult, LiveTableInfo } from '@portal/contracts';
import { liveInstantGame } from '@portal/house-games';
import { commitmentOf, hmacUint32Stream, runSamplerAsync } from '@portal/lottery';

export interface LiveVerification {
  /** SHA-256 of the revealed seed's bytes is the commitment published before the round's bets opened. */
  commitmentMatches: boolean;
  /** The outcome drawn again here from the seed gives the result every seat was shown. */
  outcomeMatches: boolean;
}

/**
 * Recomputes a live round in the browser from its revealed seed, as the table drew it: the stream
 * HMAC-SHA256(key = seed bytes, message `${table}:${roundNumber}:${k}`) read as big-endian uint32, the game's
 * deal with no wagers, and its view of the outcome, which must be the round's result. `expectedCommitment` is the
 * one the seat saw while bets were open, when it has it; the result's own otherwise.
 */
export async function verifyLiveRound(
  kind: LiveTableInfo['kind'],
  table: string,
  result: Pick<LiveResult, 'roundNumber' | 'serverSeed' | 'commitment' | 'view'>,
  expectedCommitment = result.commitment,
): Promise<LiveVerification> {
  const commitmentMatches =
    (await commitmentOf(result.serverSeed)) === expectedCommitment && expectedCommitment === result.commitment;
  const game = liveInstantGame(kind as Parameters<typeof liveInstantGame>[0]);
  if (!game) return { commitmentMatches, outcomeMatches: false };
  const stream = await hmacUint32Stream(result.serverSeed, table, String(result.roundNumber));
  const dealt = (await runSamplerAsync(game.deal([]), stream)) as { outcome: unknown };
  const view = game.view({ wagers: [], outcome: dealt.outcome });
  return { commitmentMatches, outcomeMatches: canonical(view) === canonical(result.view) };
}

/** JSON with every object's keys sorted, so two equal views compare equal whatever order their keys came in. */
export function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) => {
    if (typeof inner === 'bigint') return String(inner);
    return inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner;
  });
}
