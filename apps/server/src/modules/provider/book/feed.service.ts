import type { BookFeed, BookFeedApplied } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { AppError } from '../../../platform/errors.js';
import { recordAudit } from '../../operator/operator.service.js';
import { type GameVendors, gameServerProvider } from '../vendors/game-vendor.js';

export interface FeedSender {
  operatorId: bigint;
  siteId: number;
  /** The sites the operator acts on; null: every site. */
  siteIds: number[] | null;
}

/**
 * The operator's feed of real-world fixtures, markets, prices and results, forwarded whole to the game server's
 * sportsbook (bookFeedSchema; the vendor applies it whole or not at all, and the same document twice changes
 * nothing). Fixtures are the book's, shared by every site of the vendor, so only an owner of every site sends one.
 * What it changed is audited.
 */
export async function sendBookFeed(
  db: Database,
  vendors: GameVendors,
  sender: FeedSender,
  document: BookFeed,
): Promise<BookFeedApplied> {
  if (sender.siteIds !== null) {
    throw new AppError('FORBIDDEN', { message: 'the sportsbook feed is for an owner of every site' });
  }
  const book = vendors.get(gameServerProvider)?.book;
  if (!book) throw new AppError('VENDOR_UNAVAILABLE', { field: 'body' });
  const applied = await book.feed(document);
  await recordAudit(db, {
    operatorId: sender.operatorId,
    siteId: sender.siteId,
    action: 'sportsbook.feed',
    subject: gameServerProvider,
    details: { ...applied },
  });
  return applied;
}
