import { hash32, type Random, seededRandom } from '../../platform/stable-random.js';
import { centreEntries, editions, fishKinds, liveKinds, pvpKinds } from './game-kinds.js';
import { adjectiveNoun, type Names, sameEverywhere, slugOf, suffixed, termNames } from './names.js';
import { pick, rngGame, rngSubType } from './rng-games.js';
import { adjectives } from './slot-words.js';
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

/**
 * A brand-config transfer vendor's entries: its lobby (the book, named as the vendor), then its centre's entries (the
 * virtual sports, derbies, …) as the catalogue's studios of that centre have them after their own lobby.
 */
export function transferVendorGames(vendor: { code: string; name: string; category: CatalogCategory }): CatalogGame[] {
  const entries = vendorGames(vendor).filter((game) => game.isGame);
  return [lobbyGame(vendor), ...entries.map((game, index) => ({ ...game, sortOrder: index + 1 }))];
}

/** A transfer-mode vendor's lobby entry: the vendor's book, opened whole. */
function lobbyGame(vendor: { code: string; name: string; category: string }): CatalogGame {
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
