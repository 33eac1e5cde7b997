import { coinFlip } from './arcade/coin-flip.js';
import type { HouseGame } from './game.js';

/** Every house game, by id: what the game server plays and the game client verifies. */
export const houseGames: readonly HouseGame[] = [coinFlip];

const byId = new Map(houseGames.map((game) => [game.id, game]));

export const houseGameById = (id: string): HouseGame | undefined => byId.get(id);
