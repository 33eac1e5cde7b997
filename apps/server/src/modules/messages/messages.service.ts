import { type Language, languageSchema, type Message } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import { insertMessage, languageOfMember, type MessageRow } from './messages.repository.js';
import { formatAmount, type MessageEvent, renderMessage } from './templates.js';

export function messageView(row: MessageRow): Message {
  return {
    id: String(row.id),
    kind: row.kind,
    title: row.title,
    body: row.body,
    read: row.readAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Writes a system message on a money event, in the member's language, inside the caller's
 * transaction: the message exists exactly when the event does.
 */
export async function sendMoneyMessage(
  db: Executor,
  site: Site,
  memberId: bigint,
  event: MessageEvent,
  values: { amount: bigint; reason?: string },
): Promise<void> {
  const stored = languageSchema.safeParse(await languageOfMember(db, memberId));
  const language: Language =
    stored.success && site.brand.supportedLanguages.includes(stored.data) ? stored.data : site.brand.defaultLanguage;
  const { title, body } = renderMessage(event, language, {
    amount: formatAmount(site, values.amount, language),
    reason: values.reason ?? '',
  });
  await insertMessage(db, { siteId: site.id, memberId, kind: event, title, body });
}

/** The member's unread messages (member info, the inbox badge). */
/** The inbox: a page of messages, reading and deleting one (each scoped to its member). */
export { deleteMessage, markRead, messagePage, unreadCount } from './messages.repository.js';
