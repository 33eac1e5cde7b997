import { z } from 'zod';

/**
 * `enc` payloads (ARCHITECTURE §4): the JSON body is encrypted with a fresh AES-256-GCM key, and
 * that key is wrapped with the site's RSA-OAEP-256 public key and sent in the `X-Key` header. The
 * same WebCrypto code runs in the browser and in Node (tests), so both sides agree by construction.
 */
export const encryptedBodySchema = z.object({ value: z.string().min(24).max(200_000) }).meta({ id: 'EncryptedBody' });
export type EncryptedBody = z.infer<typeof encryptedBodySchema>;
export const encKeyHeader = 'x-key';

export const encryptionKeySchema = z
  .object({ keyId: z.string(), algorithm: z.literal('RSA-OAEP-256+A256GCM'), publicKey: z.string() })
  .meta({ id: 'EncryptionKey' });
export type EncryptionKey = z.infer<typeof encryptionKeySchema>;

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

/** Encrypts a payload for the server: the body to send and the `X-Key` header value. */
export async function encryptPayload(
  publicKey: EncKey,
  payload: unknown,
): Promise<{ body: EncryptedBody; key: string }> {
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: 256 }, true, ['encrypt']);
  const iv = crypto.getRandomValues(new Uint8Array(12));
  const plain = new TextEncoder().encode(JSON.stringify(payload));
  const cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, plain));
  const wrapped = new Uint8Array(await crypto.subtle.wrapKey('raw', aesKey, publicKey, rsa));
  const value = new Uint8Array(iv.length + cipher.length);
  value.set(iv);
  value.set(cipher, iv.length);
  return { body: { value: toBase64(value) }, key: toBase64(wrapped) };
}

/** Decrypts what `encryptPayload` made; throws on any tampering (GCM tag) or wrong key. */
export async function decryptPayload(privateKey: EncKey, key: string, body: EncryptedBody): Promise<unknown> {
  const aesKey = await crypto.subtle.unwrapKey('raw', fromBase64(key), privateKey, rsa, 'AES-GCM', false, ['decrypt']);
  const value = fromBase64(body.value);
  const plain = await crypto.subtle.decrypt({ name: 'AES-GCM', iv: value.slice(0, 12) }, aesKey, value.slice(12));
  return JSON.parse(new TextDecoder().decode(plain));
}
