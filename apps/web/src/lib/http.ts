import { type ErrorCode, errorCatalog, failureEnvelopeSchema } from '@portal/contracts';
import type { z } from 'zod';
import { currentLanguage } from './i18n';
import { readSession } from './storage';

/** Failures that never reach the server's envelope: no connection, or an answer we cannot read. */
export type ClientErrorCode = 'NETWORK_ERROR' | 'BAD_RESPONSE';

/** The one error every call throws: a server failure envelope, a network failure or an unreadable answer. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    /** An `ErrorCode` of the contracts, a `ClientErrorCode`, or a code of a newer server. */
    readonly code: string,
    message: string,
    /** HTTP status; 0 when the request never got an answer. */
    readonly status: number,
    /** The request field at fault (`body.username`), when the server names one. */
    readonly field?: string,
  ) {
    super(message);
  }
}

/** Headers of ARCHITECTURE §4, read fresh for every call. */
export function portalHeaders(): Record<string, string> {
  const headers: Record<string, string> = { Device: 'WEB', Language: currentLanguage(), Accept: 'application/json' };
  const merchant = readSession('merchant');
  if (merchant) headers.Merchant = merchant;
  const token = readSession('token');
  if (token) headers.Authorization = token;
  return headers;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
}

/** Calls the API and returns the envelope's value, checked against the contract's schema. */
export async function request<S extends z.ZodType>(
  path: string,
  schema: S,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  const headers = portalHeaders();
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'error.network', 0);
  }
  return readEnvelope(response, schema);
}

export const get = <S extends z.ZodType>(path: string, schema: S, signal?: AbortSignal) =>
  request(path, schema, { signal });

async function readEnvelope<S extends z.ZodType>(response: Response, schema: S): Promise<z.output<S>> {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    // A proxy or gateway answering without our envelope means the API cannot be reached.
    const unreachable = response.status === 502 || response.status === 503 || response.status === 504;
    throw unreachable
      ? new ApiError('NETWORK_ERROR', 'error.network', response.status)
      : new ApiError('BAD_RESPONSE', 'error.unknown', response.status);
  }
  if (isObject(body) && body.success === true) {
    const value = schema.safeParse(body.value);
    if (value.success) return value.data;
    throw new ApiError('BAD_RESPONSE', 'error.unknown', response.status);
  }
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success) {
    const { code, message, field } = failure.data;
    throw new ApiError(code, message, response.status, field);
  }
  // A failure with a code this build does not know yet (a newer server): keep the code, map it later.
  if (isObject(body) && body.success === false && typeof body.code === 'string') {
    const message = typeof body.message === 'string' ? body.message : 'error.unknown';
    throw new ApiError(body.code, message, response.status);
  }
  throw new ApiError('BAD_RESPONSE', 'error.unknown', response.status);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isKnownErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(errorCatalog, code);
}
