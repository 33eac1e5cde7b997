import type {
  LiveTableSummary,
  LiveTablesRequest,
  RoundReport,
  RoundReportRequest,
  VendorSession,
  VendorSessionRequest,
} from '@portal/contracts';

/**
 * What the portal needs of a game vendor (ARCHITECTURE §5 "Game providers"): a session for a player, answered
 * with its game client's URL. Money comes back the other way, by the vendor's signed calls to the seamless
 * wallet (seamless.routes.ts); those calls are the same for every vendor, so they are not part of this port.
 * The game server (apps/game-server) is the first implementation; an aggregator plugs in beside it.
 */
export interface GameVendor {
  openSession(request: VendorSessionRequest): Promise<VendorSession>;
  /** The vendor's real rounds of a time window, a page at a time, for the reconciliation. */
  roundReport(request: RoundReportRequest): Promise<RoundReport>;
  /** The live titles it runs as tables, of those asked (GLS2_roomList); absent for a vendor with none. */
  liveTables?(request: LiveTablesRequest): Promise<LiveTableSummary[]>;
  /** Whether it answers now (its health call, with a short time limit); absent for an in-process stand-in. */
  health?(timeoutMs: number): Promise<VendorHealth>;
}

/** A vendor's answer to its health call: up, or down with why; how long it took. */
export interface VendorHealth {
  up: boolean;
  latencyMs: number;
  detail: string | null;
}

/** The vendors the portal has an adapter for, by the provider code of their `vendors` rows. */
export type GameVendors = ReadonlyMap<string, GameVendor>;

/** The provider code of the game server's titles (vendors.provider), and the name its wallet calls carry. */
export const gameServerProvider = 'game-server';
