import { createCipheriv, createDecipheriv, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.js';

/** Server-side secrets derived from one master key (SECRETS_KEY). */
export class Secrets {
  constructor(private readonly key: Buffer) {
    if (key.length !== 32) throw new Error('SECRETS_KEY must be 32 bytes');
  }

  /** AES-256-GCM, for data at rest such as the sites' private keys: base64(iv | tag | ciphertext). */
  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64');
  }

  open(sealed: string): string {
    const bytes = Buffer.from(sealed, 'base64');
    const decipher = createDecipheriv('aes-256-gcm', this.key, bytes.subarray(0, 12));
    decipher.setAuthTag(bytes.subarray(12, 28));
    return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString('utf8');
  }

  /** A keyed hash for short secrets (SMS codes, captcha answers): useless without the key. */
  digest(value: string): string {
    return createHmac('sha256', this.key).update(value).digest('base64');
  }

  matches(value: string, digest: string): boolean {
    const expected = Buffer.from(digest, 'base64');
    const actual = Buffer.from(this.digest(value), 'base64');
    return expected.length === actual.length && timingSafeEqual(expected, actual);
  }
}

/**
 * The configured key, or outside production one kept in DATA_DIR/secret.key (made on first start,
 * readable by its owner only). Production without SECRETS_KEY refuses to start.
 */
export async function loadSecretsKey(config: Config): Promise<Buffer> {
  if (config.SECRETS_KEY) return Buffer.from(config.SECRETS_KEY, 'base64');
  if (config.NODE_ENV === 'production') throw new Error('SECRETS_KEY must be set in production');
  const file = path.join(config.DATA_DIR, 'secret.key');
  if (existsSync(file)) return Buffer.from((await readFile(file, 'utf8')).trim(), 'base64');
  await mkdir(config.DATA_DIR, { recursive: true });
  const key = randomBytes(32);
  await writeFile(file, `${key.toString('base64')}\n`, { mode: 0o600 });
  return key;
}
