import { useCallback, useRef } from 'react';
import { ApiError } from './http';

/**
 * A fresh key of 32 hex digits. getRandomValues rather than randomUUID: the latter exists only in
 * secure contexts, and a site may be opened over plain http.
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** No answer, or one we could not read: the server may have moved the money, so a retry must reuse the key. */
export function outcomeUnknown(error: unknown): boolean {
  return error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'BAD_RESPONSE');
}

/**
 * The Idempotency-Key of a money form (ARCHITECTURE §4): one key per submission attempt. A retry of
 * the same request after a network failure sends the same key, so the money moves at most once; any
 * answer from the server (success or refusal) ends the attempt, and a changed request is a new one
 * (the server would refuse a known key with another body).
 */
export function useIdempotencyKey() {
  const attempt = useRef<{ request: string; key: string } | null>(null);
  return useCallback(async <T>(request: unknown, send: (key: string) => Promise<T>): Promise<T> => {
    const fingerprint = JSON.stringify(request);
    if (attempt.current?.request !== fingerprint) attempt.current = { request: fingerprint, key: newIdempotencyKey() };
    try {
      const result = await send(attempt.current.key);
      attempt.current = null;
      return result;
    } catch (error) {
      if (!outcomeUnknown(error)) attempt.current = null;
      throw error;
    }
  }, []);
}
