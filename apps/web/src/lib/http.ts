import {
  deviceIdHeader,
  type ErrorCode,
  errorCatalog,
  type PowChallenge,
  powHeader,
  sessionPaths,
} from '@portal/contracts';
import type { z } from 'zod';
import { currentLanguage } from './i18n';
import { loadShellSchemas, type SchemaSource } from './schema-source';
import { clearSession } from './session';
import { deviceId, readSession } from './storage';

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
    /** Values for the message's placeholders, e.g. `{ minutes: 15 }` for ACCOUNT_LOCKED. */
    readonly params?: Record<string, string | number>,
    /** A login failure after which the next attempt must answer a captcha. */
    readonly captchaRequired?: boolean,
    /** POW_REQUIRED, POW_INVALID: the proof-of-work challenge to solve before trying again. */
    readonly pow?: PowChallenge,
  ) {
    super(message);
  }
}

/** Headers of ARCHITECTURE §4, read fresh for every call. */
export function portalHeaders(): Record<string, string> {
  const headers: Record<string, string> = {
    Device: 'WEB',
    Language: currentLanguage(),
    Accept: 'application/json',
    [deviceIdHeader]: deviceId(),
  };
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
  /** An `enc` call (ARCHITECTURE §4): the body goes encrypted for the site's public key. */
  encrypt?: boolean;
  /** Extra headers, such as the `Idempotency-Key` of a money call. */
  headers?: Record<string, string>;
}

/** The schemas' code did not load: as for the call itself, the connection is at fault. */
function loaded<T>(load: Promise<T>, status: number): Promise<T> {
  return load.catch(() => {
    throw new ApiError('NETWORK_ERROR', 'error.network', status);
  });
}

const refetchKeyOn = new Set(['ENCRYPTION_REQUIRED', 'ENC_EXPIRED']);

/** A session the server no longer knows: the token is dropped so the portal shows the visitor again. */
const sessionLost = new Set(['SESSION_EXPIRED', 'UNAUTHORIZED']);

/** Proofs solved for one call before it gives up (a proof can go stale while the address keeps failing). */
const maxProofs = 3;

/**
 * Calls the API and returns the envelope's value, checked against the contract's schema. A call the
 * server refuses for a proof of work (issue 22) is solved and sent again, as often as `maxProofs`.
 */
export async function request<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: RequestOptions = {},
): Promise<z.output<S>> {
  let sent = options;
  for (let proofs = 0; ; proofs++) {
    try {
      return await requestOnce(path, schema, sent);
    } catch (error) {
      if (!(error instanceof ApiError) || !error.pow || proofs >= maxProofs) throw error;
      const { solveProof } = await import('./proof-of-work');
      const proof = await solveProof(error.pow).catch(() => {
        throw error;
      });
      sent = { ...options, headers: { ...options.headers, [powHeader]: proof } };
    }
  }
}

async function requestOnce<S extends z.ZodType>(path: string, schema: SchemaSource<S>, options: RequestOptions) {
  try {
    return await send(path, schema, options);
  } catch (error) {
    // The server rotated its key, or our clock drifted from its own since we fetched the key: fetch
    // it again (with the server's time) and try once more. Both were refused before anything happened.
    if (!options.encrypt || !(error instanceof ApiError) || !refetchKeyOn.has(error.code)) throw error;
    (await import('./enc')).forgetEncryptionKey();
    return send(path, schema, options);
  }
}

async function send<S extends z.ZodType>(
  path: string,
  schema: SchemaSource<S>,
  options: RequestOptions,
): Promise<z.output<S>> {
  const headers = { ...portalHeaders(), ...options.headers };
  let body: string | FormData | undefined;
  if (options.body instanceof FormData) {
    // Multipart uploads: the browser writes the boundary into the Content-Type itself.
    body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    if (options.encrypt) {
      // The encryption code loads with the first `enc` call (sign-in, money): no page needs it to draw.
      const { encryptBody } = await import('./enc');
      const sealed = await encryptBody(options.body, (schema) => get(sessionPaths.encryptionKey, schema));
      headers['X-Key'] = sealed.key;
      body = JSON.stringify(sealed.body);
    } else {
      body = JSON.stringify(options.body);
    }
  }
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? 'GET',
      headers,
      body,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError('NETWORK_ERROR', 'error.network', 0);
  }
  try {
    return await readEnvelope(response, schema);
  } catch (error) {
    if (error instanceof ApiError && sessionLost.has(error.code) && headers.Authorization) clearSession();
    throw error;
  }
}

export const get = <S extends z.ZodType>(path: string, schema: SchemaSource<S>, signal?: AbortSignal) =>
  request(path, schema, { signal });

async function readEnvelope<S extends z.ZodType>(response: Response, source: SchemaSource<S>): Promise<z.output<S>> {
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
    const schema = typeof source === 'function' ? await loaded(source(), response.status) : source;
    const value = schema.safeParse(body.value);
    if (value.success) return value.data;
    throw new ApiError('BAD_RESPONSE', 'error.unknown', response.status);
  }
  const { failureEnvelopeSchema } = await loaded(loadShellSchemas(), response.status);
  const failure = failureEnvelopeSchema.safeParse(body);
  if (failure.success) {
    const { code, message, field, params, captchaRequired, pow } = failure.data;
    throw new ApiError(code, message, response.status, field, params, captchaRequired, pow);
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
