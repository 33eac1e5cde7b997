import {
  type BookBalance,
  type BookFeed,
  type BookFeedApplied,
  type BookTickets,
  type BookTicketsRequest,
  type BookTransferRequest,
  type BookWalletOwner,
  bookBalanceSchema,
  bookFeedAppliedSchema,
  bookTicketsSchema,
  bookTransferSchema,
  bookTransferStatusSchema,
  bookVendorPaths,
} from '@portal/contracts';
import { AppError } from '../../../platform/errors.js';
import type { TransferAnswer, TransferStatusAnswer, TransferWallet } from './game-vendor.js';
import { jsonOf, type SignedCallSettings, signedPost } from './signed-call.js';

/** How long a member's transfer waits for the vendor before it is left pending (and asked about later). */
export const transferTimeoutMs = 5_000;
const ticketsTimeoutMs = 20_000;
const feedTimeoutMs = 30_000;

/** Answers that say "ask again later" rather than "refused": the request may not have been looked at yet. */
const retryable = new Set([408, 409, 425, 429]);
const answered = (status: number) => status === 200 || status === 201;

const failureOf = (error: unknown) =>
  error instanceof Error && error.name === 'TimeoutError' ? 'no answer in time' : 'no answer';

/**
 * The transfer wallet of a vendor reached over HTTP (the game server's sportsbook studios). A money call that got
 * no answer it can be sure of is 'lost', never taken as done or refused: the caller asks the key's status.
 */
export class HttpTransferWallet implements TransferWallet {
  private readonly transferTimeoutMs: number;

  constructor(
    private readonly settings: SignedCallSettings & { transferTimeoutMs?: number },
    private readonly log: { warn(details: object, message: string): void },
  ) {
    this.transferTimeoutMs = settings.transferTimeoutMs ?? transferTimeoutMs;
  }

  async transfer(request: BookTransferRequest): Promise<TransferAnswer> {
    let response: Response;
    try {
      response = await signedPost(this.settings, bookVendorPaths.transfers, request, this.transferTimeoutMs);
    } catch (error) {
      return { kind: 'lost', detail: failureOf(error) };
    }
    const body = await jsonOf(response);
    if (answered(response.status)) {
      const parsed = bookTransferSchema.safeParse(body);
      const same =
        parsed.success &&
        parsed.data.key === request.key &&
        parsed.data.direction === request.direction &&
        parsed.data.amount === request.amount;
      if (parsed.success && same) return { kind: 'answered', transfer: parsed.data };
      this.log.warn(
        { key: request.key, vendor: this.settings.baseUrl },
        'vendor answered a transfer outside the contract',
      );
      return { kind: 'lost', detail: 'an answer outside the contract' };
    }
    if (response.status >= 500 || retryable.has(response.status)) {
      return { kind: 'lost', detail: `HTTP ${response.status}` };
    }
    this.log.warn({ key: request.key, status: response.status, body }, 'vendor refused a transfer request');
    return { kind: 'rejected', httpStatus: response.status };
  }

  async transferStatus(key: string): Promise<TransferStatusAnswer> {
    try {
      const response = await signedPost(this.settings, bookVendorPaths.transferStatus, { key }, this.transferTimeoutMs);
      const parsed = bookTransferStatusSchema.safeParse(await jsonOf(response));
      if (answered(response.status) && parsed.success && parsed.data.key === key) {
        return { kind: 'answered', status: parsed.data };
      }
      return { kind: 'lost', detail: `HTTP ${response.status}` };
    } catch (error) {
      return { kind: 'lost', detail: failureOf(error) };
    }
  }

  async balance(owner: BookWalletOwner, timeoutMs: number): Promise<BookBalance | null> {
    try {
      const response = await signedPost(this.settings, bookVendorPaths.balance, owner, timeoutMs);
      const parsed = bookBalanceSchema.safeParse(await jsonOf(response));
      if (answered(response.status) && parsed.success) return parsed.data;
      this.log.warn({ studio: owner.studio, status: response.status }, 'vendor refused a balance');
    } catch (error) {
      this.log.warn({ studio: owner.studio, reason: failureOf(error) }, 'vendor did not answer a balance');
    }
    return null;
  }

  async tickets(request: BookTicketsRequest): Promise<BookTickets> {
    const response = await signedPost(this.settings, bookVendorPaths.tickets, request, ticketsTimeoutMs);
    const parsed = bookTicketsSchema.safeParse(await jsonOf(response));
    if (answered(response.status) && parsed.success) return parsed.data;
    throw new Error(`the vendor answered its tickets ${response.status}`);
  }

  async feed(document: BookFeed): Promise<BookFeedApplied> {
    let response: Response;
    try {
      response = await signedPost(this.settings, bookVendorPaths.feed, document, feedTimeoutMs);
    } catch (error) {
      this.log.warn({ reason: failureOf(error) }, 'vendor did not answer a feed');
      throw new AppError('VENDOR_UNAVAILABLE', { field: 'body' });
    }
    const body = await jsonOf(response);
    const parsed = bookFeedAppliedSchema.safeParse(body);
    if (answered(response.status) && parsed.success) return parsed.data;
    if (response.status === 400) throw feedRefusal(body);
    this.log.warn({ status: response.status }, 'vendor refused a feed');
    throw new AppError('VENDOR_UNAVAILABLE', { field: 'body' });
  }
}

/** The vendor's 400 on a feed, named as the portal names a field of the body it forwarded. */
function feedRefusal(body: unknown): AppError {
  const { field, message } = (body ?? {}) as { field?: unknown; message?: unknown };
  const named = typeof field === 'string' && field.length > 0 ? field.replace(/^body\.?/, '') : '';
  const text = typeof message === 'string' ? message : 'the vendor refused the feed';
  return new AppError('VALIDATION_ERROR', { field: named ? `body.${named}` : 'body', message: text.slice(0, 300) });
}
