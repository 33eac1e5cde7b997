// A small seeded generator (sfc32) for the statistical tests: it feeds the engine's own sampler, so the draws
// follow the §7 sampling logic exactly, only faster than HMAC blocks.
import { runSampler, sampleResult } from '../../src/sampling.js';
import { drawSpecOf } from '../../src/shapes.js';
import type { DrawResult, DrawShape } from '../../src/types.js';

export type Uint32Source = () => number;

export function sfc32(seed: number): Uint32Source {
  let a = 0x9e3779b9;
  let b = 0x243f6a88;
  let c = 0xb7e15162;
  let d = seed >>> 0;
  const next = () => {
    const t = (((a + b) | 0) + d) | 0;
    d = (d + 1) | 0;
    a = b ^ (b >>> 9);
    b = (c + (c << 3)) | 0;
    c = (c << 21) | (c >>> 11);
    c = (c + t) | 0;
    return t >>> 0;
  };
  for (let i = 0; i < 12; i++) next();
  return next;
}

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
