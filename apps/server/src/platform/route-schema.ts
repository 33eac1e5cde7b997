import { failureEnvelopeSchema, portalHeadersSchema } from '@portal/contracts';
import { z } from 'zod';

// Documented as loose: a strict object here would strip every other header (Host among them).
const documentedHeaders = z.looseObject(portalHeadersSchema.shape);

/**
 * The schema of a portal call: its tags and summary for the OpenAPI document, the portal headers,
 * its success body, and the failure envelope for every error status it can answer with.
 */
export function portalSchema<T extends z.ZodType, Extra extends Record<string, unknown>>(options: {
  tags: string[];
  summary: string;
  description?: string;
  success: T;
  failures?: number[];
  extra?: Extra;
}) {
  const failures = Object.fromEntries(
    [400, 404, 500, ...(options.failures ?? [])].map((status) => [status, failureEnvelopeSchema]),
  );
  return {
    tags: options.tags,
    summary: options.summary,
    description: options.description,
    headers: documentedHeaders,
    response: { 200: options.success, ...failures },
    ...options.extra,
  };
}
