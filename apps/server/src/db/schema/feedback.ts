import { feedbackTypes } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { bigint, bigserial, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { oneOf } from './one-of.js';
import { operators } from './operators.js';
import { sites } from './sites.js';

/**
 * Feedback a member sends (SPEC §3: question type, content), answered once by an operator; the answer
 * also goes to the member's inbox. `language` is the one the member wrote in, kept for the operator.
 */
export const feedback = pgTable(
  'feedback',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    memberId: bigint('member_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    questionType: text('question_type', { enum: feedbackTypes }).notNull(),
    content: text('content').notNull(),
    language: text('language').notNull(),
    answer: text('answer'),
    answeredBy: bigint('answered_by', { mode: 'bigint' }).references(() => operators.id),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('feedback_member').on(table.memberId, table.id),
    index('feedback_site').on(table.siteId, table.id),
    check('feedback_question_type', oneOf(table.questionType, feedbackTypes)),
    // An answer comes with who gave it and when, or not at all.
    check(
      'feedback_answered',
      sql`(${table.answer} IS NULL) = (${table.answeredAt} IS NULL) AND (${table.answer} IS NULL) = (${table.answeredBy} IS NULL)`,
    ),
  ],
);
