import { fraction, fractionToNumber, runSampler } from '@portal/lottery';
import { beforeAll, describe, expect, it } from 'vitest';
import { HouseGameInputError } from '../../src/game.js';
import { tripledSymbols } from '../../src/scratch/face.js';
import { FACE_SYMBOLS, PRIZE_TABLE, PRIZE_WEIGHT_TOTAL, tierAt } from '../../src/scratch/prize-table.js';
import { type ScratchCardView, scratchCard } from '../../src/scratch/scratch-card.js';
import { playRound, seededStream } from '../play.js';

/** A stream that hands out the given integers, then zeros (each zero takes the first remaining choice). */
const craftedStream = (values: number[]) => () => values.shift() ?? 0;

const ticket = (amount: bigint) => [{ spot: 'ticket', amount }];

describe('scratch card: prize table', () => {
  it('returns the published 95.5 %, recomputed from the printed weights', () => {
    expect(scratchCard.rules().returnToPlayer).toEqual(fraction(955, 1000));
    const paidPerMillion = PRIZE_TABLE.reduce((sum, tier) => sum + tier.multiple * tier.weight, 0);
    expect(PRIZE_WEIGHT_TOTAL).toBe(1_000_000);
    expect(fractionToNumber(scratchCard.rules().returnToPlayer)).toBeCloseTo(paidPerMillion / PRIZE_WEIGHT_TOTAL, 12);
    expect(scratchCard.rules().maxWinMultiple).toBe(10000);
  });

  it('maps the draw onto cumulative weights, highest tier first', () => {
    expect(tierAt(0).multiple).toBe(10000);
    expect(tierAt(1).multiple).toBe(1000);
    expect(tierAt(20).multiple).toBe(1000);
    expect(tierAt(21).multiple).toBe(100);
    expect(tierAt(PRIZE_WEIGHT_TOTAL - 1).multiple).toBe(0);
    expect(() => tierAt(PRIZE_WEIGHT_TOTAL)).toThrow(RangeError);
  });
});

describe('scratch card: known tickets', () => {
  it('pays the top tier on a crafted stream, with the amount three times on the face', () => {
    const { state, paid } = playRound(scratchCard, ticket(100n), craftedStream([0]));
    expect(state.multiple).toBe(10000);
    expect(state.winningCells).toEqual([0, 1, 2]);
    expect(state.cells).toEqual([10000, 10000, 10000, 1000, 1000, 100, 100, 50, 50]);
    expect(paid).toBe(1_000_000n);
    const view = scratchCard.view(state) as ScratchCardView;
    expect(view).toMatchObject({ ticketPrice: '100', outcome: 'win', payout: '1000000', multiple: 10000 });
  });

  it('pays nothing on a losing ticket, whose face shows no triple', () => {
    const { state, paid } = playRound(scratchCard, ticket(250n), craftedStream([PRIZE_WEIGHT_TOTAL - 1]));
    expect(state.multiple).toBe(0);
    expect(state.winningCells).toEqual([]);
    expect(state.cells).toEqual([10000, 10000, 1000, 1000, 100, 100, 50, 50, 20]);
    expect(paid).toBe(0n);
    expect(scratchCard.view(state)).toMatchObject({ outcome: 'lose', payout: '0' });
  });

  it('pays the ticket price times the multiple from a built state', () => {
    const state = runSampler(scratchCard.deal(ticket(7n)), seededStream(1));
    expect(scratchCard.payout({ ...state, multiple: 5 })).toBe(35n);
    expect(scratchCard.payout({ ...state, multiple: 1 })).toBe(7n);
  });
});

describe('scratch card: a seeded run', () => {
  const rounds = 60_000;
  const tierCounts = new Map<number, number>();
  let paidTotal = 0n;
  let invalidFaces = 0;
  beforeAll(() => {
    // About a second on an idle core; the generous timeout is for a shared machine.
    const next = seededStream(2024);
    for (let round = 0; round < rounds; round++) {
      const { state, paid } = playRound(scratchCard, ticket(1n), next);
      tierCounts.set(state.multiple, (tierCounts.get(state.multiple) ?? 0) + 1);
      paidTotal += paid;
      const triples = tripledSymbols(state.cells);
      const cellsFromTiers = state.cells.length === 9 && state.cells.every((cell) => FACE_SYMBOLS.includes(cell));
      const matchesPrize =
        state.multiple === 0
          ? triples.length === 0 && state.winningCells.length === 0
          : triples.length === 1 &&
            triples[0] === state.multiple &&
            state.winningCells.length === 3 &&
            state.winningCells.every((cell) => state.cells[cell] === state.multiple) &&
            state.cells.filter((cell) => cell === state.multiple).length === 3;
      if (!cellsFromTiers || !matchesPrize) invalidFaces++;
    }
  }, 30_000);

  it('prints valid faces: one triple of the prize on winners, none on losers, only tier amounts', () => {
    expect(invalidFaces).toBe(0);
  });

  it('draws the tiers as often as their weights say (chi-square, rare tiers pooled)', () => {
    // Tiers expected fewer than 5 times are pooled into one bin so the chi-square approximation holds.
    let statistic = 0;
    let bins = 0;
    let pooledExpected = 0;
    let pooledObserved = 0;
    for (const tier of PRIZE_TABLE) {
      const expected = (rounds * tier.weight) / PRIZE_WEIGHT_TOTAL;
      const observed = tierCounts.get(tier.multiple) ?? 0;
      if (expected < 5) {
        pooledExpected += expected;
        pooledObserved += observed;
        continue;
      }
      statistic += (observed - expected) ** 2 / expected;
      bins++;
    }
    statistic += (pooledObserved - pooledExpected) ** 2 / pooledExpected;
    bins++;
    // 99.9th percentile of chi-square with bins - 1 = 8 degrees of freedom.
    expect(bins).toBe(9);
    expect(statistic).toBeLessThan(26.12);
  });

  it('returns the table figure within four standard errors', () => {
    const mean = fractionToNumber(scratchCard.rules().returnToPlayer);
    const secondMoment = PRIZE_TABLE.reduce(
      (sum, tier) => sum + (tier.multiple ** 2 * tier.weight) / PRIZE_WEIGHT_TOTAL,
      0,
    );
    const standardError = Math.sqrt((secondMoment - mean ** 2) / rounds);
    expect(Math.abs(Number(paidTotal) / rounds - mean)).toBeLessThan(4 * standardError);
  });
});

describe('scratch card: bad input', () => {
  it('refuses a spot it does not have, and a count other than one ticket', () => {
    for (const wagers of [[{ spot: 'row', amount: 1n }], [], [...ticket(1n), ...ticket(1n)]]) {
      expect(() => scratchCard.checkWagers(wagers)).toThrow(HouseGameInputError);
      try {
        scratchCard.checkWagers(wagers);
      } catch (error) {
        expect((error as HouseGameInputError).field).toBe('wagers');
      }
    }
    expect(() => scratchCard.checkWagers(ticket(1n))).not.toThrow();
  });

  it('offers no action and refuses one', () => {
    const state = runSampler(scratchCard.deal(ticket(1n)), seededStream(3));
    expect(scratchCard.actions(state)).toEqual([]);
    expect(() => scratchCard.act(state, 'scratch-0')).toThrow(HouseGameInputError);
  });
});
