import type { Database } from '../../../db/client.js';
import type { Secrets } from '../../../platform/secrets.js';
import { sealedProviderSecret } from './seamless.repository.js';

/**
 * The providers' signing secrets. The built-in provider's is derived from SECRETS_KEY
 * (HMAC(SECRETS_KEY, 'provider:builtin')): both sides of our own seam live in this process, so
 * there is nothing to store, rotate separately or leak from the database, and every instance
 * started with the same key agrees on it. A third-party provider's secret is one they issue: it is
 * stored sealed (AES-GCM under the same key) in game_providers and opened here. The game server's is set in
 * the configuration (GAME_SERVER_SECRET), as both processes are started with it.
 */
export class ProviderSecrets {
  private readonly derived = new Map<string, Buffer>();

  constructor(
    private readonly db: Database,
    private readonly secrets: Secrets,
    /** Secrets set in the configuration (the game server's), by provider code. */
    private readonly configured: ReadonlyMap<string, Buffer> = new Map(),
  ) {}

  static readonly builtin = 'builtin';

  builtinSecret(): Buffer {
    let secret = this.derived.get(ProviderSecrets.builtin);
    if (!secret) {
      secret = Buffer.from(this.secrets.digest(`provider:${ProviderSecrets.builtin}`), 'base64');
      this.derived.set(ProviderSecrets.builtin, secret);
    }
    return secret;
  }

  /** The secret of a provider, or null for a provider we do not know. */
  async secretOf(code: string): Promise<Buffer | null> {
    if (code === ProviderSecrets.builtin) return this.builtinSecret();
    const configured = this.configured.get(code);
    if (configured) return configured;
    const sealed = await sealedProviderSecret(this.db, code);
    return sealed === null ? null : Buffer.from(this.secrets.open(sealed), 'utf8');
  }
}
