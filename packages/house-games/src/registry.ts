import { arcadeGames } from './arcade/index.js';
import { bingoGames } from './bingo/index.js';
import { cardTableGames } from './card-tables/index.js';
import type { HouseGame } from './game.js';
import { scratchGames } from './scratch/index.js';
import { tableGames } from './table/index.js';
import { videoPokerGames } from './video-poker/index.js';

/** Every house game, by id: what the game server plays and the game client verifies. */
export const houseGames: readonly HouseGame[] = [
  ...tableGames,
  ...cardTableGames,
  ...arcadeGames,
  ...videoPokerGames,
  ...scratchGames,
  ...bingoGames,
];

const byId = new Map(houseGames.map((game) => [game.id, game]));

export const houseGameById = (id: string): HouseGame | undefined => byId.get(id);
