import { randomUUID } from 'node:crypto';
import {
  decryptPayload,
  type EncKey,
  type EncryptionKey,
  encKeyHeader,
  encryptedBodySchema,
  encWindowMs,
  toBase64,
} from '@portal/contracts';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, preValidationHookHandler } from 'fastify';
import type { Database } from '../db/client.js';
import { siteKeys } from '../db/schema/index.js';
import { AppError } from './errors.js';
import type { Secrets } from './secrets.js';
import type { Throttle } from './throttle/index.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The body arrives encrypted (SPEC "enc"): a plain body is refused. */
    enc?: boolean;
  }
}

/** The key as stored; the route adds the server's time when it answers. */
type PublishedKey = Omit<EncryptionKey, 'serverTime'>;

const rsaParams = { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' };

/**
 * Each site's RSA-OAEP-256 key pair, made on first use and kept with the private key sealed by
 * SECRETS_KEY; the private key never leaves the server. Imported keys are cached per site.
 */
export class SiteKeyStore {
  private readonly cache = new Map<number, Promise<{ published: PublishedKey; privateKey: EncKey }>>();

  constructor(
    private readonly db: Database,
    private readonly secrets: Secrets,
  ) {}

  get(siteId: number) {
    let entry = this.cache.get(siteId);
    if (!entry) {
      entry = this.load(siteId);
      entry.catch(() => this.cache.delete(siteId));
      this.cache.set(siteId, entry);
    }
    return entry;
  }

  private async load(siteId: number) {
    let [row] = await this.db.select().from(siteKeys).where(eq(siteKeys.siteId, siteId));
    if (!row) {
      const pair = await crypto.subtle.generateKey(rsaParams, true, ['wrapKey', 'unwrapKey']);
      const publicKey = toBase64(new Uint8Array(await crypto.subtle.exportKey('spki', pair.publicKey)));
      const privateKey = toBase64(new Uint8Array(await crypto.subtle.exportKey('pkcs8', pair.privateKey)));
      // Two instances may race to make the first key: the first insert wins and both read it back.
      await this.db
        .insert(siteKeys)
        .values({ siteId, keyId: randomUUID(), publicKey, privateKeyEncrypted: this.secrets.seal(privateKey) })
        .onConflictDoNothing();
      [row] = await this.db.select().from(siteKeys).where(eq(siteKeys.siteId, siteId));
    }
    if (!row) throw new Error(`no key for site ${siteId}`);
    const pkcs8 = Buffer.from(this.secrets.open(row.privateKeyEncrypted), 'base64');
    const privateKey = await crypto.subtle.importKey('pkcs8', pkcs8, rsaParams, false, ['unwrapKey']);
    const published: PublishedKey = { keyId: row.keyId, algorithm: 'RSA-OAEP-256+A256GCM', publicKey: row.publicKey };
    return { published, privateKey };
  }
}

/**
 * Routes with `config.enc` get their body decrypted before validation; anything else is refused.
 * A body is good once: its timestamp must be within `encWindowMs` of the server's clock and its
 * nonce unseen. The nonce is remembered for twice the window, longer than any timestamp that could
 * still pass, so a replay is refused whichever check it meets. Refused bodies reach no handler, so
 * a replayed money call moves nothing whatever idempotency key it carries.
 */
export function registerEnc(app: FastifyInstance, keys: SiteKeyStore, throttle: Throttle): void {
  const decrypt: preValidationHookHandler = async (request) => {
    const key = request.headers[encKeyHeader];
    const body = encryptedBodySchema.safeParse(request.body);
    if (typeof key !== 'string' || !body.success) throw new AppError('ENCRYPTION_REQUIRED', { field: 'body' });
    const { privateKey } = await keys.get(request.site.id);
    let envelope: Awaited<ReturnType<typeof decryptPayload>>;
    try {
      envelope = await decryptPayload(privateKey, key, body.data);
    } catch {
      throw new AppError('ENCRYPTION_REQUIRED', { field: 'body' });
    }
    if (Math.abs(throttle.clock() - envelope.ts) > encWindowMs) throw new AppError('ENC_EXPIRED', { field: 'body' });
    const nonce = throttle.custom(
      'encNonce',
      { limit: 1, windowMs: 2 * encWindowMs },
      `${request.site.id}:${envelope.nonce}`,
    );
    if (!(await nonce.consume()).allowed) throw new AppError('ENC_REPLAYED', { field: 'body' });
    request.body = envelope.body;
  };
  app.addHook('onRoute', (route) => {
    if (!route.config?.enc) return;
    const own = route.preValidation ? [route.preValidation].flat() : [];
    route.preValidation = [decrypt, ...own];
  });
}
