import type { Feedback, FeedbackRequest, FeedbackType, Language } from '@portal/contracts';
import { feedbackTypeSchema } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { sendMessage } from '../messages/messages.service.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repository from './feedback.repository.js';
import { quoteOf } from './feedback-templates.js';

const typeOf = (value: string): FeedbackType => feedbackTypeSchema.catch('OTHER').parse(value);

export function feedbackView(row: repository.FeedbackRow): Feedback {
  return {
    id: String(row.id),
    questionType: typeOf(row.questionType),
    content: row.content,
    answer: row.answer,
    createdAt: row.createdAt.toISOString(),
    answeredAt: row.answeredAt?.toISOString() ?? null,
  };
}

const operatorView = (row: repository.FeedbackRow, account: string) => ({
  ...feedbackView(row),
  account,
  language: row.language,
});

/** PUT /wps/feedback: the contracts' schema has already held the type and the word count. */
export async function sendFeedback(
  db: Database,
  site: Site,
  memberId: bigint,
  language: Language,
  request: FeedbackRequest,
): Promise<Feedback> {
  const row = await repository.insertFeedback(db, {
    siteId: site.id,
    memberId,
    questionType: request.questionType,
    content: request.content,
    language,
  });
  return feedbackView(row);
}

export async function myFeedback(db: Database, memberId: bigint, page: number, pageSize: number) {
  const { rows, total } = await repository.memberPage(db, memberId, page, pageSize);
  return { items: rows.map(feedbackView), page, pageSize, total };
}

export async function siteFeedback(
  db: Database,
  site: Site,
  query: { page: number; pageSize: number; answered?: 'true' | 'false' },
) {
  const answered = query.answered === undefined ? undefined : query.answered === 'true';
  const { rows, total } = await repository.sitePage(db, site.id, answered, query.page, query.pageSize);
  return {
    items: rows.map((row) => operatorView(row, row.account)),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

/**
 * An operator answers a feedback of its site once: the answer, the inbox message (in the member's
 * language) and the audit entry are one transaction, so a member never sees half of it.
 */
export async function answerFeedback(
  db: Database,
  site: Site,
  operatorId: bigint,
  id: bigint,
  text: string,
  now: Date,
) {
  return db.transaction(async (tx) => {
    const row = await repository.answerOnce(tx, site.id, id, { text, operatorId, at: now });
    if (!row) {
      const existing = await repository.findOnSite(tx, site.id, id);
      if (!existing) throw new AppError('NOT_FOUND', { field: 'params.id' });
      throw new AppError('CONFLICT', { field: 'params.id', message: 'this feedback is already answered' });
    }
    await sendMessage(tx, site, row.memberId, {
      kind: 'feedback_answer',
      text: (texts) => texts.feedback.answer,
      values: () => ({ answer: text, question: quoteOf(row.content) }),
    });
    await recordAudit(tx, {
      operatorId,
      siteId: site.id,
      action: 'feedback.answer',
      subject: String(row.id),
      details: { memberId: String(row.memberId), questionType: row.questionType },
    });
    return operatorView(row, await repository.accountOf(tx, row.memberId));
  });
}
