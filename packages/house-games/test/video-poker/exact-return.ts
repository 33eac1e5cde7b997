import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';
import { combinations, type HoldTotal, holdsInTieOrder, returnsMore } from '../../src/video-poker/best-hold.js';
import { evaluatorOf, handKey } from '../../src/video-poker/evaluator.js';
import type { VideoPokerId } from '../../src/video-poker/pay-tables.js';

/**
 * The exact optimal-strategy return of a video poker game, over every one of the C(52, 5) deals (C(53, 5) with
 * the joker), in a few seconds rather than the hours of running `bestHold` on each deal:
 * 1. for every set S of 0 to 4 cards, count the final hands of each class that contain S (one pass over all
 *    five-card hands, adding each to its 31 proper subsets);
 * 2. for a deal D and a hold H, the final hands reachable are those containing H and no other card of D; by
 *    inclusion-exclusion that is sum over H <= S <= D of (-1)^|S - H| times the count of hands containing S,
 *    which a Mobius transform over D's 32 subsets gives for all holds at once.
 * Every count is a whole number below 2^53, so the result is an exact fraction.
 */
export interface ExactReturn {
  /** Per class (pay-table order, then 'nothing'): the probability of ending the round with it. */
  classProbabilities: Fraction[];
  classes: readonly string[];
  returnToPlayer: Fraction;
  /** A common denominator and the numerators over it, as written into returns.ts. */
  denominator: bigint;
  numerators: bigint[];
}

const binomials = Array.from({ length: 54 }, (_, n) => Array.from({ length: 6 }, (_, k) => combinations(n, k)));
const bitCount = Array.from({ length: 32 }, (_, mask) => (mask.toString(2).match(/1/g) ?? []).length);

/** The colex index of each of the 32 subsets of a sorted hand, among the subsets of its size. */
function subsetIndices(hand: readonly number[], into: Int32Array): void {
  for (let mask = 0; mask < 32; mask++) {
    let index = 0;
    let size = 0;
    for (let position = 0; position < 5; position++) {
      if ((mask >> position) & 1) index += binomials[hand[position]!]![++size]!;
    }
    into[mask] = index;
  }
}

/** Calls `visit` with every sorted five-card hand of a deck of `size` cards, in colex order. */
function forEachHand(size: number, visit: (hand: number[]) => void): void {
  const hand = [0, 0, 0, 0, 0];
  for (let e = 4; e < size; e++)
    for (let d = 3; d < e; d++)
      for (let c = 2; c < d; c++)
        for (let b = 1; b < c; b++)
          for (let a = 0; a < b; a++) {
            hand[0] = a;
            hand[1] = b;
            hand[2] = c;
            hand[3] = d;
            hand[4] = e;
            visit(hand);
          }
}

export function exactReturn(id: VideoPokerId): ExactReturn {
  const evaluator = evaluatorOf(id);
  const deckSize = evaluator.deck.length;
  const classCount = evaluator.classes.length;
  const pays = evaluator.pays;
  // Subsets of 0 to 4 cards: class counts and pay sums of the hands containing them; whole hands: their class.
  const counts = Array.from({ length: 5 }, (_, k) => new Int32Array(binomials[deckSize]![k]! * classCount));
  const paySums = Array.from({ length: 5 }, (_, k) => new Float64Array(binomials[deckSize]![k]!));
  const handClass = new Uint8Array(binomials[deckSize]![5]!);
  const indices = new Int32Array(32);
  let handIndex = 0;
  forEachHand(deckSize, (hand) => {
    const handClassIndex = evaluator.classOf[handKey(evaluator, hand)]!;
    handClass[handIndex++] = handClassIndex;
    subsetIndices(hand, indices);
    for (let mask = 0; mask < 31; mask++) {
      const size = bitCount[mask]!;
      counts[size]![indices[mask]! * classCount + handClassIndex]!++;
      paySums[size]![indices[mask]!]! += pays[handClassIndex]!;
    }
  });

  // Per number of cards drawn: the class counts reached by the best holds, summed over the deals.
  const reached = Array.from({ length: 6 }, () => new Float64Array(classCount));
  const draws = Array.from({ length: 6 }, (_, need) => binomials[deckSize - 5]![need]!);
  const totals: HoldTotal[] = Array.from({ length: 32 }, (_, mask) => ({ mask, total: 0, draws: 0 }));
  handIndex = 0;
  forEachHand(deckSize, (hand) => {
    const dealtClass = handClass[handIndex++]!;
    subsetIndices(hand, indices);
    for (let mask = 0; mask < 32; mask++) {
      const total = totals[mask]!;
      total.total = mask === 31 ? pays[dealtClass]! : paySums[bitCount[mask]!]![indices[mask]!]!;
      total.draws = draws[5 - bitCount[mask]!]!;
    }
    for (let bit = 1; bit < 32; bit <<= 1) {
      for (let mask = 0; mask < 32; mask++) if (!(mask & bit)) totals[mask]!.total -= totals[mask | bit]!.total;
    }
    let best = totals[holdsInTieOrder[0]!]!;
    for (const mask of holdsInTieOrder) if (returnsMore(totals[mask]!, best)) best = totals[mask]!;
    const into = reached[5 - bitCount[best.mask]!]!;
    for (let superset = best.mask; superset < 32; superset = (superset + 1) | best.mask) {
      const sign = (bitCount[superset]! - bitCount[best.mask]!) % 2 === 0 ? 1 : -1;
      if (superset === 31) {
        into[dealtClass]! += sign;
        continue;
      }
      const row = indices[superset]! * classCount;
      const subsetCounts = counts[bitCount[superset]!]!;
      for (let index = 0; index < classCount; index++) into[index]! += sign * subsetCounts[row + index]!;
    }
  });

  // Probability of a class: sum over draw counts of reached / C(left, drawn), over C(deck, 5) deals.
  const deals = BigInt(binomials[deckSize]![5]!);
  const lcmOfDraws = draws.reduce((lcm, value) => lcmOf(lcm, BigInt(value)), 1n);
  const denominator = deals * lcmOfDraws;
  const numerators = Array.from({ length: classCount }, (_, index) =>
    reached.reduce((sum, row, need) => sum + BigInt(row[index]!) * (lcmOfDraws / BigInt(draws[need]!)), 0n),
  );
  const classProbabilities = numerators.map((numerator) => fraction(numerator, denominator));
  const returnToPlayer = classProbabilities.reduce(
    (sum, probability, index) => fractionAdd(sum, fractionMul(probability, fraction(pays[index]!))),
    fraction(0),
  );
  return { classProbabilities, classes: evaluator.classes, returnToPlayer, denominator, numerators };
}

function lcmOf(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return (a / x) * b;
}
