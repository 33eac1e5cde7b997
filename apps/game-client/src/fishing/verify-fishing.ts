import type { RoundRecord } from '@portal/contracts';
import { decideShot, fishingKindById, fishOf, shotPayout } from '@portal/house-games';
import { commitmentOf, hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import type { FishingShotRecord } from './rounds';

export interface FishingCheck {
  /** The revealed seed hashes to the commitment shown before play. */
  commitmentMatches: boolean;
  shots: number;
  /** The first shot the seed does not replay as recorded (1-based), with what the replay gives; null when all agree. */
  mismatch: { shot: number; caught: boolean; multiplier: number } | null;
  /** The shots' stakes and wins add up to the round's bet and win. */
  totalsMatch: boolean;
}

/**
 * Recomputes a fishing round in the browser from its revealed server seed: one stream per round,
 * HMAC-SHA256(serverSeed, `clientSeed:nonce:k`), every shot drawing from it after the one before with
 * `decideShot(species, rtp)` (the catch, then a table fish's multiplier), as the server drew them.
 */
export async function verifyFishingRound(
  round: RoundRecord,
  fishing: { kind: string; shots: readonly FishingShotRecord[] },
  serverSeed: string,
): Promise<FishingCheck> {
  const commitmentMatches = (await commitmentOf(serverSeed)) === round.commitment;
  const kind = fishingKindById(fishing.kind);
  const { shots } = fishing;
  let mismatch: FishingCheck['mismatch'] = null;
  let staked = 0n;
  let won = 0n;
  const next = await hmacUint32Stream(serverSeed, round.clientSeed, String(round.nonce));
  for (const [index, shot] of shots.entries()) {
    staked += BigInt(shot.stake);
    won += BigInt(shot.win);
    if (mismatch) continue;
    const species = kind ? fishOf(kind, shot.fish) : null;
    if (!kind || !species) {
      mismatch = { shot: index + 1, caught: false, multiplier: 0 };
      continue;
    }
    const replay = await runSamplerAsync(decideShot(species, kind.rtp), next);
    const agrees =
      replay.caught === shot.caught &&
      replay.multiplier === shot.multiplier &&
      shotPayout(BigInt(shot.stake), replay) === BigInt(shot.win);
    if (!agrees) mismatch = { shot: index + 1, caught: replay.caught, multiplier: replay.multiplier };
  }
  const totalsMatch = staked === BigInt(round.bet) && won === BigInt(round.win);
  return { commitmentMatches, shots: shots.length, mismatch, totalsMatch };
}
