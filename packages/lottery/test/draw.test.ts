import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { commitmentOf, drawResult, newServerSeed } from '../src/index.js';
import { integerBelow, runSampler, sampleResult } from '../src/sampling.js';
import type { DrawResult, DrawShape } from '../src/types.js';
import { allShapes, contextOf, shapeName, vnLengths } from './support/context.js';

const SEED = '000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f';

/** The §7 stream written out again with node:crypto: HMAC blocks k = 0, 1, ... read as big-endian u32. */
function referenceStream(seed: string, gameCode: string, issueNumber: string) {
  const key = Buffer.from(seed, 'hex');
  let block = Buffer.alloc(0);
  let k = 0;
  let offset = 0;
  const state = { read: 0, blocks: 0 };
  const next = () => {
    if (offset === block.length) {
      block = createHmac('sha256', key).update(`${gameCode}:${issueNumber}:${k++}`, 'utf8').digest();
      state.blocks++;
      offset = 0;
    }
    state.read++;
    const u = block.readUInt32BE(offset);
    offset += 4;
    return u;
  };
  return { next, state };
}

/** §7 by hand: rejection sampling below n, digits with repetition, balls from an ascending pool. */
function referenceDraw(shape: DrawShape, next: () => number): string[] {
  const below = (n: number) => {
    const limit = 2 ** 32 - (2 ** 32 % n);
    for (;;) {
      const u = next();
      if (u < limit) return u % n;
    }
  };
  const digits = (length: number) => Array.from({ length }, () => String(below(10))).join('');
  const pool = (size: number, picks: number) => {
    const remaining = Array.from({ length: size }, (_, i) => i + 1);
    return Array.from({ length: picks }, () =>
      String(remaining.splice(below(remaining.length), 1)[0]).padStart(2, '0'),
    );
  };
  switch (shape.kind) {
    case 'SSC':
      return Array.from({ length: 5 }, () => digits(1));
    case '11X5':
      return pool(11, 5);
    case 'PK10':
      return pool(10, 10);
    case 'LHC':
      return pool(49, 7);
    case 'LF':
      return pool(20, 8);
    case 'VN':
      return vnLengths[shape.layout!].map(digits);
    case 'SEA':
      return Array.from({ length: 23 }, () => digits(4));
  }
}

