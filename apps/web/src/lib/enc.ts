import {
  type EncKey,
  type EncryptedBody,
  type EncryptionKey,
  encryptionKeySchema,
  encryptPayload,
  importPublicKey,
} from '@portal/contracts';

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

/** How the published key is fetched, checked with the schema given: the http client hands its own GET in (no
 * import cycle). */
export type KeyLoader = (schema: typeof encryptionKeySchema) => Promise<EncryptionKey>;

async function fetchKey(load: KeyLoader): Promise<SiteKey> {
  const published = await load(encryptionKeySchema);
  return { key: await importPublicKey(published.publicKey), clockOffsetMs: published.serverTime - Date.now() };
}

function siteKey(load: KeyLoader): Promise<SiteKey> {
  if (!cached) {
    cached = fetchKey(load);
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
export async function encryptBody(payload: unknown, load: KeyLoader): Promise<{ body: EncryptedBody; key: string }> {
  const { key, clockOffsetMs } = await siteKey(load);
  return encryptPayload(key, payload, Date.now() + clockOffsetMs);
}
