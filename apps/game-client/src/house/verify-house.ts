import type { RoundRecord } from '@portal/contracts';
import { houseGameById } from '@portal/house-games';
import { commitmentOf, hmacUint32Stream, runSamplerAsync } from '@portal/lottery';

/**
 * Recomputes a past house round in the browser from its revealed server seed: the game's deal from the stream
 * HMAC-SHA256(serverSeed, `clientSeed:nonce:k`) with the round's wagers, then the actions taken, in order. It
 * matches when the seed hashes to the commitment shown before play and the replay ends in the recorded state.
 */
export async function verifyHouseRound(
  round: RoundRecord,
  serverSeed: string,
): Promise<{ commitmentMatches: boolean; replayMatches: boolean }> {
  const commitmentMatches = (await commitmentOf(serverSeed)) === round.commitment;
  const house = round.house;
  const game = house ? houseGameById(house.game) : undefined;
  if (!house || !game) return { commitmentMatches, replayMatches: false };
  const wagers = house.wagers.map((wager) => ({ spot: wager.spot, amount: BigInt(wager.amount) }));
  const stream = await hmacUint32Stream(serverSeed, round.clientSeed, String(round.nonce));
  let state = await runSamplerAsync(game.deal(wagers), stream);
  for (const action of house.taken) state = game.act(state, action).state;
  return { commitmentMatches, replayMatches: canonical(state) === canonical(house.state) };
}

/** JSON with every object's keys sorted: the server keeps a state as jsonb, which orders keys its own way. */
function canonical(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}
