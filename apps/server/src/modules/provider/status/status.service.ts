import type { GameServerStatus } from '@portal/contracts';
import type { Database } from '../../../db/client.js';
import { offeredVendorsOf } from '../../games/catalog.service.js';
import type { GameVendors } from '../vendors/game-vendor.js';

/** How long the console waits for a vendor's health call: an operator looks at a page, not a spinner. */
export const healthTimeoutMs = 2000;

/** Providers that are ours in-process, with no server to ask (the in-house lottery), or no adapter at all. */
const withoutServer = new Set(['lottery', 'external']);

/**
 * Whether each configured vendor adapter answers now (its health call over HTTP, in parallel, each within
 * `healthTimeoutMs`), with the site's vendors it launches; a provider the site offers with no adapter configured is
 * `missing`. Never reads a vendor's database: the vendor answers for itself.
 */
export async function gameServerStatus(
  db: Database,
  vendors: GameVendors,
  siteId: number,
  timeoutMs = healthTimeoutMs,
): Promise<GameServerStatus[]> {
  const offered = await offeredVendorsOf(db, siteId);
  const vendorsOf = (provider: string) =>
    offered.filter((vendor) => vendor.provider === provider).map((vendor) => vendor.code);
  const configured = await Promise.all(
    [...vendors].map(async ([provider, adapter]): Promise<GameServerStatus> => {
      if (!adapter.health)
        return { provider, vendors: vendorsOf(provider), state: 'local', latencyMs: null, detail: null };
      const health = await adapter.health(timeoutMs);
      return {
        provider,
        vendors: vendorsOf(provider),
        state: health.up ? 'up' : 'down',
        latencyMs: health.latencyMs,
        detail: health.detail,
      };
    }),
  );
  const missing = [...new Set(offered.map((vendor) => vendor.provider))]
    .filter((provider) => !withoutServer.has(provider) && !vendors.has(provider))
    .map(
      (provider): GameServerStatus => ({
        provider,
        vendors: vendorsOf(provider),
        state: 'missing',
        latencyMs: null,
        detail: 'not configured',
      }),
    );
  return [...configured, ...missing];
}
