import type {
  BookBalance,
  BookFeed,
  BookFeedApplied,
  BookTickets,
  BookTicketsRequest,
  BookTransfer,
  BookTransferRequest,
  BookTransferStatus,
  BookWalletOwner,
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
  /** The transfer wallet of its transfer-mode studios (the sportsbook); absent for a vendor without one. */
  book?: TransferWallet;
}

/**
 * What became of a call that moves money: the vendor's answer, or no answer to be sure of. 'lost' (a time limit,
 * no connection, a 5xx, an answer outside the contract) means the vendor may or may not have applied it: only
 * asking for the key's status tells. 'rejected' is a 4xx: the vendor refused the request itself and applied nothing.
 */
export type TransferAnswer =
  | { kind: 'answered'; transfer: BookTransfer }
  | { kind: 'lost'; detail: string }
  | { kind: 'rejected'; httpStatus: number };

/** A transfer key's status as the vendor knows it, or no answer (asked again later). */
export type TransferStatusAnswer = { kind: 'answered'; status: BookTransferStatus } | { kind: 'lost'; detail: string };

/**
 * A vendor that keeps each player's money in its own wallet (bookVendorPaths): the portal moves money in and out
 * under a key of its own, asks what became of a key whose answer was lost, reads balances and pulls settled tickets.
 */
export interface TransferWallet {
  transfer(request: BookTransferRequest): Promise<TransferAnswer>;
  transferStatus(key: string): Promise<TransferStatusAnswer>;
  /** The player's balance there, or null when the vendor did not answer within `timeoutMs`. */
  balance(owner: BookWalletOwner, timeoutMs: number): Promise<BookBalance | null>;
  /** A page of settled tickets after a cursor; throws when the vendor does not answer (the job tries again). */
  tickets(request: BookTicketsRequest): Promise<BookTickets>;
  /** The operator's fixtures, markets and results; throws VENDOR_UNAVAILABLE, or the vendor's refusal. */
  feed(document: BookFeed): Promise<BookFeedApplied>;
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
