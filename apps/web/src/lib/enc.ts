import {
  type EncKey,
  type EncryptedBody,
  encryptionKeySchema,
  encryptPayload,
  importPublicKey,
  sessionPaths,
} from '@portal/contracts';
import { get } from './http';

/**
 * The site's public key for `enc` calls: fetched once per page life from GET /wps/system/encryptionKey
 * and reused; forgotten when the server says it no longer accepts what we sent.
 */
let cached: Promise<EncKey> | null = null;

async function fetchKey(): Promise<EncKey> {
  const key = await get(sessionPaths.encryptionKey, encryptionKeySchema);
  return importPublicKey(key.publicKey);
}

export function encryptionKey(): Promise<EncKey> {
  if (!cached) {
    cached = fetchKey();
    cached.catch(() => {
      cached = null;
    });
  }
  return cached;
}

export function forgetEncryptionKey(): void {
  cached = null;
}

/** The encrypted body and the `X-Key` header value for a payload. */
export async function encryptBody(payload: unknown): Promise<{ body: EncryptedBody; key: string }> {
  return encryptPayload(await encryptionKey(), payload);
}
