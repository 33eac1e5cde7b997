import { z } from 'zod';

/**
 * `enc` payloads (ARCHITECTURE §4): the JSON body is encrypted with a fresh AES-256-GCM key, and
 * that key is wrapped with the site's RSA-OAEP-256 public key and sent in the `X-Key` header. The
 * same WebCrypto code runs in the browser and in Node (tests), so both sides agree by construction.
 *
 * Encryption alone does not stop a captured body from being sent again (issue 10, finding 14: one
 * transfer body moved money three times under new idempotency keys). So the plaintext is sealed as
 * `{ ts, nonce, body }`: the server refuses a timestamp outside its window and a nonce it has seen.
 */
export const encryptedBodySchema = z.object({ value: z.string().min(24).max(200_000) }).meta({ id: 'EncryptedBody' });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
export const encKeyHeader = 'x-key';

export const encryptionKeySchema = z
  .object({
    keyId: z.string(),
    algorithm: z.literal('RSA-OAEP-256+A256GCM'),
    publicKey: z.string(),
    /** The server's clock (epoch ms) when it answered: clients stamp enc bodies in server time, so a skewed device still works. */
    serverTime: z.int().nonnegative(),
  })
  .meta({ id: 'EncryptionKey' });
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

/** How far an enc body's timestamp may be from the server's clock, either way. */
export const encWindowMs = 2 * 60 * 1000;

/** The sealed plaintext: when it was made, a single-use random nonce, and the request's real body. */
export const encEnvelopeSchema = z.object({
  ts: z.int().nonnegative(),
  nonce: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/),
  body: z.unknown(),
});
export type EncEnvelope = z.infer<typeof encEnvelopeSchema>;

const rsa = { name: 'RSA-OAEP', hash: 'SHA-256' } as const;

/** WebCrypto's key type, named so that it compiles with the DOM library and with Node's alike. */
export type EncKey = Awaited<ReturnType<typeof crypto.subtle.importKey>>;

export function toBase64(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary);
}

export function fromBase64(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text);
  const bytes = new Uint8Array(binary.length);
  for (let index = 0; index < binary.length; index++) bytes[index] = binary.charCodeAt(index);
  return bytes;
}

export function importPublicKey(spkiBase64: string): Promise<EncKey> {
  return crypto.subtle.importKey('spki', fromBase64(spkiBase64), rsa, false, ['wrapKey']);
}

function newNonce(): string {
  return toBase64(crypto.getRandomValues(new Uint8Array(16)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/**
 * Encrypts a payload for the server: the body to send and the `X-Key` header value. `now` is the
 * server's time as the caller knows it (`serverTime` of the published key plus the time since).
 */
export async function encryptPayload(
  publicKey: EncKey,
  payload: unknown,
  now: number = Date.now(),
): Promise<{ body: EncryptedBody; key: string }> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const envelope: EncEnvelope = { ts: Math.round(now), nonce: newNonce(), body: payload };
  const plain = new TextEncoder().encode(JSON.stringify(envelope));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', aesKey, publicKey, rsa));
  const value = new Uint8Array(iv.length + cipher.length);
  value.set(iv);
  value.set(cipher, iv.length);
  return { body: { value: toBase64(value) }, key: toBase64(wrapped) };
}

/**
 * Decrypts what `encryptPayload` made into its envelope; throws on any tampering (GCM tag), a wrong
 * key or a plaintext that is not an envelope. Judging `ts` and `nonce` is the receiver's job.
 */
export async function decryptPayload(privateKey: EncKey, key: string, body: EncryptedBody): Promise<EncEnvelope> {
  const aesKey = await crypto.subtle.unwrapKey('raw', fromBase64(key), privateKey, rsa, 'AES-GCM', false, ['decrypt']);
  const value = fromBase64(body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: value.slice(0, 12) }, aesKey, value.slice(12));
  return encEnvelopeSchema.parse(JSON.parse(new TextDecoder().decode(plain)));
}
