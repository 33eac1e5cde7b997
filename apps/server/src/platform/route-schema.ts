import { failureEnvelopeSchema } from '@portal/contracts';
import type { z } from 'zod';

/**
 * The schema of a portal call: its tags and summary for the OpenAPI document, its success body,
 * and the failure envelope for every error status it can answer with. The portal headers are
 * checked once for the whole API scope (site-context.ts) and added to the document by docs.ts.
 */
export function portalSchema<
  T extends z.ZodType,
  Body extends z.ZodType | undefined = undefined,
  Query extends z.ZodType | undefined = undefined,
  Params extends z.ZodType | undefined = undefined,
>(options: {
  tags: string[];
  summary: string;
  description?: string;
  success: T;
  failures?: number[];
  body?: Body;
  querystring?: Query;
  params?: Params;
}) {
  const failures = Object.fromEntries(
    [400, 404, 500, ...(options.failures ?? [])].map((status) => [status, failureEnvelopeSchema]),
  );
  // A request part that is absent is left out, not set to undefined: Fastify warns (FSTWRN001) about
  // every part present without a schema. The type still names all three for the type provider.
  const parts = {
    ...(options.body === undefined ? {} : { body: options.body }),
    ...(options.querystring === undefined ? {} : { querystring: options.querystring }),
    ...(options.params === undefined ? {} : { params: options.params }),
  } as { body: Body; querystring: Query; params: Params };
  return {
    tags: options.tags,
    summary: options.summary,
    ...(options.description === undefined ? {} : { description: options.description }),
    ...parts,
    response: { 200: options.success, ...failures },
  };
}

/** The success envelope of ARCHITECTURE §4 around a call's value. */
export const ok = <T>(value: T) => ({ success: true as const, value });
