// A small seeded generator (sfc32) for the statistical tests: it feeds the engine's own sampler, so the draws
// follow the §7 sampling logic exactly, only faster than HMAC blocks.
import { runSampler, sampleResult } from '../../src/sampling.js';
import { sfc32 as seededUint32 } from '../../src/seeded.js';
import { drawSpecOf } from '../../src/shapes.js';
import type { DrawResult, DrawShape } from '../../src/types.js';

export type Uint32Source = () => number;

export const sfc32 = (seed: number): Uint32Source => seededUint32(seed);

export const seededDraw = (shape: DrawShape, source: Uint32Source): DrawResult =>
  runSampler(sampleResult(drawSpecOf(shape)), source);

/** `size` distinct values, uniformly chosen. */
export function randomSubset<T>(values: readonly T[], size: number, source: Uint32Source): T[] {
  const pool = [...values];
  for (let i = 0; i < size; i++) {
    const j = i + (source() % (pool.length - i));
    [pool[i], pool[j]] = [pool[j]!, pool[i]!];
  }
  return pool.slice(0, size);
}
