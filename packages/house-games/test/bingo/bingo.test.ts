import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type BingoState, type BingoView, bingo } from '../../src/bingo/bingo.js';
import { HouseGameInputError } from '../../src/game.js';
import { playRound, seededStream } from '../play.js';
import { HAND_CARD, numbersAt, OTHER_CARD, paddedBalls } from './hand-built.js';

const stateOf = (spot: string, amount: string, cards: number[][], called: number[]): BingoState => ({
  wagers: [{ spot, amount }],
  cards,
  balls: paddedBalls(called),
});
const diagonals = [0, 6, 18, 24, 4, 8, 16, 20];

describe('bingo payouts', () => {
  it('pays each card its best pattern on its share of the stake', () => {
    // 10 over two cards: 5 a card; the first completes its top row (4x), the second nothing.
    const lineOnly = stateOf('cards-2', '10', [HAND_CARD, OTHER_CARD], numbersAt(HAND_CARD, [0, 1, 2, 3, 4]));
    expect(bingo.payout(lineOnly)).toBe(20n);
    // Now the second card's X as well (200x on 5).
    const withX = stateOf(
      'cards-2',
      '10',
      [HAND_CARD, OTHER_CARD],
      [...numbersAt(HAND_CARD, [0, 1, 2, 3, 4]), ...numbersAt(OTHER_CARD, diagonals)],
    );
    expect(bingo.payout(withX)).toBe(20n + 1000n);
    expect(bingo.payout(stateOf('cards-1', '7', [OTHER_CARD], numbersAt(HAND_CARD, diagonals)))).toBe(0n);
  });

  it('shows the cards, the balls in order and each card its patterns and multiple', () => {
    const called = [...numbersAt(HAND_CARD, [0, 4, 20, 24]), ...numbersAt(OTHER_CARD, [10, 11, 13, 14])];
    const view = bingo.view(stateOf('cards-2', '6', [HAND_CARD, OTHER_CARD], called)) as BingoView;
    expect(view.stakePerCard).toBe('3');
    expect(view.balls.slice(0, 8)).toEqual(called);
    expect(view.cards[0]).toEqual({
      numbers: HAND_CARD,
      marked: [0, 4, 12, 20, 24],
      patterns: ['four-corners'],
      pattern: 'four-corners',
      multiple: 6,
      payout: '18',
    });
    expect(view.cards[1]).toMatchObject({ marked: [10, 11, 12, 13, 14], pattern: 'line', multiple: 4, payout: '12' });
    expect(view).toMatchObject({ outcome: 'win', payout: '30' });
  });

  it('deals n cards and 30 balls, and pays what the view says', () => {
    const next = seededStream(9);
    for (let round = 0; round < 100; round++) {
      const cards = 1 + (round % 4);
      const { state, paid } = playRound(bingo, [{ spot: `cards-${cards}`, amount: BigInt(cards * 25) }], next);
      expect(state.cards).toHaveLength(cards);
      expect(state.balls).toHaveLength(30);
      const view = bingo.view(state) as BingoView;
      expect(view.payout).toBe(String(paid));
      const sum = view.cards.reduce((total, card) => total + 25 * card.multiple, 0);
      expect(paid).toBe(BigInt(sum));
      expect(JSON.parse(JSON.stringify(state))).toEqual(state);
    }
  });
});

describe('bingo input', () => {
  const refused = (wagers: { spot: string; amount: bigint }[]) => {
    try {
      bingo.checkWagers(wagers);
    } catch (error) {
      return error instanceof HouseGameInputError ? error.field : 'other';
    }
    return 'accepted';
  };

  it('refuses unknown spots, card counts out of range and amounts that do not split', () => {
    for (const spot of ['cards-0', 'cards-5', 'cards-01', 'cards-x', 'ticket', 'cards-']) {
      expect(refused([{ spot, amount: 60n }])).toBe('wagers');
    }
    expect(refused([{ spot: 'cards-3', amount: 10n }])).toBe('wagers');
    expect(refused([])).toBe('wagers');
    expect(
      refused([
        { spot: 'cards-1', amount: 1n },
        { spot: 'cards-1', amount: 1n },
      ]),
    ).toBe('wagers');
    for (const cards of [1, 2, 3, 4]) expect(refused([{ spot: `cards-${cards}`, amount: 12n }])).toBe('accepted');
  });

  it('offers no action and refuses one', () => {
    const state = runSampler(bingo.deal([{ spot: 'cards-1', amount: 1n }]), seededStream(4));
    expect(bingo.actions(state)).toEqual([]);
    expect(() => bingo.act(state, 'daub-3')).toThrow(HouseGameInputError);
  });
});
