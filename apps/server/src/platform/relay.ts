import type { FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Access, Principal } from './auth.js';

/**
 * One relay call of SPEC §7 (`/wps/relay/<name>`): its method, who may call it, what it takes and
 * answers. Modules add theirs to the table; the one relay route looks them up.
 */
export interface RelayCall<Input extends z.ZodType = z.ZodType, Output extends z.ZodType = z.ZodType> {
  method: 'GET' | 'POST' | 'DELETE';
  access: Access | 'public';
  /** The query (GET, DELETE) or the JSON body (POST). */
  input: Input;
  output: Output;
  summary: string;
  handle(context: {
    request: FastifyRequest;
    principal: Principal | null;
    input: z.output<Input>;
  }): Promise<z.input<Output>>;
  /** The HTTP status of a success when not 200 (202: accepted, still being finished). */
  statusOf?(value: z.output<Output>): 200 | 202;
}

export type RelayTable = Map<string, RelayCall>;

/** Typed at each entry, stored loosely: the route validates input and output with the entry's own schemas. */
export function relayCall<Input extends z.ZodType, Output extends z.ZodType>(
  call: RelayCall<Input, Output>,
): RelayCall {
  return call as unknown as RelayCall;
}
