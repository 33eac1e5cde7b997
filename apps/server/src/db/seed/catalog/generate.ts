import { hash32 } from '../../../modules/games/stable-hash.js';
import {
  arcadeKinds,
  centreEntries,
  editions,
  fishKinds,
  liveKinds,
  pvpKinds,
  tableKinds,
  videoPokerKinds,
} from './game-kinds.js';
import { adjectiveNoun, bingo, type Names, sameEverywhere, scratchCard, slugOf, suffixed, termNames } from './names.js';
import { adjectives, jackpotSuffixes, nouns, slotSuffixes } from './slot-words.js';
import type { CatalogCategory } from './vendors.js';

/** One generated game, as the games table stores it (min bet in US cents, the providers' reference unit). */
export interface CatalogGame {
  vendorCode: string;
  gameCode: string;
  gameName: string;
  names: Names;
  category: CatalogCategory;
  subType: string | null;
  isGame: boolean;
  minBet: number;
  lineNum: number;
  freeTrial: boolean;
  hotRank: number | null;
  isNew: boolean;
  sortOrder: number;
}

type Random = () => number;

/** mulberry32: a small seeded generator; demo data needs repeatability, not secrecy. */
export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

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

function rngSubType(random: Random): string | null {
  let roll = random();
  for (const [subType, share] of rngShares) {
    roll -= share;
    if (roll < 0) return subType;
  }
  return null;
}

const theme = (random: Random) => adjectiveNoun(pick(random, adjectives), pick(random, nouns));

/** A name, minimum bet and line count for an RNG game of a sub-type. */
function rngGame(random: Random, subType: string | null): { names: Names; minBet: number; lineNum: number } {
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

interface Draft {
  names: Names;
  subType: string | null;
  isGame: boolean;
  minBet: number;
  lineNum: number;
  freeTrial: boolean;
}

/** The drafts of one vendor's games, before codes, order and marks. */
function vendorDrafts(random: Random, category: CatalogCategory, seed: number): Draft[] {
  const drafts: Draft[] = [];
  if (category === 'RNG') {
    const count = 380 + (seed % 200);
    for (let index = 0; index < count; index++) {
      const subType = rngSubType(random);
      drafts.push({ ...rngGame(random, subType), subType, isGame: true, freeTrial: random() < 0.75 });
    }
  } else if (category === 'LIVE') {
    const dealt = new Map<number, number>();
    for (let index = 0; index < 30 + (seed % 20); index++) {
      // Squaring skews towards the first kinds: a live studio deals far more baccarat than money wheels.
      const kind = Math.floor(random() ** 2 * liveKinds.length);
      const table = (dealt.get(kind) ?? 0) + 1;
      dealt.set(kind, table);
      const names = suffixed(termNames(liveKinds[kind]!), [
        String(table),
        String(table),
        String(table),
        String(table),
        String(table),
      ]);
      drafts.push({
        names,
        subType: null,
        isGame: true,
        minBet: pick(random, [100, 500, 1000, 2500, 5000]),
        lineNum: 0,
        freeTrial: false,
      });
    }
  } else if (category === 'FISH') {
    for (let index = 0; index < 24 + (seed % 12); index++) {
      const names = adjectiveNoun(pick(random, adjectives), pick(random, fishKinds));
      drafts.push({
        names,
        subType: null,
        isGame: true,
        minBet: pick(random, [1, 5, 10, 50]),
        lineNum: 0,
        freeTrial: random() < 0.6,
      });
    }
  } else if (category === 'PVP') {
    for (let index = 0; index < 45 + (seed % 25); index++) {
      const names = suffixed(termNames(pick(random, pvpKinds)), pick(random, editions));
      drafts.push({
        names,
        subType: null,
        isGame: true,
        minBet: pick(random, [10, 50, 100, 500]),
        lineNum: 0,
        freeTrial: random() < 0.2,
      });
    }
  } else {
    centreEntries[category].forEach((entry, index) => {
      const minBet = category === 'COCKFIGHT' ? 500 : 100;
      drafts.push({ names: termNames(entry), subType: null, isGame: index > 0, minBet, lineNum: 0, freeTrial: false });
    });
  }
  return drafts;
}

/** One vendor's games: unique codes (a repeated name is dropped), an order, and a few new ones. */
export function vendorGames(vendor: { code: string; category: CatalogCategory; isNew?: boolean }): CatalogGame[] {
  const seed = hash32(vendor.code);
  const random = seededRandom(seed);
  const codes = new Set<string>();
  const games: CatalogGame[] = [];
  for (const draft of vendorDrafts(random, vendor.category, seed)) {
    const gameCode = slugOf(draft.names.EN);
    if (codes.has(gameCode)) continue;
    codes.add(gameCode);
    const isNew = random() < (vendor.isNew ? 0.25 : 0.03);
    games.push({
      ...draft,
      vendorCode: vendor.code,
      gameCode,
      gameName: draft.names.EN,
      category: vendor.category,
      hotRank: null,
      isNew,
      sortOrder: games.length,
    });
  }
  return games;
}

/** A transfer-mode vendor's single lobby entry (its games live in its own wallet's world). */
export function lobbyGame(vendor: { code: string; name: string; category: string }): CatalogGame {
  return {
    vendorCode: vendor.code,
    gameCode: 'lobby',
    gameName: vendor.name,
    names: sameEverywhere(vendor.name),
    category: vendor.category as CatalogCategory,
    subType: null,
    isGame: false,
    minBet: 100,
    lineNum: 0,
    freeTrial: false,
    hotRank: null,
    isNew: false,
    sortOrder: 0,
  };
}

/** Ranks `count` games of the playable categories as hot, in a shuffled but repeatable order. */
export function rankHotGames(games: CatalogGame[], count: number): void {
  const eligible = games.filter((game) => game.isGame && ['RNG', 'LIVE', 'FISH', 'PVP'].includes(game.category));
  const random = seededRandom(hash32('hot-games'));
  for (let index = eligible.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [eligible[index], eligible[other]] = [eligible[other]!, eligible[index]!];
  }
  eligible.slice(0, count).forEach((game, index) => {
    game.hotRank = index + 1;
  });
}
