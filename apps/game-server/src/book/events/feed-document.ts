import type { bookFeedSchema } from '@portal/contracts';
import type { z } from 'zod';
import { VendorFailure } from '../../platform/failures.js';

/** The operator's feed as the route has parsed it (defaults filled in). */
export type FeedDocument = z.output<typeof bookFeedSchema>;
export type FeedFixture = FeedDocument['fixtures'][number];
export type FeedMarket = FeedFixture['markets'][number];

/**
 * A feed the book refuses as a whole (400 FEED_INVALID), naming the field in the document's own terms
 * (`fixtures.0.markets.2.selections.1.code`): the transaction it was thrown in writes nothing.
 */
export const feedRefused = (field: string, message: string) =>
  new VendorFailure(400, 'FEED_INVALID', `${field}: ${message}`, field);

/** The index of each entry whose key an earlier entry already had (a document lists each thing once). */
export function firstRepeat<T>(entries: readonly T[], keyOf: (entry: T) => string): number {
  const seen = new Set<string>();
  for (const [index, entry] of entries.entries()) {
    const key = keyOf(entry);
    if (seen.has(key)) return index;
    seen.add(key);
  }
  return -1;
}

/** The prefix of the book's own leagues: the operator's feed never writes into a virtual league. */
export const virtualLeaguePrefix = 'virtual-';
