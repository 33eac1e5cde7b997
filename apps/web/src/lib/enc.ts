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
 * and reused; forgotten when the server says it no longer accepts what we sent. With it comes how far
 * this device's clock is from the server's, so bodies are stamped in server time (the server refuses
 * a stamp outside its window, and a phone's clock may well be minutes off).
 */
interface SiteKey {
  key: EncKey;
  clockOffsetMs: number;
}
let cached: Promise<SiteKey> | null = null;

async function fetchKey(): Promise<SiteKey> {
  const published = await get(sessionPaths.encryptionKey, encryptionKeySchema);
  return { key: await importPublicKey(published.publicKey), clockOffsetMs: published.serverTime - Date.now() };
}

function siteKey(): Promise<SiteKey> {
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

/** The encrypted body and the `X-Key` header value for a payload, with a fresh timestamp and nonce. */
export async function encryptBody(payload: unknown): Promise<{ body: EncryptedBody; key: string }> {
  const { key, clockOffsetMs } = await siteKey();
  return encryptPayload(key, payload, Date.now() + clockOffsetMs);
}
