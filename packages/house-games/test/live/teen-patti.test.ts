import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import { teenPatti } from '../../src/live/teen-patti.js';
import { countTies, everyThreeCards, teenPattiHandOf, teenPattiValue } from '../../src/live/teen-patti-hands.js';
import {
  dealingStream,
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  one,
  paidBySpot,
  ruleReturn,
} from '../table/helpers.js';

const SPOTS = ['player-a', 'player-b', 'tie', 'pair-plus-a'];
/** rank + 13 x suit, as cards.ts: rank 0 a two ... 8 a ten, 9 a jack, 10 a queen, 11 a king, 12 an ace. */
const card = (rank: number, suit = 0) => rank + 13 * suit;
const [TWO, THREE, FOUR, NINE, JACK, QUEEN, KING, ACE] = [0, 1, 2, 7, 9, 10, 11, 12];
const handOf = (cards: number[]) => teenPattiHandOf(teenPattiValue(cards));
const beats = (hand: number[], other: number[]) => teenPattiValue(hand) > teenPattiValue(other);

/** Deals A and B in the table's order: A, B, A, B, A, B. */
const deal = (a: number[], b: number[]) =>
  dealWith(
    teenPatti,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    dealingStream(
      freshShoe(1),
      a.flatMap((cardOfA, i) => [cardOfA, b[i]!]),
    ),
  );

const TRAIL = [card(FOUR), card(FOUR, 1), card(FOUR, 2)];
const PURE_SEQUENCE = [card(TWO), card(THREE), card(FOUR)];
const SEQUENCE = [card(ACE), card(TWO, 1), card(THREE)];
const COLOUR = [card(KING, 3), card(NINE, 3), card(TWO, 3)];
const PAIR = [card(ACE, 2), card(ACE, 3), card(KING, 2)];
const HIGH_CARD = [card(ACE), card(KING, 1), card(JACK)];

