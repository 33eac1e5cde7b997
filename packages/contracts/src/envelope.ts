import { z } from 'zod';

/**
 * Stable error codes of the API. Each maps to an HTTP status and to the i18n key the
 * browser shows (SPEC §8). Later modules add their codes here, never ad hoc strings.
 */
export const errorCatalog = {
  VALIDATION_ERROR: { status: 400, message: 'error.invalid_input' },
  INVALID_HEADER: { status: 400, message: 'error.invalid_header' },
  UNAUTHORIZED: { status: 401, message: 'error.not_logged_in' },
  FORBIDDEN: { status: 403, message: 'error.forbidden' },
  REGION_BLOCKED: { status: 403, message: 'error.region_blocked' },
  NOT_FOUND: { status: 404, message: 'error.not_found' },
  SITE_NOT_FOUND: { status: 404, message: 'error.site_not_found' },
  CONFLICT: { status: 409, message: 'error.conflict' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'error.payload_too_large' },
  THROTTLED: { status: 429, message: 'error.too_many_requests' },
  INTERNAL_ERROR: { status: 500, message: 'error.unknown' },
  MAINTENANCE: { status: 503, message: 'error.maintenance' },
  SERVICE_UNAVAILABLE: { status: 503, message: 'error.network' },
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof errorCatalog;
export const errorCodeSchema = z.enum(Object.keys(errorCatalog) as [ErrorCode, ...ErrorCode[]]);

export const failureEnvelopeSchema = z
  .object({
    success: z.literal(false),
    code: errorCodeSchema,
    message: z.string(),
    /** The request field at fault (`body.username`, `header.language`), when there is one. */
    field: z.string().optional(),
  })
  .meta({ id: 'Failure' });
export type FailureEnvelope = z.infer<typeof failureEnvelopeSchema>;

export function successEnvelope<T extends z.ZodType>(value: T) {
  return z.object({ success: z.literal(true), value });
}
export type SuccessEnvelope<T> = { success: true; value: T };
export type Envelope<T> = SuccessEnvelope<T> | FailureEnvelope;
