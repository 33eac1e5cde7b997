import { type CannedReply, type CannedReplyRequest, cannedRepliesPerLanguage } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repository from './canned-replies.repository.js';

/** Who changes a site's canned replies, for the audit log. */
export interface CannedActor {
  siteId: number;
  operatorId: bigint;
  ip: string;
}

const view = (row: repository.CannedReplyRow): CannedReply => ({
  id: String(row.id),
  language: row.language as CannedReply['language'],
  title: row.title,
  body: row.body,
  sortOrder: row.sortOrder,
  updatedAt: row.updatedAt.toISOString(),
});
const valuesOf = (request: CannedReplyRequest): repository.CannedReplyValues => ({
  language: request.language,
  title: request.title,
  body: request.body,
  sortOrder: request.sortOrder ?? 0,
});

export async function cannedRepliesOf(db: Database, siteId: number): Promise<CannedReply[]> {
  return (await repository.repliesOfSite(db, siteId)).map(view);
}

/** Refuses another reply in a language that has its share already; counted under the site's lock. */
async function assertRoomFor(tx: Executor, siteId: number, language: string): Promise<void> {
  if ((await repository.countInLanguage(tx, siteId, language)) >= cannedRepliesPerLanguage)
    throw new AppError('CONFLICT', {
      field: 'language',
      message: `a site keeps at most ${cannedRepliesPerLanguage} canned replies per language`,
    });
}

/** A new canned reply (id null) or a change of one of the site's; audited with before and after. */
export function saveCannedReply(db: Database, actor: CannedActor, id: bigint | null, request: CannedReplyRequest) {
  return db.transaction(async (tx) => {
    await repository.lockSiteReplies(tx, actor.siteId);
    const before = id === null ? null : await repository.lockReply(tx, actor.siteId, id);
    if (id !== null && !before) throw new AppError('NOT_FOUND', { field: 'id', message: 'no such canned reply' });
    const values = valuesOf(request);
    if (!before || before.language !== values.language) await assertRoomFor(tx, actor.siteId, values.language);
    const saved = before
      ? await repository.updateReply(tx, before.id, values)
      : await repository.insertReply(tx, actor.siteId, values);
    const after = view(saved);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: before ? 'service.canned.update' : 'service.canned.create',
      subject: `canned-reply:${after.id}`,
      details: { ip: actor.ip, before: before ? view(before) : null, after },
    });
    return after;
  });
}

export function removeCannedReply(db: Database, actor: CannedActor, id: bigint) {
  return db.transaction(async (tx) => {
    const before = await repository.lockReply(tx, actor.siteId, id);
    if (!before) throw new AppError('NOT_FOUND', { field: 'id', message: 'no such canned reply' });
    await repository.deleteReply(tx, before.id);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: 'service.canned.remove',
      subject: `canned-reply:${before.id}`,
      details: { ip: actor.ip, before: view(before), after: null },
    });
    return { id: String(before.id) };
  });
}
