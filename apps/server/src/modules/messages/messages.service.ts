import { type Language, languageSchema, type Message } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import { type MemberTexts, memberTexts } from './member-texts.js';
import { insertMessage, languageOfMember, type MessageRow } from './messages.repository.js';
import { fillTemplate, formatAmount, type MessageEvent, type Template } from './templates.js';

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

/** The language a member reads: its own when the site offers it, else the site's default. */
async function readingLanguage(db: Executor, site: Site, memberId: bigint): Promise<Language> {
  const stored = languageSchema.safeParse(await languageOfMember(db, memberId));
  return stored.success && site.brand.supportedLanguages.includes(stored.data)
    ? stored.data
    : site.brand.defaultLanguage;
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
  const language = await readingLanguage(db, site, memberId);
  const { title, body } = fillTemplate(memberTexts(language).money[event], {
    amount: formatAmount(site, values.amount, language),
    reason: values.reason ?? '',
  });
  await insertMessage(db, { siteId: site.id, memberId, kind: event, title, body });
}

/**
 * Writes a system message of another module (its own kind, its texts picked from the member texts of
 * `locales/`), in the member's language, inside the caller's transaction. The values are filled in
 * after `values(language)` words them.
 */
export async function sendMessage(
  db: Executor,
  site: Site,
  memberId: bigint,
  message: {
    kind: string;
    text: (texts: MemberTexts) => Template;
    values: (language: Language) => Record<string, string>;
  },
): Promise<void> {
  const language = await readingLanguage(db, site, memberId);
  const { title, body } = fillTemplate(message.text(memberTexts(language)), message.values(language));
  await insertMessage(db, { siteId: site.id, memberId, kind: message.kind, title, body });
}

export { type MemberTexts, memberTexts } from './member-texts.js';
export { formatAmount } from './templates.js';
