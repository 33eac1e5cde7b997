import { z } from 'zod';
import { pageOf, pageQuerySchema } from './cashier.js';
import { successEnvelope } from './envelope.js';
import { languageSchema } from './locale.js';

/** GET /wps/system/helpCenter (SPEC §7: lang, device WEB). */
export const helpCenterQuerySchema = z.object({
  /** Any case; absent: the Language header. */
  lang: z
    .string()
    .transform((text) => text.toUpperCase())
    .pipe(languageSchema)
    .optional(),
  device: z.literal('WEB').default('WEB'),
});
/** One help item; `anchor` names the ones a link opens directly (`/help#term` opens the terms). */
export const helpItemSchema = z
  .object({ id: z.string(), title: z.string(), content: z.string(), anchor: z.string().nullable() })
  .meta({ id: 'HelpItem' });
export type HelpItem = z.infer<typeof helpItemSchema>;
/** The anchor of the terms item, opened by the registration form's terms link (SPEC §2). */
export const termsAnchor = 'term';

/** SPEC §3 "Feedback": the question types a member chooses from. */
export const feedbackTypes = ['ACCOUNT', 'DEPOSIT', 'WITHDRAW', 'GAME', 'PROMOTION', 'SUGGESTION', 'OTHER'] as const;
export const feedbackTypeSchema = z.enum(feedbackTypes);
export type FeedbackType = z.infer<typeof feedbackTypeSchema>;

/** SPEC §5 "content between {0} and {1} words": the same limits on both sides. */
export const feedbackWords = { min: 5, max: 300 } as const;
/** Words as a reader counts them: runs of non-space characters (CJK text without spaces counts per character). */
export function countWords(text: string): number {
  const cjk = text.match(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu)?.length ?? 0;
  const rest = text.replace(/[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/gu, ' ').trim();
  return cjk + (rest === '' ? 0 : rest.split(/\s+/u).length);
}
/** Longest content accepted at all, so a word count never walks a huge body. */
const maxContentChars = 5000;

export const feedbackRequestSchema = z.object({
  questionType: feedbackTypeSchema,
  content: z
    .string()
    .trim()
    .max(maxContentChars)
    .refine((text) => {
      const words = countWords(text);
      return words >= feedbackWords.min && words <= feedbackWords.max;
    }, `feedback_words:${feedbackWords.min}:${feedbackWords.max}`),
});
export type FeedbackRequest = z.infer<typeof feedbackRequestSchema>;

export const feedbackSchema = z
  .object({
    id: z.string(),
    questionType: feedbackTypeSchema,
    content: z.string(),
    answer: z.string().nullable(),
    createdAt: z.iso.datetime({ offset: true }),
    answeredAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'Feedback' });
export type Feedback = z.infer<typeof feedbackSchema>;

/** The operator's view: whose feedback it is, besides the feedback itself. */
export const operatorFeedbackSchema = feedbackSchema
  .extend({ account: z.string(), language: z.string() })
  .meta({ id: 'OperatorFeedback' });
export type OperatorFeedback = z.infer<typeof operatorFeedbackSchema>;
export const feedbackListQuerySchema = pageQuerySchema;
export const operatorFeedbackQuerySchema = pageQuerySchema.extend({
  answered: z.enum(['true', 'false']).optional(),
});
export const feedbackAnswerRequestSchema = z.object({ text: z.string().trim().min(1).max(2000) });

export const feedbackResponses = {
  helpCenter: successEnvelope(z.array(helpItemSchema)),
  one: successEnvelope(feedbackSchema),
  mine: successEnvelope(pageOf(feedbackSchema)),
  operatorList: successEnvelope(pageOf(operatorFeedbackSchema)),
  operatorOne: successEnvelope(operatorFeedbackSchema),
};

export const feedbackPaths = {
  helpCenter: '/wps/system/helpCenter',
  send: '/wps/feedback',
  mine: '/wps/feedback',
  operatorList: '/wps/operator/feedback',
  operatorAnswer: '/wps/operator/feedback/:id/answer',
} as const;
