import { type Card, rankOf, suitOf } from '../cards.js';

/**
 * Poker hand values as plain numbers, so hands compare with < and ===: the category times 16^5 plus up to five
 * ranks (0 = two ... 12 = ace) in the order that breaks ties, one per hexadecimal digit. Rank-based, without
 * lookup tables: counts per rank and rank bitmasks per suit, fast enough for millions of hands in a test.
 */
export const FIVE_CARD_CATEGORIES = [
  'high-card',
  'pair',
  'two-pair',
  'three-of-a-kind',
  'straight',
  'flush',
  'full-house',
  'four-of-a-kind',
  'straight-flush',
] as const;
export type PokerCategory = (typeof FIVE_CARD_CATEGORIES)[number] | 'royal-flush';

const CATEGORY_UNIT = 16 ** 5;

function pack(category: number, ranks: readonly number[]): number {
  let value = category;
  for (let i = 0; i < 5; i++) value = value * 16 + (ranks[i] ?? 0);
  return value;
}

export const categoryIndexOf = (value: number): number => Math.floor(value / CATEGORY_UNIT);
/** The rank in the first tie-break place: a straight's top card, a pair's rank, the highest card. */
export const leadRankOf = (value: number): number => Math.floor(value / 16 ** 4) % 16;

/** The category's name; a straight flush to the ace is a royal flush. */
export function categoryOf(value: number): PokerCategory {
  const category = FIVE_CARD_CATEGORIES[categoryIndexOf(value)]!;
  return category === 'straight-flush' && leadRankOf(value) === 12 ? 'royal-flush' : category;
}

/** The top rank of the highest straight in a rank bitmask (3 for the wheel A-2-3-4-5), or -1. */
function straightTop(mask: number): number {
  const withLowAce = (mask << 1) | ((mask >> 12) & 1);
  for (let top = 12; top >= 3; top--) if (((withLowAce >> (top - 3)) & 0x1f) === 0x1f) return top;
  return -1;
}

/** The n highest ranks set in a bitmask, leaving out one rank set in `except`. */
function highRanks(mask: number, n: number, except = 0): number[] {
  const ranks: number[] = [];
  for (let rank = 12; rank >= 0 && ranks.length < n; rank--) {
    if (mask & (1 << rank) && !(except & (1 << rank))) ranks.push(rank);
  }
  return ranks;
}

const rankCounts = new Uint8Array(13);
const suitMasks = new Uint16Array(4);
const suitCounts = new Uint8Array(4);

/** The value of the best five-card hand among 5 to 7 cards (Caribbean stud's five, hold'em's seven). */
export function pokerValue(cards: readonly Card[]): number {
  rankCounts.fill(0);
  suitMasks.fill(0);
  suitCounts.fill(0);
  let rankMask = 0;
  for (const card of cards) {
    const rank = rankOf(card);
    const suit = suitOf(card);
    rankCounts[rank]!++;
    suitMasks[suit]! |= 1 << rank;
    suitCounts[suit]!++;
    rankMask |= 1 << rank;
  }
  let flushMask = 0;
  for (let suit = 0; suit < 4; suit++) if (suitCounts[suit]! >= 5) flushMask = suitMasks[suit]!;
  if (flushMask) {
    const top = straightTop(flushMask);
    if (top >= 0) return pack(8, [top]);
  }
  let quads = -1;
  const trips: number[] = [];
  const pairs: number[] = [];
  for (let rank = 12; rank >= 0; rank--) {
    const count = rankCounts[rank]!;
    if (count === 4) quads = rank;
    else if (count === 3) trips.push(rank);
    else if (count === 2) pairs.push(rank);
  }
  if (quads >= 0) return pack(7, [quads, ...highRanks(rankMask, 1, 1 << quads)]);
  const [topTrips, secondTrips] = trips;
  if (topTrips !== undefined && (secondTrips !== undefined || pairs.length > 0)) {
    return pack(6, [topTrips, Math.max(secondTrips ?? -1, pairs[0] ?? -1)]);
  }
  if (flushMask) return pack(5, highRanks(flushMask, 5));
  const top = straightTop(rankMask);
  if (top >= 0) return pack(4, [top]);
  if (topTrips !== undefined) return pack(3, [topTrips, ...highRanks(rankMask, 2, 1 << topTrips)]);
  const [highPair, lowPair] = pairs;
  if (highPair !== undefined && lowPair !== undefined) {
    return pack(2, [highPair, lowPair, ...highRanks(rankMask, 1, (1 << highPair) | (1 << lowPair))]);
  }
  if (highPair !== undefined) return pack(1, [highPair, ...highRanks(rankMask, 3, 1 << highPair)]);
  return pack(0, highRanks(rankMask, 5));
}

/** The value of a high-card hand of these ranks (a qualifying threshold such as ace-king or queen-high). */
export const highCardValue = (ranks: readonly number[]): number => pack(0, ranks);
export const pairValue = (rank: number): number => pack(1, [rank]);

/** Three-card poker's ranking, where a straight beats a flush: its categories from the lowest. */
export const THREE_CARD_CATEGORIES = [
  'high-card',
  'pair',
  'flush',
  'straight',
  'three-of-a-kind',
  'straight-flush',
] as const;
export type ThreeCardCategory = (typeof THREE_CARD_CATEGORIES)[number];

/** The value of a three-card hand (A-2-3 is the lowest straight, Q-K-A the highest). */
export function threeCardValue(cards: readonly Card[]): number {
  const ranks = cards.map(rankOf).sort((a, b) => b - a);
  const [high, middle, low] = ranks as [number, number, number];
  const flush = suitOf(cards[0]!) === suitOf(cards[1]!) && suitOf(cards[1]!) === suitOf(cards[2]!);
  const straightHigh =
    high === middle + 1 && middle === low + 1 ? high : high === 12 && middle === 1 && low === 0 ? 1 : -1;
  if (straightHigh >= 0) return pack(flush ? 5 : 3, [straightHigh]);
  if (high === low) return pack(4, [high]);
  if (high === middle || middle === low) return pack(1, [middle, high === middle ? low : high]);
  return pack(flush ? 2 : 0, ranks);
}

export const threeCardCategoryOf = (value: number): ThreeCardCategory => THREE_CARD_CATEGORIES[categoryIndexOf(value)]!;