describe('the provably fair draw (LOTTERY.md §7)', () => {
  afterEach(() => vi.restoreAllMocks());

  it('reads the first HMAC block as the scheme says', async () => {
    const block = createHmac('sha256', Buffer.from(SEED, 'hex')).update('CQSSC:20240101-001:0').digest();
    const firstFive = [0, 4, 8, 12, 16].map((offset) => block.readUInt32BE(offset));
    const limit = 2 ** 32 - (2 ** 32 % 10);
    // A rejection here would shift the digits; with these inputs none happens, so the digits are u mod 10.
    expect(firstFive.every((u) => u < limit)).toBe(true);
    const result = await drawResult(contextOf('SSC'), 'CQSSC', '20240101-001', SEED);
    expect(result).toEqual(firstFive.map((u) => String(u % 10)));
  });

  it.each(allShapes.map((shape) => [shapeName(shape), shape] as const))(
    'draws %s exactly as a by-hand reading of the scheme, signing only the blocks it reads',
    async (_name, shape) => {
      const sign = vi.spyOn(globalThis.crypto.subtle, 'sign');
      const reference = referenceStream(SEED, 'G1', '7');
      const expected = referenceDraw(shape, reference.next);
      expect(await drawResult(shape, 'G1', '7', SEED)).toEqual(expected);
      expect(sign).toHaveBeenCalledTimes(reference.state.blocks);
      expect(reference.state.blocks).toBe(Math.ceil(reference.state.read / 8));
    },
  );

  it('discards integers at or above the limit instead of folding them (no modulo bias)', () => {
    const feed = (n: number, stream: number[]) => {
      let read = 0;
      const value = runSampler(integerBelow(n), () => stream[read++]!);
      return { value, read };
    };
    const limit49 = 2 ** 32 - (2 ** 32 % 49);
    expect(limit49 % 49).toBe(0);
    expect(feed(49, [limit49, 2 ** 32 - 1, limit49 - 1])).toEqual({ value: (limit49 - 1) % 49, read: 3 });
    expect(feed(49, [100])).toEqual({ value: 100 % 49, read: 1 });
    // 2^32 is a multiple of 16: nothing is discarded.
    expect(feed(16, [2 ** 32 - 1])).toEqual({ value: 15, read: 1 });
    expect(feed(10, [2 ** 32 - 6, 2 ** 32 - 7])).toEqual({ value: (2 ** 32 - 7) % 10, read: 2 });
  });

  it('takes balls by index from the remaining pool, kept ascending', () => {
    const feed = (stream: number[]) => {
      let read = 0;
      return runSampler(sampleResult({ type: 'pool', size: 11, picks: 5 }), () => stream[read++]!);
    };
    expect(feed([0, 0, 0, 0, 0])).toEqual(['01', '02', '03', '04', '05']);
    // index 10 of 11 is 11; then index 9 of the 10 left is 10; 12 mod 9 = 3 picks the 4th of 01..09: 04.
    expect(feed([10, 9, 12, 0, 5])).toEqual(['11', '10', '04', '01', '08']);
  });

  it('is deterministic and depends on the game code and the issue', async () => {
    const shape = contextOf('PK10');
    const once = await drawResult(shape, 'PK10', '20240101-001', SEED);
    expect(await drawResult(shape, 'PK10', '20240101-001', SEED)).toEqual(once);
    expect(await drawResult(shape, 'PK10', '20240101-002', SEED)).not.toEqual(once);
    expect(await drawResult(shape, 'XYFT', '20240101-001', SEED)).not.toEqual(once);
  });

  it('makes fresh 32-byte seeds and commits to them with SHA-256', async () => {
    const seed = newServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(newServerSeed()).not.toBe(seed);
    expect(await commitmentOf(seed)).toBe(createHash('sha256').update(Buffer.from(seed, 'hex')).digest('hex'));
    expect(await commitmentOf(SEED)).toBe(createHash('sha256').update(Buffer.from(SEED, 'hex')).digest('hex'));
  });

  it('refuses a seed that is not 64 hex characters', async () => {
    await expect(commitmentOf('abc')).rejects.toThrow(RangeError);
    await expect(drawResult(contextOf('SSC'), 'G', '1', 'z'.repeat(64))).rejects.toThrow(RangeError);
  });
});

/** The format of types.ts `DrawResult`, checked here without the engine's own checker. */
function expectWellFormed(shape: DrawShape, result: DrawResult) {
  const balls = (size: number, picks: number) => {
    expect(result).toHaveLength(picks);
    expect(new Set(result).size).toBe(picks);
    for (const ball of result) {
      expect(ball).toMatch(/^\d\d$/);
      expect(Number(ball)).toBeGreaterThanOrEqual(1);
      expect(Number(ball)).toBeLessThanOrEqual(size);
    }
  };
  const digits = (lengths: number[]) => {
    expect(result.map((number) => number.length)).toEqual(lengths);
    for (const number of result) expect(number).toMatch(/^\d+$/);
  };
  if (shape.kind === 'SSC') digits([1, 1, 1, 1, 1]);
  else if (shape.kind === '11X5') balls(11, 5);
  else if (shape.kind === 'PK10') balls(10, 10);
  else if (shape.kind === 'LHC') balls(49, 7);
  else if (shape.kind === 'LF') balls(20, 8);
  else if (shape.kind === 'VN') digits(vnLengths[shape.layout!]);
  else digits(Array(23).fill(4));
}

describe('every draw is well formed', () => {
  it.each(allShapes.map((shape) => [shapeName(shape), shape] as const))(
    '%s, for random seeds and issues',
    async (_name, shape) => {
      await fc.assert(
        fc.asyncProperty(
          fc.uint8Array({ minLength: 32, maxLength: 32 }),
          fc.string({ maxLength: 20 }),
          async (seedBytes, issue) => {
            const seed = Buffer.from(seedBytes).toString('hex');
            expectWellFormed(shape, await drawResult(shape, 'GAME', issue, seed));
          },
        ),
        { numRuns: 40 },
      );
    },
  );
});
