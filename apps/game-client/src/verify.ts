import { commitmentOf, hmacUint32Stream, integerBelow, runSamplerAsync } from '@portal/lottery';

export interface VerifiedSpin {
  /** The revealed seed hashes to the commitment shown before play. */
  commitmentMatches: boolean;
  /** The stops the seeds give, recomputed here in the browser. */
  stops: number[];
  /** They are the stops the round showed. */
  stopsMatch: boolean;
}

/**
 * Recomputes a past round from its revealed server seed, as the game server drew it (shared/LOTTERY.md §7): each
 * stop uniform below its strip's length, in the order drawn (one per reel; then each free spin's or respin's), from
 * the stream HMAC-SHA256(serverSeed, `clientSeed:nonce:k`).
 */
export async function verifySpin(
  round: { stops: number[]; commitment: string; clientSeed: string; nonce: number },
  serverSeed: string,
  drawLengths: readonly number[],
): Promise<VerifiedSpin> {
  const commitmentMatches = (await commitmentOf(serverSeed)) === round.commitment;
  const next = await hmacUint32Stream(serverSeed, round.clientSeed, String(round.nonce));
  const stops: number[] = [];
  for (const length of drawLengths) stops.push(await runSamplerAsync(integerBelow(length), next));
  return { commitmentMatches, stops, stopsMatch: stops.join(',') === round.stops.join(',') };
}
