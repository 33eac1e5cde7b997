import { describe, expect, it } from 'vitest';
import { decryptPayload, encryptPayload, fromBase64, importPublicKey, toBase64 } from '../src/enc.js';

async function keyPair() {
  const pair = await crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['wrapKey', 'unwrapKey'],
  );
  const spki = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
  return { publicKey: await importPublicKey(spki), privateKey: pair.privateKey };
}

describe('enc payloads', () => {
  it('round-trips a payload through the published public key', async () => {
    const { publicKey, privateKey } = await keyPair();
    const payload = { username: 'ann', password: 'pässwörd 密码' };
    const { body, key } = await encryptPayload(publicKey, payload, 1_700_000_000_000);
    expect(body.value).not.toContain('ann');
    expect(await decryptPayload(privateKey, key, body)).toEqual({
      ts: 1_700_000_000_000,
      nonce: expect.stringMatching(/^[A-Za-z0-9_-]{22}$/),
      body: payload,
    });
  });

  it('gives every body its own nonce, so the server can tell a replay from a new call', async () => {
    const { publicKey, privateKey } = await keyPair();
    const sealed = await Promise.all([1, 2, 3].map(() => encryptPayload(publicKey, { same: true })));
    const nonces = await Promise.all(sealed.map(async (s) => (await decryptPayload(privateKey, s.key, s.body)).nonce));
    expect(new Set(nonces).size).toBe(3);
  });

  it('refuses a tampered ciphertext and another key pair', async () => {
    const { publicKey, privateKey } = await keyPair();
    const { body, key } = await encryptPayload(publicKey, { a: 1 });
    const bytes = fromBase64(body.value);
    bytes[bytes.length - 1]! ^= 1;
    await expect(decryptPayload(privateKey, key, { value: toBase64(bytes) })).rejects.toThrow();
    const other = await keyPair();
    await expect(decryptPayload(other.privateKey, key, body)).rejects.toThrow();
  });
});
