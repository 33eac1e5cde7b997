import { hmacUint32Stream, runSamplerAsync, type Sampler } from '@portal/lottery';
import { eventModel } from './models/index.js';
import type { Competitor, EventResult, Sport } from './types.js';

/** Draws an event's result from exactly the distribution `pricesFor` priced it on. */
export function outcomeSampler(sport: Sport, competitors: readonly Competitor[]): Sampler<EventResult> {
  return eventModel(sport, competitors).sample();
}

/**
 * The provably fair result of a virtual event (LOTTERY.md §7): the sampler run over the HMAC stream of the
 * server seed, the stream's name and the event's number, so anyone holding the revealed seed can redraw it.
 */
export async function drawEventResult(
  sport: Sport,
  competitors: readonly Competitor[],
  serverSeed: string,
  streamName: string,
  eventNumber: string | number,
): Promise<EventResult> {
  const sampler = outcomeSampler(sport, competitors);
  return runSamplerAsync(sampler, await hmacUint32Stream(serverSeed, streamName, String(eventNumber)));
}
