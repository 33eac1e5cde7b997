import type { LiveResult, LiveTableInfo } from '@portal/contracts';
import { commonDrawBlackjack, type HouseGame, houseGameById, liveInstantGame } from '@portal/house-games';
import { commitmentOf, hmacUint32Stream, runSamplerAsync } from '@portal/lottery';

export interface LiveVerification {
  /** SHA-256 of the revealed seed's bytes is the commitment published before the round's bets opened. */
  commitmentMatches: boolean;
  /** The outcome drawn again here from the seed gives the result every seat was shown. */
  outcomeMatches: boolean;
}

/** The moves that play the table's own hand (no stake) to its end: the dealer's hand, the turn and river shown. */
const revealMoves: readonly string[] = ['stand', 'call'];

/** The game of a table that takes decisions: common-draw blackjack, casino hold'em; null at the instant ones. */
function decidingGame(kind: LiveTableInfo['kind']): HouseGame | null {
  if (kind === 'blackjack') return commonDrawBlackjack as HouseGame;
  if (kind === 'casino-hold-em') return houseGameById('casino-holdem') ?? null;
  return null;
}

/**
 * Recomputes a live round in the browser from its revealed seed, as the table drew it: the stream
 * HMAC-SHA256(key = seed bytes, message `${table}:${roundNumber}:${k}`) read as big-endian uint32, the game's
 * deal with no wagers, and its view of the outcome, which must be the round's result. At a table that takes
 * decisions the outcome is a hand of no stake dealt from that stream and played to its end (stand at blackjack,
 * call at casino hold'em): the dealer's whole hand and the board everyone shared. `expectedCommitment` is the one
 * the seat saw while bets were open, when it has it; the result's own otherwise.
 */
export async function verifyLiveRound(
  kind: LiveTableInfo['kind'],
  table: string,
  result: Pick<LiveResult, 'roundNumber' | 'serverSeed' | 'commitment' | 'view'>,
  expectedCommitment = result.commitment,
): Promise<LiveVerification> {
  const commitmentMatches =
    (await commitmentOf(result.serverSeed)) === expectedCommitment && expectedCommitment === result.commitment;
  const stream = await hmacUint32Stream(result.serverSeed, table, String(result.roundNumber));
  const deciding = decidingGame(kind);
  if (deciding) {
    let state = await runSamplerAsync(deciding.deal([]), stream);
    for (let offered = deciding.actions(state); offered.length > 0; offered = deciding.actions(state)) {
      const move = revealMoves.find((candidate) => offered.includes(candidate));
      if (!move) break;
      state = deciding.act(state, move).state;
    }
    return { commitmentMatches, outcomeMatches: canonical(deciding.view(state)) === canonical(result.view) };
  }
  const game = liveInstantGame(kind as Parameters<typeof liveInstantGame>[0]);
  if (!game) return { commitmentMatches, outcomeMatches: false };
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
