import type { Database } from '../../../db/client.js';
import type { Secrets } from '../../../platform/secrets.js';
import { sealedProviderSecret } from './seamless.repository.js';

/**
 * The providers' signing secrets. The game server's is set in the configuration (GAME_SERVER_SECRET), as both
 * processes are started with it. A third-party provider's secret is one they issue: it is stored sealed
 * (AES-GCM under SECRETS_KEY) in game_providers and opened here.
 */
export class ProviderSecrets {
  constructor(
    private readonly db: Database,
    private readonly secrets: Secrets,
    /** Secrets set in the configuration (the game server's), by provider code. */
    private readonly configured: ReadonlyMap<string, Buffer> = new Map(),
  ) {}

  /** The secret of a provider, or null for a provider we do not know. */
  async secretOf(code: string): Promise<Buffer | null> {
    const configured = this.configured.get(code);
    if (configured) return configured;
    const sealed = await sealedProviderSecret(this.db, code);
    return sealed === null ? null : Buffer.from(this.secrets.open(sealed), 'utf8');
  }
}
