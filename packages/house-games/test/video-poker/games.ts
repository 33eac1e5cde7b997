import type { HouseGame } from '../../src/game.js';
import { type VideoPokerState, videoPokerGames } from '../../src/video-poker/index.js';
import type { VideoPokerId } from '../../src/video-poker/pay-tables.js';

/** A video poker game by id, typed with its state. */
export function gameOf(id: VideoPokerId): HouseGame<VideoPokerState> {
  const game = videoPokerGames.find((candidate) => candidate.id === id);
  if (!game) throw new Error(`no video poker game ${id}`);
  return game as HouseGame<VideoPokerState>;
}
