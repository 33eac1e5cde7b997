import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { JOKER } from '../../src/cards.js';
import { HouseGameInputError } from '../../src/game.js';
import { evaluatorOf } from '../../src/video-poker/evaluator.js';
import { type VideoPokerState, type VideoPokerView, videoPokerGames } from '../../src/video-poker/index.js';
import type { VideoPokerId } from '../../src/video-poker/pay-tables.js';
import { playRound, seededStream } from '../play.js';
import { cardsOf } from './cards.js';
import { gameOf } from './games.js';

const jacks = gameOf('jacks-or-better');
const stateOf = (labels: string, amount = 5n): VideoPokerState => ({
  wagers: [{ spot: 'hand', amount: String(amount) }],
  cards: cardsOf(labels),
  held: null,
});

describe('video poker rounds', () => {
  it('offers the eight games as VP with their ids', () => {
    expect(videoPokerGames.map((game) => `${game.kind} ${game.id}`)).toEqual([
      'VP jacks-or-better',
      'VP deuces-wild',
      'VP joker-poker',
      'VP bonus-poker',
      'VP double-bonus-poker',
      'VP aces-and-faces',
      'VP tens-or-better',
      'VP all-american',
    ]);
  });

  it('deals ten different cards, shows five, and offers the 32 holds', () => {
    const state = runSampler(jacks.deal([{ spot: 'hand', amount: 5n }]), seededStream(3));
    expect(new Set(state.cards).size).toBe(10);
    expect(jacks.view(state)).toEqual({ over: false, dealt: state.cards.slice(0, 5) });
    const actions = jacks.actions(state);
    expect(actions).toHaveLength(32);
    expect(actions).toContain('hold-10010');
    expect(jacks.payout(state)).toBe(0n);
  });

  it('replaces the k-th discarded card by the k-th replacement and pays the pay table', () => {
    // Dealt Ah 3c Kh 5d Qh, replacements Th Jh 9c 9d 9s: holding A K Q of hearts draws T J of hearts.
    const state = stateOf('Ah 3c Kh 5d Qh Th Jh 9c 9d 9s');
    const acted = jacks.act(state, 'hold-10101');
    expect(acted.extraStake).toBe(0n);
    expect(jacks.actions(acted.state)).toEqual([]);
    const view = jacks.view(acted.state) as VideoPokerView;
    expect(view).toEqual({
      over: true,
      dealt: cardsOf('Ah 3c Kh 5d Qh'),
      held: '10101',
      final: cardsOf('Ah Th Kh Jh Qh'),
      result: 'royal-flush',
      multiple: 800,
    });
    expect(jacks.payout(acted.state)).toBe(4000n);
    const standing = jacks.act(state, 'hold-11111').state;
    expect((jacks.view(standing) as VideoPokerView & { over: true }).result).toBe('nothing');
    expect(jacks.payout(standing)).toBe(0n);
    const allNew = jacks.act(state, 'hold-00000').state;
    expect(jacks.view(allNew)).toMatchObject({ final: cardsOf('Th Jh 9c 9d 9s'), result: 'three-of-a-kind' });
    expect(jacks.payout(allNew)).toBe(15n);
  });

  it('pays each game its own table on the same cards', () => {
    const fourAces = stateOf('Ac Ad Ah As 3d 3c 4c 5c 6c 7c', 3n);
    const paid = Object.fromEntries(
      videoPokerGames.map((game) => [game.id, game.payout(game.act(fourAces, 'hold-11111').state)]),
    );
    expect(paid).toMatchObject({
      'jacks-or-better': 75n,
      'deuces-wild': 15n,
      'joker-poker': 60n,
      'bonus-poker': 240n,
      'double-bonus-poker': 480n,
      'aces-and-faces': 240n,
      'tens-or-better': 75n,
      'all-american': 120n,
    });
    const jokerHand = { ...stateOf('Kd 3h 9s 4c 8c 6c 5c Tc Jc Qc', 2n), cards: [JOKER, ...cardsOf('Kd 3h 9s 4c 8c')] };
    const joker = gameOf('joker-poker');
    expect(joker.payout(joker.act(jokerHand, 'hold-11111').state)).toBe(2n);
  });

  it('refuses other wagers and actions, naming the field', () => {
    const refusal = (run: () => unknown) => {
      try {
        run();
      } catch (error) {
        return error instanceof HouseGameInputError ? error.field : 'other';
      }
      return 'accepted';
    };
    expect(refusal(() => jacks.checkWagers([{ spot: 'hand', amount: 5n }]))).toBe('accepted');
    expect(refusal(() => jacks.checkWagers([{ spot: 'side', amount: 5n }]))).toBe('wagers');
    expect(refusal(() => jacks.checkWagers([]))).toBe('wagers');
    expect(
      refusal(() =>
        jacks.checkWagers([
          { spot: 'hand', amount: 5n },
          { spot: 'hand', amount: 5n },
        ]),
      ),
    ).toBe('wagers');
    const state = stateOf('Ah 3c Kh 5d Qh Th Jh 9c 9d 9s');
    for (const action of ['hold-1010', 'hold-10102', 'draw', 'hold-101011']) {
      expect(refusal(() => jacks.act(state, action))).toBe('action');
    }
    expect(refusal(() => jacks.act(jacks.act(state, 'hold-11111').state, 'hold-11111'))).toBe('action');
  });

  // Standing pat and discarding everything both end on five uniformly dealt cards: their return is the average
  // pay of all hands of the deck, exact by enumeration; a seeded run must land within 4 standard errors of it.
  it.each(videoPokerGames.map((game) => game.id as VideoPokerId))(
    'returns the exact pat-hand average when holding all or nothing (%s)',
    (id) => {
      const { mean, variance } = patHandMoments(id);
      const game = gameOf(id);
      const next = seededStream(id.length * 101);
      const rounds = 6000;
      let paid = 0n;
      for (let round = 0; round < rounds; round++) {
        const hold = round % 2 === 0 ? 'hold-11111' : 'hold-00000';
        paid += playRound(game, [{ spot: 'hand', amount: 1n }], next, () => hold).paid;
      }
      expect(Math.abs(Number(paid) / rounds - mean)).toBeLessThan(4 * Math.sqrt(variance / rounds));
    },
  );
});

function patHandMoments(id: VideoPokerId): { mean: number; variance: number } {
  const { deck, digit, suitBit, base, payOf } = evaluatorOf(id);
  let count = 0;
  let sum = 0;
  let squares = 0;
  // Every five-card hand once, its lookup key built up card by card (the order of the digits does not matter).
  const visit = (from: number, left: number, key: number, suits: number) => {
    if (left === 0) {
      const pays = payOf[key * 2 + ((suits & (suits - 1)) === 0 ? 1 : 0)]!;
      count++;
      sum += pays;
      squares += pays * pays;
      return;
    }
    for (let at = from; at <= deck.length - left; at++) {
      const card = deck[at]!;
      visit(at + 1, left - 1, key * base + digit[card]!, suits | suitBit[card]!);
    }
  };
  visit(0, 5, 0, 0);
  const mean = sum / count;
  return { mean, variance: squares / count - mean * mean };
}
