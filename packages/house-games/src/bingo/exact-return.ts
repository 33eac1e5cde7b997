import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';
import { BALLS, BALLS_DRAWN } from './card.js';
import { bestPatternIndex, CARD_CELLS, FREE_CELL, PATTERN_CELL_SETS, PAY_TABLE } from './patterns.js';

/**
 * The exact odds of each pattern being a card's best. The balls are a uniform 30 of 75 and a card holds 24
 * distinct numbers, so the number K of its numbers drawn is hypergeometric and, given K, which K are drawn is
 * uniform over the card's cells (whatever the numbers are). One marked set of K cells therefore has probability
 * C(51, 30 - K) / C(75, 30), and a pattern's odds are the sum of that over the 2^24 marked sets whose best it is.
 * Index = PAY_TABLE's. The rules carry the resulting return as a constant (BINGO_RETURN); tests rerun this.
 */
export function bestPatternOdds(): Fraction[] {
  return oddsFromHits(countBestByHalves());
}

/** The return of one card: each best pattern's probability times its multiple. */
export const bingoReturnOf = (odds: readonly Fraction[]): Fraction =>
  odds.reduce(
    (sum, odd, index) => fractionAdd(sum, fractionMul(odd, fraction(PAY_TABLE[index]!.multiple))),
    fraction(0),
  );

/** bingoReturnOf(bestPatternOdds()) for the pay table of patterns.ts, 94.948 % (a test recomputes it). */
export const BINGO_RETURN: Fraction = fraction(1128237112990426931n, 1188266611893530360n);

const NUMBER_CELLS = CARD_CELLS - 1;
const FREE_BIT = 1 << FREE_CELL;
/** hits[K][pattern index]: marked sets of K card numbers whose best pattern is that one. */
type Hits = number[][];
const emptyHits = (): Hits =>
  Array.from({ length: NUMBER_CELLS + 1 }, () => new Array<number>(PAY_TABLE.length).fill(0));

/**
 * The count by halves, about a hundred times faster than all 2^24 sets: the best pattern depends on a marking only
 * through which of PATTERN_CELL_SETS are wholly marked, and a set is wholly marked when both halves of the card
 * mark their parts of it. So each half's 2^12 markings are grouped by (their count, which parts they complete),
 * and one marking per pair of groups stands for all of the pair's combinations.
 */
function countBestByHalves(): Hits {
  const topCells = (1 << FREE_CELL) - 1;
  const bottomCells = (2 ** CARD_CELLS - 1) & ~topCells & ~FREE_BIT;
  const hits = emptyHits();
  const bottoms = [...groupHalf(bottomCells).values()];
  for (const top of groupHalf(topCells).values()) {
    for (const bottom of bottoms) {
      const best = bestPatternIndex(top.marking | FREE_BIT | bottom.marking);
      if (best >= 0) hits[top.marked + bottom.marked]![best]! += top.count * bottom.count;
    }
  }
  return hits;
}

/** A half's markings, grouped: one marking of each group, how many it stands for, and how many cells it marks. */
function groupHalf(halfCells: number): Map<number, { marking: number; count: number; marked: number }> {
  const cells = Array.from({ length: CARD_CELLS }, (_, cell) => cell).filter((cell) => (halfCells >> cell) & 1);
  const groups = new Map<number, { marking: number; count: number; marked: number }>();
  for (let subset = 0; subset < 2 ** cells.length; subset++) {
    const marking = cells.reduce((mask, cell, i) => ((subset >> i) & 1 ? mask | (1 << cell) : mask), 0);
    const marked = bitCount(subset);
    const key = PATTERN_CELL_SETS.reduce(
      (bits, set, i) => ((marking & set) === (set & halfCells) ? bits + 2 ** i : bits),
      marked * 2 ** PATTERN_CELL_SETS.length,
    );
    const group = groups.get(key);
    if (group) group.count++;
    else groups.set(key, { marking, count: 1, marked });
  }
  return groups;
}

/** The plain count over all 2^24 marked sets (seconds): the full-size test checks the halves against it. */
export function countBestByEverySet(): Hits {
  const hits = emptyHits();
  const lowBits = FREE_BIT - 1;
  for (let set = 0; set < 2 ** NUMBER_CELLS; set++) {
    const best = bestPatternIndex((set & lowBits) | FREE_BIT | ((set & ~lowBits) << 1));
    if (best >= 0) hits[bitCount(set)]![best]!++;
  }
  return hits;
}

export function oddsFromHits(hits: Hits): Fraction[] {
  const unseen = BALLS - NUMBER_CELLS;
  const allBallSets = binomial(BALLS, BALLS_DRAWN);
  return PAY_TABLE.map((_, index) =>
    fraction(
      hits.reduce(
        (sum, byPattern, drawnOnCard) => sum + BigInt(byPattern[index]!) * binomial(unseen, BALLS_DRAWN - drawnOnCard),
        0n,
      ),
      allBallSets,
    ),
  );
}

function bitCount(value: number): number {
  let count = 0;
  for (let rest = value; rest !== 0; rest &= rest - 1) count++;
  return count;
}

/** C(n, k) as an exact bigint; 0 outside 0 <= k <= n. */
export function binomial(n: number, k: number): bigint {
  if (k < 0 || k > n) return 0n;
  let result = 1n;
  for (let i = 0; i < k; i++) result = (result * BigInt(n - i)) / BigInt(i + 1);
  return result;
}
