import type { Config } from '../../../config.js';
import { type GameVendor, type GameVendors, gameServerProvider } from './game-vendor.js';
import { HttpGameVendor } from './http-vendor.js';

export interface VendorLinks {
  /** The game server's API and signing secret, when configured. */
  gameServer: { baseUrl: string; operator: string; secret: Buffer } | null;
}

/** The vendor settings of the configuration: the game server's, when GAME_SERVER_URL is set. */
export function vendorLinksOf(config: Config): VendorLinks {
  if (!config.GAME_SERVER_URL || !config.GAME_SERVER_SECRET) return { gameServer: null };
  return {
    gameServer: {
      baseUrl: config.GAME_SERVER_URL,
      operator: config.GAME_SERVER_OPERATOR,
      secret: Buffer.from(config.GAME_SERVER_SECRET, 'base64'),
    },
  };
}

/** Where browsers open game clients, for the pages' frame-src: the game server's own origin. */
export function gameClientOrigins(config: Config): string[] {
  const client = config.GAME_CLIENT_URL ?? config.GAME_SERVER_URL;
  return client ? [new URL(client).origin] : [];
}

/** The adapters of the configured vendors, by provider code. */
export function connectVendors(links: VendorLinks, log: { warn(details: object, message: string): void }): GameVendors {
  const vendors = new Map<string, GameVendor>();
  if (links.gameServer) vendors.set(gameServerProvider, new HttpGameVendor(links.gameServer, log));
  return vendors;
}
