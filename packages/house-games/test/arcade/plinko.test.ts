import { fraction, fractionCompare } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { PLINKO_RISKS, PLINKO_ROWS, type PlinkoState, plinko, plinkoTable } from '../../src/arcade/plinko.js';
import { expectRefusedSpots, expectSimulatedReturn } from './helpers.js';

const stateOf = (spot: string, path: number[]): PlinkoState => ({ wagers: [{ spot, amount: '100' }], path });

describe('plinko', () => {
  it('lands in the bucket of its rights and pays its multiple', () => {
    expect(plinko.payout(stateOf('plinko-8-low', [0, 0, 0, 0, 0, 0, 0, 0]))).toBe(560n);
    expect(plinko.payout(stateOf('plinko-8-low', [1, 0, 1, 0, 1, 0, 1, 0]))).toBe(50n);
    expect(plinko.payout(stateOf('plinko-16-high', Array(16).fill(1)))).toBe(100_000n);
    expect(plinko.view(stateOf('plinko-12-medium', [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0]))).toMatchObject({
      rows: 12,
      risk: 'medium',
      bucket: 2,
      multiple: { text: '4.00' },
      outcome: 'win',
    });
  });

  it('has symmetric tables, lowest in the centre, highest at the edges', () => {
    for (const rows of PLINKO_ROWS) {
      for (const risk of PLINKO_RISKS) {
        const table = plinkoTable(rows, risk);
        expect(table).toHaveLength(rows + 1);
        expect([...table].reverse()).toEqual(table);
        expect(Math.min(...table)).toBe(table[rows / 2]);
        expect(Math.max(...table)).toBe(table[0]);
      }
    }
  });

  it('returns between 98.9 % and 99.0 % on every table, summing payout over every path', () => {
    const spots = plinko.rules().spots;
    expect(spots).toHaveLength(9);
    for (const { spot, returnToPlayer } of spots) {
      const rows = Number(spot.split('-')[1]);
      // The paths to each bucket, counted bounce by bounce (each bucket is reached from the two above it).
      let paths = [1n];
      for (let row = 0; row < rows; row++)
        paths = [...paths, 0n].map((count, k) => count + (k > 0 ? paths[k - 1]! : 0n));
      let paid = 0n;
      for (let rights = 0; rights <= rows; rights++) {
        const path = Array.from({ length: rows }, (_, row) => (row < rights ? 1 : 0));
        paid += paths[rights]! * plinko.payout(stateOf(spot, path));
      }
      const enumerated = fraction(paid, 100n * 2n ** BigInt(rows));
      expect(enumerated, spot).toEqual(returnToPlayer);
      expect(fractionCompare(enumerated, fraction(989, 1000)), spot).toBeGreaterThanOrEqual(0);
      expect(fractionCompare(enumerated, fraction(99, 100)), spot).toBeLessThanOrEqual(0);
    }
    expect(plinko.rules().maxWinMultiple).toBe(1000);
  });

  it('bounces fairly: a seeded simulation of 8 rows, medium risk, returns its 98.90625 %', () => {
    expectSimulatedReturn(plinko, { spot: 'plinko-8-medium', amount: 100n }, 0.9890625, 2000, 8);
  });

  it('refuses rows and risks it does not have', () => {
    expectRefusedSpots(plinko, ['plinko-10-low', 'plinko-8-extreme', 'plinko-8', 'plinko-16-high-x']);
  });
});
