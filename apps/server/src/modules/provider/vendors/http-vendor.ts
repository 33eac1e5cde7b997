import {
  type LiveTableSummary,
  type LiveTablesRequest,
  liveTablesSchema,
  liveVendorPaths,
  type RoundReport,
  type RoundReportRequest,
  roundReportSchema,
  type VendorSession,
  type VendorSessionRequest,
  vendorPaths,
  vendorSessionSchema,
} from '@portal/contracts';
import { AppError } from '../../../platform/errors.js';
import type { GameVendor, TransferWallet, VendorHealth } from './game-vendor.js';
import { HttpTransferWallet } from './http-book.js';
import { type SignedCallSettings, signedPost } from './signed-call.js';

export interface HttpVendorSettings extends SignedCallSettings {
  /** How long a launch waits for the vendor: a player should never wait longer than a few seconds. */
  timeoutMs?: number;
}

/**
 * A vendor reached over HTTP with signed JSON (the game server, or an aggregator answering the same API). No
 * answer, a timeout, a 5xx or an answer outside the contract is VENDOR_UNAVAILABLE (503): the player may try
 * again, and nothing on the vendor's side holds money yet.
 */
export class HttpGameVendor implements GameVendor {
  /** The sportsbook studios' transfer wallets (bookVendorPaths), signed as every other call. */
  readonly book: TransferWallet;

  constructor(
    private readonly settings: HttpVendorSettings,
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.book = new HttpTransferWallet(settings, log);
  }

  /** One signed call; throws what fetch throws (no answer, the time limit). */
  private send(path: string, payload: unknown, timeoutMs: number): Promise<Response> {
    return signedPost(this.settings, path, payload, timeoutMs);
  }

  /** A page of the vendor's rounds; a job waits longer than a player would, and a failure is the job's to retry. */
  async roundReport(request: RoundReportRequest): Promise<RoundReport> {
    const response = await this.send(vendorPaths.roundReport, request, 30_000);
    const answer = roundReportSchema.safeParse(await response.json().catch(() => null));
    if (response.status === 200 && answer.success) return answer.data;
    throw new Error(`the game vendor answered its round report ${response.status}`);
  }

  /** Its live tables of the titles asked; the lobby waits a moment, never long: a failure is VENDOR_UNAVAILABLE. */
  async liveTables(request: LiveTablesRequest): Promise<LiveTableSummary[]> {
    try {
      const response = await this.send(liveVendorPaths.tables, request, this.settings.timeoutMs ?? 3000);
      const answer = liveTablesSchema.safeParse(await response.json().catch(() => null));
      if (response.status === 200 && answer.success) return answer.data.tables;
      this.log.warn({ status: response.status, vendor: this.settings.baseUrl }, 'game vendor refused its live tables');
    } catch (error) {
      this.log.warn({ err: error, vendor: this.settings.baseUrl }, 'game vendor did not answer its live tables');
    }
    throw unavailable('vassalage');
  }

  /** Its health call (GET, unsigned: it tells nothing but that the vendor and its database answer). */
  async health(timeoutMs: number): Promise<VendorHealth> {
    const started = performance.now();
    const took = () => Math.round(performance.now() - started);
    try {
      const response = await fetch(new URL(vendorPaths.health, this.settings.baseUrl), {
        signal: AbortSignal.timeout(timeoutMs),
      });
      await response.arrayBuffer().catch(() => null);
      return { up: response.ok, latencyMs: took(), detail: response.ok ? null : `HTTP ${response.status}` };
    } catch (error) {
      const timedOut = error instanceof Error && error.name === 'TimeoutError';
      return { up: false, latencyMs: took(), detail: timedOut ? `no answer within ${timeoutMs} ms` : 'no answer' };
    }
  }

  async openSession(request: VendorSessionRequest): Promise<VendorSession> {
    let response: Response;
    try {
      response = await this.send(vendorPaths.sessions, request, this.settings.timeoutMs ?? 3000);
    } catch (error) {
      this.log.warn({ err: error, vendor: this.settings.baseUrl }, 'game vendor did not answer a launch');
      throw unavailable();
    }
    const answer = vendorSessionSchema.safeParse(await response.json().catch(() => null));
    if (response.status === 201 && answer.success) return answer.data;
    this.log.warn(
      { status: response.status, vendor: this.settings.baseUrl, contract: answer.success },
      'game vendor refused a launch',
    );
    throw unavailable();
  }
}

const unavailable = (field = 'nodeId') => new AppError('VENDOR_UNAVAILABLE', { field });
