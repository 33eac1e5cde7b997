import { type HouseGame, houseGameById } from '@portal/house-games';
import { liveTitleOf } from '../live/live-titles.js';

/**
 * Which house game a title plays, from its game code alone, as a vendor knows its catalogue: a table or video
 * poker title is its game's name and an edition ('blackjack-pro', 'jacks-or-better-multi-hand'); an arcade title
 * is a theme word and its game ('neon-minefield'); scratch cards and bingo rooms end in their kind. Anything else
 * is a slot. The edition sets the table's limits and pace, never its maths.
 */
const leadingNames: readonly (readonly [slug: string, game: string])[] = [
  ['blackjack', 'blackjack'],
  ['european-roulette', 'european-roulette'],
  ['american-roulette', 'american-roulette'],
  ['baccarat', 'baccarat'],
  ['sic-bo', 'sic-bo'],
  ['three-card-poker', 'three-card-poker'],
  ['casino-hold-em', 'casino-holdem'],
  ['red-dog', 'red-dog'],
  ['dragon-tiger', 'dragon-tiger'],
  ['pai-gow', 'pai-gow'],
  ['andar-bahar', 'andar-bahar'],
  ['craps', 'craps'],
  ['caribbean-stud', 'caribbean-stud'],
  ['fan-tan', 'fan-tan'],
  ['jacks-or-better', 'jacks-or-better'],
  ['deuces-wild', 'deuces-wild'],
  ['joker-poker', 'joker-poker'],
  ['double-bonus-poker', 'double-bonus-poker'],
  ['bonus-poker', 'bonus-poker'],
  ['aces-and-faces', 'aces-and-faces'],
  ['tens-or-better', 'tens-or-better'],
  ['all-american', 'all-american'],
];

const trailingNames: readonly (readonly [slug: string, game: string])[] = [
  ['plinko', 'plinko'],
  ['minefield', 'mines'],
  ['crash', 'crash'],
  ['dice', 'dice'],
  ['hi-lo', 'hi-lo'],
  ['limbo', 'limbo'],
  ['tower', 'tower'],
  ['wheel', 'wheel'],
  ['jet', 'jet'],
  ['balloon', 'balloon'],
  ['coin-flip', 'coin-flip'],
  ['goal', 'goal'],
  ['scratch', 'scratch-card'],
  ['bingo', 'bingo'],
];

export const editions = ['classic', 'pro', 'vip', 'multi-hand', 'gold', 'mini', 'turbo', 'deluxe'] as const;
export type Edition = (typeof editions)[number];

export interface HouseTitle {
  game: HouseGame;
  edition: Edition | null;
}

/** The house game a code plays, or null: a slot, a live table (live-titles.ts), or a game with no engine yet. */
export function houseTitleOf(gameCode: string): HouseTitle | null {
  if (liveTitleOf(gameCode)) return null;
  for (const [slug, id] of leadingNames) {
    if (gameCode !== slug && !gameCode.startsWith(`${slug}-`)) continue;
    const game = houseGameById(id);
    if (!game) return null;
    const rest = gameCode.slice(slug.length + 1);
    return { game, edition: (editions as readonly string[]).includes(rest) ? (rest as Edition) : null };
  }
  for (const [slug, id] of trailingNames) {
    if (gameCode !== slug && !gameCode.endsWith(`-${slug}`)) continue;
    const game = houseGameById(id);
    return game ? { game, edition: null } : null;
  }
  return null;
}
