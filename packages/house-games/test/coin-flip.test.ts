import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { coinFlip } from '../src/arcade/coin-flip.js';
import { HouseGameInputError } from '../src/game.js';
import { playRound, seededStream } from './play.js';

describe('coin flip', () => {
  it('pays 1.96x on the side that lands, nothing on the other', () => {
    const next = seededStream(7);
    for (let round = 0; round < 200; round++) {
      const { state, paid } = playRound(coinFlip, [{ spot: 'heads', amount: 100n }], next);
      expect(paid).toBe(state.coin === 'heads' ? 196n : 0n);
    }
  });

  it('lands each side about half the time, so the return is the stated 98 %', () => {
    const next = seededStream(11);
    let heads = 0;
    for (let round = 0; round < 4000; round++) {
      if (playRound(coinFlip, [{ spot: 'tails', amount: 1n }], next).state.coin === 'heads') heads++;
    }
    expect(Math.abs(heads / 4000 - 0.5)).toBeLessThan(0.03);
    expect(fractionToNumber(coinFlip.rules().returnToPlayer)).toBe(0.98);
  });

  it('refuses a spot it does not have', () => {
    expect(() => coinFlip.checkWagers([{ spot: 'edge', amount: 1n }])).toThrow(HouseGameInputError);
  });
});
