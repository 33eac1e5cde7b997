import { type Call, newTally, type Outcome } from './bank-client.js';
import { type BankMember, paymentPassword } from './members.js';

export type OpKind = 'deposit' | 'toVendor' | 'fromVendor' | 'upline' | 'downline' | 'withdraw';

/**
 * One money movement the test asked for under one idempotency key, with everything the server
 * answered for it. Acknowledged: some attempt answered 200. Refused: it never did, and an attempt
 * sent when no earlier one could still be running was answered 4xx.
 */
export interface Op {
  kind: OpKind;
  member: BankMember;
  payee: BankMember | null;
  vendor: string | null;
  key: string;
  /** Minor units. */
  amount: bigint;
  call: Call;
  ackedAt: number | null;
  value: Record<string, unknown> | null;
  refusals: string[];
  unknowns: number;
  /** Why the last unknown attempt is unknown (aborted, connection, 5xx). */
  lastUnknown: string | null;
  settled: 'refused' | null;
}

export const formatAmount = (minor: bigint) => `${minor / 100n}.${String(minor % 100n).padStart(2, '0')}`;

export function callOf(
  op: Pick<Op, 'kind' | 'member' | 'payee' | 'vendor' | 'key'>,
  amount: bigint,
  channelId: string,
): Call {
  const text = formatAmount(amount);
  switch (op.kind) {
    case 'deposit':
      return { method: 'POST', path: '/wps/cashier/deposit', key: op.key, body: { channelId, amount: text } };
    case 'toVendor':
    case 'fromVendor': {
      const [from, to] = op.kind === 'toVendor' ? ['MAIN', op.vendor] : [op.vendor, 'MAIN'];
      return {
        method: 'POST',
        path: '/wps/relay/GCS_walletTransfer',
        body: { from, to, amount: text, transactionId: op.key },
      };
    }
    case 'upline':
      return {
        method: 'POST',
        path: '/wps/wallet/transfer/upline',
        enc: true,
        key: op.key,
        body: { amount: text, paymentPassword },
      };
    case 'downline':
      return {
        method: 'POST',
        path: '/wps/agent/transfer/downline',
        enc: true,
        key: op.key,
        body: { amount: text, paymentPassword, downline: op.payee?.username },
      };
    case 'withdraw':
      return {
        method: 'POST',
        path: '/wps/cashier/withdraw',
        enc: true,
        key: op.key,
        body: { bankAccountId: op.member.bankAccountId, amount: text, paymentPassword },
      };
  }
}

/** What identifies the result: the same key must always answer the same one. */
function identityOf(op: Op, value: Record<string, unknown>): string {
  switch (op.kind) {
    case 'deposit':
    case 'withdraw':
      return `id ${String(value.id)}`;
    case 'toVendor':
    case 'fromVendor':
      return `transaction ${String(value.transactionId)}`;
    default:
      return `transfer ${String(value.transferId)}`;
  }
}

/** The journal entry an acknowledged operation must have written exactly once (the services' key prefixes). */
export function journalKeyOf(op: Op): string {
  switch (op.kind) {
    case 'deposit':
      return `deposit:${String(op.value?.id)}`;
    // Into a vendor: the main wallet's debit (the member's transaction id); out of one: the vendor's payout, once
    // the vendor has paid it out (modules/wallet vendor-transfer-legs.ts).
    case 'toVendor':
      return `wallet:${op.member.id}:${op.key}`;
    case 'fromVendor':
      return `wallet:${op.member.id}:${op.key}:done`;
    case 'upline':
    case 'downline':
      return `member:${op.member.id}:${op.key}`;
    case 'withdraw':
      return `withdraw:${op.member.id}:${op.key}`;
  }
}

export interface Decision {
  withdrawalId: string;
  status: 'paid' | 'rejected';
  ackedAt: number;
}

/** Everything one run asked and was answered, and every rule it saw broken on the way. */
export class BankRun {
  readonly ops: Op[] = [];
  readonly decisions: Decision[] = [];
  readonly violations: string[] = [];
  readonly tally = newTally();
  readonly stats = { duplicates: 0, replays: 0, conflictProbes: 0, aborts: 0, decisionsSent: 0, decisionRaces: 0 };
  stopped = false;
  /** How many member clients have been through their opening moves (one of each kind and probe). */
  openingsDone = 0;

  violation(text: string) {
    if (this.violations.length < 200) this.violations.push(text);
  }

  /** Applies one attempt's answer to its operation, checking what can be checked at once. */
  record(op: Op, outcome: Outcome, sentAt: number) {
    if (outcome.kind === 'unknown') {
      op.unknowns++;
      op.lastUnknown = outcome.reason;
      return;
    }
    const name = `${op.kind} ${op.member.username} key ${op.key}`;
    if (outcome.kind === 'refused') {
      op.refusals.push(outcome.code);
      // A replay sent after the key was acknowledged must answer the same, never a refusal.
      if (op.ackedAt !== null && sentAt > op.ackedAt) {
        this.violation(`${name}: acknowledged, then a replay was refused ${outcome.status} ${outcome.code}`);
      }
      return;
    }
    const value = outcome.value;
    if (value.amount !== String(op.amount)) {
      this.violation(`${name}: answered amount ${String(value.amount)}, asked ${op.amount}`);
    }
    if (op.kind === 'deposit' && value.status !== 'credited') {
      this.violation(`${name}: instant deposit answered status ${String(value.status)}`);
    }
    if (op.value === null) {
      op.value = value;
      op.ackedAt = Date.now();
    } else if (identityOf(op, op.value) !== identityOf(op, value)) {
      this.violation(`${name}: answered ${identityOf(op, value)} after ${identityOf(op, op.value)}`);
    }
  }
}
