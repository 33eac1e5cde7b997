import { z } from 'zod';
import { bookLobbySchema } from './book-member.js';
import { fishingTableSchema } from './fishing.js';
import { slotTitleSchema } from './game-client.js';
import { houseGameInfoSchema } from './house-games.js';
import { liveTableInfoSchema } from './live-tables.js';

/** What the game client draws first for its session: a slot's window, a house game's table, a live table, a fishing
 * sea or a sportsbook's lobby. */
export const gameScreenSchema = z.union([
  z.object({ slot: slotTitleSchema }),
  z.object({ house: houseGameInfoSchema }),
  z.object({ live: liveTableInfoSchema }),
  z.object({ fishing: fishingTableSchema }),
  z.object({ book: bookLobbySchema }),
]);
export type GameScreen = z.infer<typeof gameScreenSchema>;
