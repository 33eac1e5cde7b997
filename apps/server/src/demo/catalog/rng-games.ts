import type { Random } from '../../platform/stable-random.js';
import { arcadeKinds, editions, tableKinds, videoPokerKinds } from './game-kinds.js';
import { adjectiveNoun, bingo, type Names, scratchCard, suffixed, termNames } from './names.js';
import { adjectives, jackpotSuffixes, nouns, slotSuffixes } from './slot-words.js';

/** The demo catalog's RNG games: the share of each sub-type, and a name, bet and lines per kind. */

export const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

/** Sub-types of RNG games with their share: plain slots (null) most of all. */
const rngShares: readonly (readonly [string | null, number])[] = [
  [null, 0.55],
  ['JP', 0.12],
  ['TG', 0.08],
  ['AC', 0.08],
  ['SC', 0.06],
  ['VP', 0.06],
  ['BG', 0.05],
];

export function rngSubType(random: Random): string | null {
  let roll = random();
  for (const [subType, share] of rngShares) {
    roll -= share;
    if (roll < 0) return subType;
  }
  return null;
}

const theme = (random: Random) => adjectiveNoun(pick(random, adjectives), pick(random, nouns));

/** A name, minimum bet and line count for an RNG game of a sub-type. */
export function rngGame(random: Random, subType: string | null): { names: Names; minBet: number; lineNum: number } {
  switch (subType) {
    case 'JP':
      return {
        names: suffixed(theme(random), pick(random, jackpotSuffixes)),
        minBet: pick(random, [10, 20, 50, 100]),
        lineNum: pick(random, [20, 25, 50]),
      };
    case 'TG':
      return {
        names: suffixed(termNames(pick(random, tableKinds)), pick(random, editions.slice(0, 8))),
        minBet: pick(random, [50, 100, 500, 1000]),
        lineNum: 0,
      };
    case 'VP':
      return {
        names: suffixed(termNames(pick(random, videoPokerKinds)), pick(random, editions.slice(0, 8))),
        minBet: pick(random, [25, 100, 500]),
        lineNum: 1,
      };
    case 'AC':
      return {
        names: adjectiveNoun(pick(random, adjectives), pick(random, arcadeKinds)),
        minBet: pick(random, [1, 10, 100]),
        lineNum: 0,
      };
    case 'SC':
      return { names: scratchCard(theme(random)), minBet: pick(random, [50, 100, 200, 500]), lineNum: 0 };
    case 'BG':
      return { names: bingo(theme(random)), minBet: pick(random, [10, 25, 50, 100]), lineNum: 0 };
    default: {
      const suffix = pick(random, slotSuffixes);
      const lineNum =
        suffix[0] === 'Megaways' ? 1024 : pick(random, [5, 9, 10, 15, 20, 25, 30, 40, 50, 100, 243, 1024]);
      return { names: suffixed(theme(random), suffix), minBet: pick(random, [1, 2, 5, 10, 20, 25, 50, 100]), lineNum };
    }
  }
}
