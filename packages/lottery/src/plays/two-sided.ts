// Two-sided (credit) plays: each area reads one quantity off the result (a ball, a sum, a pair of balls), every
// picked option of an area is one bet, and a judge says whether that option hits, is pushed or loses. The rates
// come from the same judge applied to the quantity's exact law, so settlement and odds cannot disagree.
import { uniform, type Weighted } from '../combinatorics.js';
import { fraction } from '../fraction.js';
import type { DrawContext, DrawResult } from '../types.js';
import {
  area,
  assertOption,
  definitionOf,
  indices,
  type PlayHeader,
  type PlayRules,
  picksOf,
  positionKey,
  tallyOutcome,
} from './model.js';

export type Verdict = 'hit' | 'push' | 'lose';

export interface TwoSidedArea<T> {
  key: string;
  read(result: DrawResult): T;
}

export interface TwoSidedSpec<T> {
  header: PlayHeader;
  areas: readonly TwoSidedArea<T>[];
  options: readonly string[];
  /** Options grouped so that one draw hits at most one option of a group; every option is in a group. */
  exclusive: readonly (readonly string[])[];
  /** The law of the quantity each area reads (the same for every area), computed on first use. */
  law: () => Weighted<T>;
  judge(option: string, value: T, context: DrawContext): Verdict;
}

export function twoSidedPlay<T>(spec: TwoSidedSpec<T>): PlayRules {
  const areas = spec.areas.map(({ key }) => area(key, spec.options, 0, spec.options.length));
  const definition = definitionOf(spec.header, areas, spec.options);
  let law: Weighted<T> | undefined;
  const lawOnce = () => {
    law ??= spec.law();
    return law;
  };
  return {
    definition,
    countBets: (selection) => selection.reduce((sum, picks) => sum + picks.length, 0),
    settle: (selection, result, context) => {
      const hits = new Map<string, number>();
      let pushes = 0;
      spec.areas.forEach((side, areaIndex) => {
        const value = side.read(result);
        for (const option of picksOf(selection, areaIndex)) {
          const verdict = spec.judge(option, value, context);
          if (verdict === 'hit') hits.set(option, (hits.get(option) ?? 0) + 1);
          else if (verdict === 'push') pushes++;
        }
      });
      return tallyOutcome(spec.options, hits, pushes);
    },
    rates: (option, context) => {
      assertOption(definition, option);
      const total: Record<Verdict, bigint> = { hit: 0n, push: 0n, lose: 0n };
      for (const [value, weight] of lawOnce()) total[spec.judge(option, value, context)] += weight;
      const all = total.hit + total.push + total.lose;
      return { hitRate: fraction(total.hit, all), pushRate: fraction(total.push, all) };
    },
    maxHits: (selection) =>
      selection.reduce(
        (sum, picks) => sum + spec.exclusive.filter((group) => group.some((option) => picks.includes(option))).length,
        0,
      ),
  };
}

export const BIG_SMALL_ODD_EVEN = ['BIG', 'SMALL', 'ODD', 'EVEN'] as const;
export const BIG_SMALL_ODD_EVEN_GROUPS = [
  ['BIG', 'SMALL'],
  ['ODD', 'EVEN'],
] as const;

export interface BigSmallRule {
  /** The smallest big value; every value below it (and not pushed) is small. */
  bigFrom: number;
  /** Values that refund big/small bets (LHC 49, 11X5 ball 11 and sum 30, LF sum 84). */
  pushesBigSmall?: (value: number) => boolean;
  /** Values that refund odd/even bets (LHC 49, 11X5 ball 11). */
  pushesOddEven?: (value: number) => boolean;
}

export const bigSmallOddEvenJudge =
  ({ bigFrom, pushesBigSmall, pushesOddEven }: BigSmallRule) =>
  (option: string, value: number): Verdict => {
    const bigSmall = option === 'BIG' || option === 'SMALL';
    if ((bigSmall ? pushesBigSmall : pushesOddEven)?.(value)) return 'push';
    const won = bigSmall ? value >= bigFrom === (option === 'BIG') : (value % 2 === 1) === (option === 'ODD');
    return won ? 'hit' : 'lose';
  };

/** Dragon: the first ball is higher; tiger: the second. A tie, where possible, is a loss for both (see SSC). */
export const dragonTigerJudge = (option: string, [first, second]: readonly [number, number]): Verdict => {
  const winner = first > second ? 'DRAGON' : first < second ? 'TIGER' : 'TIE';
  return option === winner ? 'hit' : 'lose';
};

/** Big/small/odd/even of each of the first `count` numbers of the result, one area per position. */
export function positionsBigSmallPlay(
  header: PlayHeader,
  count: number,
  values: readonly number[],
  rule: BigSmallRule,
) {
  return twoSidedPlay({
    header,
    areas: indices(count).map((position) => ({
      key: positionKey(position),
      read: (result) => Number(result[position]),
    })),
    options: BIG_SMALL_ODD_EVEN,
    exclusive: BIG_SMALL_ODD_EVEN_GROUPS,
    // Every position of a draw is equally likely to show each value (digits are independent, balls exchangeable).
    law: () => uniform(values),
    judge: bigSmallOddEvenJudge(rule),
  });
}

/** Big/small/odd/even of the sum of the first `count` numbers, one area 'options'. */
export function sumBigSmallPlay(header: PlayHeader, count: number, law: () => Weighted<number>, rule: BigSmallRule) {
  return twoSidedPlay({
    header,
    areas: [{ key: 'options', read: (result) => sumOfFirst(result, count) }],
    options: BIG_SMALL_ODD_EVEN,
    exclusive: BIG_SMALL_ODD_EVEN_GROUPS,
    law,
    judge: bigSmallOddEvenJudge(rule),
  });
}

/** Two positions of the result compared; `key` names the area ('options' when a play has one pair). */
export interface ComparedPair {
  key: string;
  first: number;
  second: number;
}

export function dragonTigerPlay(
  header: PlayHeader,
  pairs: readonly ComparedPair[],
  options: readonly string[],
  law: () => Weighted<readonly [number, number]>,
) {
  return twoSidedPlay({
    header,
    areas: pairs.map(({ key, first, second }) => ({
      key,
      read: (result) => [Number(result[first]), Number(result[second])] as const,
    })),
    options,
    exclusive: [options],
    law,
    judge: dragonTigerJudge,
  });
}

export const sumOfFirst = (result: DrawResult, count: number): number =>
  result.slice(0, count).reduce((sum, number) => sum + Number(number), 0);
