import { type Fraction, fraction } from '@portal/lottery';
import type { Card } from '../cards.js';
import { type Evaluator, evaluatorOf } from './evaluator.js';
import type { VideoPokerId } from './pay-tables.js';

/** A hold: bit i (and character i of its text) set = the card at position i is kept. */
export const maskText = (mask: number): string =>
  Array.from({ length: 5 }, (_, position) => ((mask >> position) & 1 ? '1' : '0')).join('');

export const maskOfText = (text: string): number =>
  [...text].reduce((mask, char, position) => mask | (char === '1' ? 1 << position : 0), 0);

const heldCount = (mask: number): number => maskText(mask).split('1').length - 1;

/**
 * The order in which holds win ties of expected value: more cards kept first (draw no card that cannot help),
 * then the lower mask. The exact-return enumeration uses the same order, so its hand frequencies are the server's.
 */
export const holdsInTieOrder: readonly number[] = Array.from({ length: 32 }, (_, mask) => mask).sort(
  (a, b) => heldCount(b) - heldCount(a) || a - b,
);

/** C(n, k) for the small numbers of draws. */
export function combinations(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** A hold's pays summed over every equally likely draw, and how many draws there are. */
export interface HoldTotal {
  mask: number;
  /** Sum of the pays (for one unit bet) of all the final hands; a whole number. */
  total: number;
  draws: number;
}

/** Sums of the pays of every draw reaching `need` more cards, from the cards left at `start` onwards. */
function sumDraws(
  evaluator: Evaluator,
  left: readonly Card[],
  need: number,
  start: number,
  key: number,
  suits: number,
) {
  const { digit, suitBit, base, payOf } = evaluator;
  let sum = 0;
  if (need === 1) {
    for (let i = start; i < left.length; i++) {
      const card = left[i]!;
      const all = suits | suitBit[card]!;
      sum += payOf[(key * base + digit[card]!) * 2 + ((all & (all - 1)) === 0 ? 1 : 0)]!;
    }
    return sum;
  }
  for (let i = start; i <= left.length - need; i++) {
    const card = left[i]!;
    sum += sumDraws(evaluator, left, need - 1, i + 1, key * base + digit[card]!, suits | suitBit[card]!);
  }
  return sum;
}

/**
 * Every hold's total over all draws, by enumeration: for 5 dealt cards and 47 (or 48) left, C(52, 5) final hands
 * in all, about 2.6 million table lookups (a few tens of milliseconds).
 */
export function holdTotals(dealt: readonly Card[], id: VideoPokerId): HoldTotal[] {
  const evaluator = evaluatorOf(id);
  if (dealt.length !== 5 || new Set(dealt).size !== 5 || dealt.some((card) => !evaluator.deck.includes(card))) {
    throw new Error('video poker: a dealt hand is five different cards of the deck');
  }
  const left = evaluator.deck.filter((card) => !dealt.includes(card));
  return Array.from({ length: 32 }, (_, mask) => {
    const held = dealt.filter((_, position) => (mask >> position) & 1);
    const need = 5 - held.length;
    let key = 0;
    let suits = 0;
    for (const card of held) {
      key = key * evaluator.base + evaluator.digit[card]!;
      suits |= evaluator.suitBit[card]!;
    }
    const total =
      need === 0
        ? evaluator.payOf[key * 2 + ((suits & (suits - 1)) === 0 ? 1 : 0)]!
        : sumDraws(evaluator, left, need, 0, key, suits);
    return { mask, total, draws: combinations(left.length, need) };
  });
}

/** Whether hold a returns more than hold b: totals cross-multiplied, exact (products stay below 2^53). */
export const returnsMore = (a: HoldTotal, b: HoldTotal): boolean => a.total * b.draws > b.total * a.draws;

/** The expected pay of each hold (for one unit bet, stake included), exact, by mask. */
export const holdValues = (dealt: readonly Card[], id: VideoPokerId): Fraction[] =>
  holdTotals(dealt, id).map((hold) => fraction(hold.total, hold.draws));

/**
 * The optimal-strategy hold: the one with the highest exact expected pay over all draws (ties: `holdsInTieOrder`).
 * The game server plays it to finish a round the player abandoned.
 */
export function bestHold(dealt: readonly Card[], id: VideoPokerId): string {
  const totals = holdTotals(dealt, id);
  let best = totals[holdsInTieOrder[0]!]!;
  for (const mask of holdsInTieOrder) if (returnsMore(totals[mask]!, best)) best = totals[mask]!;
  return maskText(best.mask);
}