describe('teen patti', () => {
  it('ranks trail, pure sequence, sequence, colour, pair, high card', () => {
    const ladder = [TRAIL, PURE_SEQUENCE, SEQUENCE, COLOUR, PAIR, HIGH_CARD];
    expect(ladder.map(handOf)).toEqual(['trail', 'pure-sequence', 'sequence', 'colour', 'pair', 'high-card']);
    for (let i = 1; i < ladder.length; i++) expect(beats(ladder[i - 1]!, ladder[i]!)).toBe(true);
  });

  it('puts A-2-3 below A-K-Q and above K-Q-J; 2-3-4 is the lowest sequence, Q-K-A-2 wraps nowhere', () => {
    const akq = [card(ACE), card(KING, 1), card(QUEEN)];
    const kqj = [card(KING), card(QUEEN, 1), card(JACK)];
    const low = [card(TWO), card(THREE, 1), card(FOUR)];
    expect(beats(akq, SEQUENCE)).toBe(true);
    expect(beats(SEQUENCE, kqj)).toBe(true);
    expect(beats(kqj, low)).toBe(true);
    expect(handOf([card(KING), card(ACE, 1), card(TWO)])).toBe('high-card');
    // A pair by its rank, then its kicker; a colour and a high card card by card.
    expect(beats([card(NINE), card(NINE, 1), card(THREE)], [card(NINE, 2), card(NINE, 3), card(TWO)])).toBe(true);
    expect(beats([card(KING), card(NINE), card(THREE)], [card(KING, 1), card(NINE, 1), card(TWO, 1)])).toBe(true);
  });

  it('pays the better hand 0.98:1 and pair plus A on its own hand', () => {
    expect(paidBySpot(teenPatti, deal(PAIR, COLOUR))).toEqual({
      'player-a': 0,
      'player-b': 198,
      tie: 0,
      'pair-plus-a': 200,
    });
    const state = deal(
      TRAIL,
      PURE_SEQUENCE.map((c) => c + 39),
    );
    expect(paidBySpot(teenPatti, state)).toEqual({ 'player-a': 198, 'player-b': 0, tie: 0, 'pair-plus-a': 4100 });
    expect(teenPatti.viewOf(state)).toMatchObject({
      playerA: TRAIL,
      handA: 'trail',
      handB: 'pure-sequence',
      winner: 'player-a',
    });
    const pairPlus = (hand: number[]) =>
      paidBySpot(teenPatti, deal(hand, [card(5, 1), card(6, 2), card(10, 3)]))['pair-plus-a'];
    expect([TRAIL, PURE_SEQUENCE, SEQUENCE, COLOUR, PAIR, HIGH_CARD].map(pairPlus)).toEqual([
      4100, 3100, 700, 500, 200, 0,
    ]);
  });

  it('pays the tie 865:1 on hands alike but for their suits, and loses both players', () => {
    const state = deal(HIGH_CARD, [card(ACE, 3), card(KING, 2), card(JACK, 1)]);
    expect(paidBySpot(teenPatti, state)).toEqual({ 'player-a': 0, 'player-b': 0, tie: 86600, 'pair-plus-a': 0 });
    expect(teenPatti.viewOf(state).winner).toBe('tie');
  });

  it('counts the 22,100 hands and the 450,528 ties by hand', () => {
    const counts = Object.fromEntries(
      ['high-card', 'pair', 'colour', 'sequence', 'pure-sequence', 'trail'].map((hand) => [hand, 0]),
    );
    for (const hand of everyThreeCards()) counts[handOf(hand)]!++;
    expect(counts).toEqual({
      'high-card': 16_440,
      pair: 3_744,
      colour: 1_096,
      sequence: 720,
      'pure-sequence': 48,
      trail: 52,
    });
    // Ties, A's hand then B's from the 49 left, by kind: two trails of one rank would need six cards; a pure
    // sequence meets the same in another suit (4 x 3, 12 sequences); a colour likewise (4 x 3, 274 rank sets).
    // A pair and kicker (6 x 4 ways) meets the other two of the pair and one of three kickers (13 x 12 of them).
    // A sequence or high card of three ranks has 60 unsuited ways (36 in two suits, 24 in three) and meets
    // 27 - (4 - suits A used) unsuited ways of B: 36 x 25 + 24 x 26 = 1,524; 12 sequences, 274 high cards.
    const unsuited = 36 * 25 + 24 * 26;
    const ties = 12 * 12 + 274 * 12 + 13 * 12 * 24 * 3 + (12 + 274) * unsuited;
    expect(ties).toBe(450_528);
    const counted = countTies();
    expect(counted).toMatchObject({ pairs: 22_100n * 18_424n, ties: BigInt(ties) });
    expect(teenPattiValue(counted.tie[0])).toBe(teenPattiValue(counted.tie[1]));
  });

  it('has the exact returns: 98.89 % on either player, 95.82 % on the tie, 97.86 % on pair plus', () => {
    const pairs = 22_100 * 18_424;
    expect(ruleReturn(teenPatti, 'player-a')).toEqual(fraction(198 * ((pairs - 450_528) / 2), 100 * pairs));
    expect(ruleReturn(teenPatti, 'player-b')).toEqual(ruleReturn(teenPatti, 'player-a'));
    expect(ruleReturn(teenPatti, 'tie')).toEqual(fraction(866 * 450_528, pairs));
    // Pair 2, colour 5, sequence 7, pure sequence 31, trail 41 returned, over the 22,100 hands.
    const pairPlus = 3_744 * 2 + 1_096 * 5 + 720 * 7 + 48 * 31 + 52 * 41;
    expect(ruleReturn(teenPatti, 'pair-plus-a')).toEqual(fraction(pairPlus, 22_100));
    expect(teenPatti.rules()).toMatchObject({ method: { kind: 'exact' }, maxWinMultiple: 866 });
  });

  it('agrees with the exact returns over seeded deals', () => {
    expectSimulatedReturns(
      teenPatti,
      Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(teenPatti, spot)])),
      6_000,
      3,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['pair-plus-b', 'player', 'A', 'tie-a', '']) expectRefused(teenPatti, one(spot));
  });
});
