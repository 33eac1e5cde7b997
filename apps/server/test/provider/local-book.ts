import type {
  BookBalance,
  BookFeed,
  BookFeedApplied,
  BookTicket,
  BookTickets,
  BookTicketsRequest,
  BookTransfer,
  BookTransferRequest,
  BookWalletOwner,
} from '@portal/contracts';
import type {
  TransferAnswer,
  TransferStatusAnswer,
  TransferWallet,
} from '../../src/modules/provider/vendors/game-vendor.js';
import { AppError } from '../../src/platform/errors.js';

const ownerKey = (owner: BookWalletOwner) => `${owner.siteCode}/${owner.studio}/${owner.currency}/${owner.playerId}`;

/**
 * The transfer wallet of the tests' local vendor: a real ledger of its own in memory (each player's balance per
 * site, studio and currency; each key decided once, for ever), with switches for what goes wrong between a portal
 * and a vendor: `down` (nothing answers, nothing applied), `failNext` (the next transfers fail before they are
 * applied), `loseNext` (applied, then the answer is lost), `rejectNext` (refused with a 4xx, nothing applied).
 */
export class LocalTransferWallet implements TransferWallet {
  readonly balances = new Map<string, bigint>();
  readonly decided = new Map<string, BookTransfer & { owner: string }>();
  /** Every call, in order: `transfer <key>`, `status <key>`, `balance <studio>`, `tickets <after>`, `feed`. */
  readonly calls: string[] = [];
  readonly feeds: BookFeed[] = [];
  private readonly settled: { seq: bigint; ticket: BookTicket }[] = [];
  down = false;
  failNext = 0;
  loseNext = 0;
  rejectNext = 0;
  /** Studios whose balance does not answer (a vendor's wallet down for one studio). */
  readonly silentStudios = new Set<string>();

  balanceOf(owner: BookWalletOwner): bigint {
    return this.balances.get(ownerKey(owner)) ?? 0n;
  }

  /** Money a player won or lost at the vendor (a settled bet), moved inside its wallet. */
  credit(owner: BookWalletOwner, amount: bigint): void {
    this.balances.set(ownerKey(owner), this.balanceOf(owner) + amount);
  }

  async transfer(request: BookTransferRequest): Promise<TransferAnswer> {
    this.calls.push(`transfer ${request.key}`);
    if (this.down) return { kind: 'lost', detail: 'no answer' };
    if (this.failNext > 0) {
      this.failNext--;
      return { kind: 'lost', detail: 'HTTP 502' };
    }
    if (this.rejectNext > 0) {
      this.rejectNext--;
      return { kind: 'rejected', httpStatus: 404 };
    }
    const decided = this.apply(request);
    if (this.loseNext > 0) {
      this.loseNext--;
      return { kind: 'lost', detail: 'no answer in time' };
    }
    return { kind: 'answered', transfer: decided };
  }

  /** The vendor's side: the key decides once; the same key with another body is refused, moving nothing. */
  private apply(request: BookTransferRequest): BookTransfer {
    const owner = ownerKey(request);
    const amount = BigInt(request.amount);
    const earlier = this.decided.get(request.key);
    const balance = () => String(this.balances.get(owner) ?? 0n);
    if (earlier) {
      const same =
        earlier.owner === owner && earlier.direction === request.direction && earlier.amount === request.amount;
      const { owner: _owner, ...answer } = earlier;
      return same ? answer : { ...answer, status: 'refused', reason: 'KEY_REUSED', balance: balance() };
    }
    const held = this.balances.get(owner) ?? 0n;
    const covered = request.direction === 'in' || held >= amount;
    if (covered) this.balances.set(owner, request.direction === 'in' ? held + amount : held - amount);
    const answer: BookTransfer = {
      key: request.key,
      status: covered ? 'done' : 'refused',
      reason: covered ? null : 'INSUFFICIENT_FUNDS',
      direction: request.direction,
      amount: request.amount,
      balance: balance(),
    };
    this.decided.set(request.key, { ...answer, owner });
    return answer;
  }

  async transferStatus(key: string): Promise<TransferStatusAnswer> {
    this.calls.push(`status ${key}`);
    if (this.down) return { kind: 'lost', detail: 'no answer' };
    const earlier = this.decided.get(key);
    if (!earlier) return { kind: 'answered', status: { key, status: 'unknown' } };
    const { owner: _owner, ...answer } = earlier;
    return { kind: 'answered', status: answer };
  }

  async balance(owner: BookWalletOwner): Promise<BookBalance | null> {
    this.calls.push(`balance ${owner.studio}`);
    if (this.down || this.silentStudios.has(owner.studio)) return null;
    return { balance: String(this.balanceOf(owner)), currency: owner.currency };
  }

  /** Settles a ticket (or a new version of one): the next pull after the cursor reads it. */
  settle(ticket: BookTicket): void {
    this.settled.push({ seq: BigInt(this.settled.length + 1), ticket });
  }

  async tickets(request: BookTicketsRequest): Promise<BookTickets> {
    this.calls.push(`tickets ${request.after}`);
    if (this.down) throw new Error('the vendor did not answer its tickets');
    const after = BigInt(request.after);
    const page = this.settled.filter((entry) => entry.seq > after).slice(0, request.limit ?? 500);
    return { tickets: page.map((entry) => entry.ticket), cursor: String(page.at(-1)?.seq ?? after) };
  }

  async feed(document: BookFeed): Promise<BookFeedApplied> {
    this.calls.push('feed');
    if (this.down) throw new AppError('VENDOR_UNAVAILABLE', { field: 'body' });
    this.feeds.push(document);
    const count = (list?: unknown[]) => list?.length ?? 0;
    return {
      leagues: count(document.leagues),
      teams: count(document.teams),
      fixtures: count(document.fixtures),
      markets: (document.fixtures ?? []).reduce((sum, fixture) => sum + count(fixture.markets), 0),
      suspended: count(document.suspend),
      reopened: count(document.reopen),
      results: count(document.results),
      cancelled: count(document.cancel),
      betsSettled: 0,
    };
  }
}
