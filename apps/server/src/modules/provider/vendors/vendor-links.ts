import type { Config } from '../../../config.js';
import { type GameVendor, type GameVendors, gameServerProvider } from './game-vendor.js';
import { HttpGameVendor } from './http-vendor.js';

export interface VendorLinks {
  /** The game server's API and signing secret, when configured. */
  gameServer: { baseUrl: string; operator: string; secret: Buffer } | null;
}

/** A vendor that stands in for the game server without HTTP (the tests' local one): its adapter and its secret. */
export interface LocalVendor {
  vendor: GameVendor;
  secret: Buffer;
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

/** The configured vendors' adapters and the secrets their wallet calls are signed with, by provider code. */
export interface ConnectedVendors {
  vendors: GameVendors;
  secrets: ReadonlyMap<string, Buffer>;
}

/** The adapters of the configured vendors, and the secrets their wallet calls are signed with, by provider code. */
export function connectVendors(
  links: VendorLinks,
  local: LocalVendor | undefined,
  log: { warn(details: object, message: string): void },
): ConnectedVendors {
  if (local) {
    return {
      vendors: new Map([[gameServerProvider, local.vendor]]),
      secrets: new Map([[gameServerProvider, local.secret]]),
    };
  }
  if (!links.gameServer) return { vendors: new Map(), secrets: new Map() };
  return {
    vendors: new Map([[gameServerProvider, new HttpGameVendor(links.gameServer, log)]]),
    secrets: new Map([[gameServerProvider, links.gameServer.secret]]),
  };
}
