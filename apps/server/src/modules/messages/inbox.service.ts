import type { Message } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import * as repository from './messages.repository.js';
import { messageView } from './messages.service.js';

/** The member's inbox, newest first (only unread ones when asked). */
export async function inboxPage(db: Database, memberId: bigint, page: number, pageSize: number, unreadOnly: boolean) {
  const { rows, total } = await repository.messagePage(db, memberId, page, pageSize, unreadOnly);
  return { items: rows.map(messageView), total };
}

/** Marks one of the member's messages read; null when the member has no such message. */
export async function readMessage(db: Database, memberId: bigint, id: bigint): Promise<Message | null> {
  const row = await repository.markRead(db, memberId, id);
  return row ? messageView(row) : null;
}

/** Deletes one of the member's messages; false when the member has no such message. */
export function deleteMessage(db: Database, memberId: bigint, id: bigint): Promise<boolean> {
  return repository.deleteMessage(db, memberId, id);
}

/** The badge on the message entry. */
export function unreadCount(db: Database, memberId: bigint): Promise<number> {
  return repository.unreadCount(db, memberId);
}
