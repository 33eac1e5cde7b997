import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { WHEEL_RISKS, WHEEL_SEGMENTS, type WheelState, wheel, wheelTable } from '../../src/arcade/wheel.js';
import { expectRefusedSpots, expectSimulatedReturn } from './helpers.js';

const stateOf = (spot: string, segment: number): WheelState => ({ wagers: [{ spot, amount: '100' }], segment });

describe('wheel', () => {
  it('pays the multiple of the segment it stops on', () => {
    expect(wheel.payout(stateOf('wheel-10-low', 0))).toBe(150n);
    expect(wheel.payout(stateOf('wheel-10-low', 4))).toBe(0n);
    expect(wheel.payout(stateOf('wheel-50-high', 49))).toBe(4950n);
    expect(wheel.payout(stateOf('wheel-50-high', 48))).toBe(0n);
    expect(wheel.view(stateOf('wheel-20-medium', 10))).toMatchObject({ segments: 20, segment: 10, outcome: 'win' });
  });

  it('returns exactly 99 % on every table, enumerating every segment through payout', () => {
    const spots = wheel.rules().spots;
    expect(spots).toHaveLength(15);
    for (const segments of WHEEL_SEGMENTS) {
      for (const risk of WHEEL_RISKS) {
        const spot = `wheel-${segments}-${risk}`;
        expect(wheelTable(segments, risk), spot).toHaveLength(segments);
        let paid = 0n;
        for (let segment = 0; segment < segments; segment++) paid += wheel.payout(stateOf(spot, segment));
        expect(fraction(paid, 100 * segments), spot).toEqual(fraction(99, 100));
        expect(spots.find((rule) => rule.spot === spot)?.returnToPlayer).toEqual(fraction(99, 100));
      }
    }
    expect(wheel.rules().maxWinMultiple).toBe(49.5);
  });

  it('stops uniformly: a seeded simulation of 30 segments, medium risk, returns 99 %', () => {
    expectSimulatedReturn(wheel, { spot: 'wheel-30-medium', amount: 100n }, 0.99, 2000, 30);
  });

  it('refuses segment counts and risks it does not have', () => {
    expectRefusedSpots(wheel, ['wheel-15-low', 'wheel-10-wild', 'wheel-10', 'spin']);
  });
});
