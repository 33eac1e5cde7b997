import { z } from 'zod';
import { type ErrorCode, errorCatalog } from './error-catalog.js';
import { powChallengeSchema } from './proof-of-work.js';

export const errorCodeSchema = z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]);

export const failureEnvelopeSchema = z
  .object({
    success: z.literal(false),
    code: errorCodeSchema,
    message: z.string(),
    /** The request field at fault (`body.username`, `header.language`), when there is one. */
    field: z.string().optional(),
    /** Values for the message's placeholders, e.g. `{ min: 6, max: 16 }` for `reg_pattern_2`. */
    params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
    /** Login failures: the caller must now answer a captcha (SPEC §4 "captcha field"). */
    captchaRequired: z.boolean().optional(),
    /** POW_REQUIRED, POW_INVALID: the challenge to solve before the call is sent again. */
    pow: powChallengeSchema.optional(),
  })
  .meta({ id: 'Failure' });
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
export type SuccessEnvelope<T> = { success: true; value: T };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
