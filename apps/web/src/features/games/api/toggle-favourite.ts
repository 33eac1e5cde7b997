import { type favouriteSchema, favouriteToggleSchema, relayPath } from '@portal/contracts';
import type { z } from 'zod';
import { request } from '../../../lib/http';
import { withQuery } from '../../../lib/search-params';

/** Relay MCSFE_addFavoriteGameV2 (POST nodeId, vendor, gameType). */
type Favourite = z.input<typeof favouriteSchema>;

export function addFavourite(favourite: Favourite) {
  return request(relayPath('MCSFE_addFavoriteGameV2'), favouriteToggleSchema, { method: 'POST', body: favourite });
}

/** Relay MCSFE_removeFavoriteGameV2 (DELETE; the relay reads a DELETE's input from the query). */
export function removeFavourite(favourite: Favourite) {
  return request(withQuery(relayPath('MCSFE_removeFavoriteGameV2'), { ...favourite }), favouriteToggleSchema, {
    method: 'DELETE',
  });
}
