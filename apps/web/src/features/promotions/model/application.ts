import { applicationFieldsSchema, uploads } from '@portal/contracts';
import type { ImageProblem } from '../../../lib/use-image-files';

/** The comment's limit of the contracts (SPEC §5: at most 140 characters), read from its schema. */
export const commentMax = applicationFieldsSchema.shape.comment.maxLength ?? 140;

/** What the form says of a limit: the most images and the megabytes each may have. */
export const imageLimits = { max: uploads.maxImages, megabytes: uploads.maxBytes / 1024 / 1024 };

export type CommentProblem = 'required' | 'tooLong';

/** The comment checked by the contracts' own schema (trimmed, 1 to 140 characters), as the server checks it. */
export function commentProblem(comment: string): CommentProblem | null {
  const parsed = applicationFieldsSchema.safeParse({ comment });
  if (parsed.success) return null;
  return parsed.error.issues[0]?.code === 'too_big' ? 'tooLong' : 'required';
}

/** The characters that count: the server trims the comment before it measures it. */
export const commentLength = (comment: string) => comment.trim().length;

/** An UPLOAD_INVALID's problem (params.problem) as the picker's own problem, to say it the same way. */
export function imageProblemOf(problem: unknown): ImageProblem | null {
  if (problem === 'not_an_image' || problem === 'unknown_file_field') return 'type';
  if (problem === 'too_large') return 'size';
  if (problem === 'too_many') return 'count';
  return null;
}
