// The sampling half of LOTTERY.md §7, written once over an abstract stream of unsigned 32-bit integers: the house
// draw feeds it HMAC blocks, the statistical tests feed it a seeded generator, and both get the same logic.
import { ballLabel, type DrawSpec } from './shapes.js';

/** A computation that asks for the stream's next unsigned 32-bit integer by yielding, and is handed it back. */
export type Sampler<T> = Generator<void, T, number>;

const TWO_TO_32 = 2 ** 32;

/** An integer in [0, n): limit = 2^32 - (2^32 mod n); a u at or above the limit is discarded, so no value is favoured. */
export function* integerBelow(n: number): Sampler<number> {
  const limit = TWO_TO_32 - (TWO_TO_32 % n);
  for (;;) {
    const u: number = yield;
    if (u < limit) return u % n;
  }
}

/** A whole result in draw order, formatted as types.ts `DrawResult` says. */
export function* sampleResult(spec: DrawSpec): Sampler<string[]> {
  const result: string[] = [];
  if (spec.type === 'digits') {
    for (const length of spec.lengths) {
      let number = '';
      for (let i = 0; i < length; i++) number += yield* integerBelow(10);
      result.push(number);
    }
    return result;
  }
  // The pool stays ascending; each ball is the pool's i-th remaining number.
  const pool = Array.from({ length: spec.size }, (_, i) => i + 1);
  for (let drawn = 0; drawn < spec.picks; drawn++) {
    const index = yield* integerBelow(pool.length);
    result.push(ballLabel(pool[index]!));
    pool.splice(index, 1);
  }
  return result;
}

/** Runs a sampler on a synchronous stream. */
export function runSampler<T>(sampler: Sampler<T>, nextUint32: () => number): T {
  let step = sampler.next();
  while (!step.done) step = sampler.next(nextUint32());
  return step.value;
}

/** Runs a sampler on a stream whose integers may take time to produce (WebCrypto is asynchronous). */
export async function runSamplerAsync<T>(sampler: Sampler<T>, nextUint32: () => Promise<number>): Promise<T> {
  let step = sampler.next();
  while (!step.done) step = sampler.next(await nextUint32());
  return step.value;
}
