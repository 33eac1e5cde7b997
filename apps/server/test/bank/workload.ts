import { sql } from 'drizzle-orm';
import type { Database } from '../../src/db/client.js';
import type { Random } from '../../src/platform/stable-random.js';
import type { BankClient, Outcome } from './bank-client.js';
import type { BankMember, BankSite } from './members.js';
import { type BankRun, callOf, type Op, type OpKind } from './operations.js';

export { type Random, seededRandom } from '../../src/platform/stable-random.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
const between = (random: Random, low: number, high: number) => BigInt(low + Math.floor(random() * (high - low + 1)));

/** Limits of the demo site as set up: instant channel 1.00-1000.00, withdrawals from 10.00. */
const amounts: Record<OpKind, [number, number]> = {
  deposit: [1_00, 1_000_00],
  toVendor: [1, 300_00],
  fromVendor: [1, 100_00],
  upline: [1_00, 50_00],
  downline: [1_00, 50_00],
  withdraw: [10_00, 300_00],
};

export class Workload {
  private sequence = 0;

  constructor(
    private readonly run: BankRun,
    private readonly site: BankSite,
    private readonly tag: string,
  ) {}

  /** A new operation under a new key; money comes back from a vendor wallet it was moved into, when there is one. */
  private freshOp(member: BankMember, random: Random, kind: OpKind | undefined, funded: string[]): Op {
    const chosen =
      kind ??
      pick<OpKind>(random, ['deposit', 'toVendor', 'fromVendor', member.agent ? 'downline' : 'upline', 'withdraw']);
    const [low, high] = amounts[chosen];
    const payee = chosen === 'upline' ? member.upline : chosen === 'downline' ? pick(random, member.downlines) : null;
    const vendor =
      chosen === 'toVendor' || chosen === 'fromVendor'
        ? pick(random, chosen === 'fromVendor' && funded.length > 0 ? funded : this.site.vendors)
        : null;
    const key = `${this.tag}-${member.username}-${(this.sequence++).toString(36)}`;
    const amount = between(random, low, high);
    const op: Op = {
      kind: chosen,
      member,
      payee,
      vendor,
      key,
      amount,
      call: callOf({ kind: chosen, member, payee, vendor, key }, amount, this.site.channelId),
      ackedAt: null,
      value: null,
      refusals: [],
      unknowns: 0,
      lastUnknown: null,
      settled: null,
    };
    this.run.ops.push(op);
    return op;
  }

  /** Sends one attempt of an operation and records its answer. */
  async attempt(op: Op, abortAfterMs?: number): Promise<Outcome> {
    const sentAt = Date.now();
    const outcome = await op.member.client.send(abortAfterMs === undefined ? op.call : { ...op.call, abortAfterMs });
    this.run.record(op, outcome, sentAt);
    return outcome;
  }

  /** The same key with another amount: refused 409 IDEMPOTENCY_CONFLICT, and nothing moves. */
  private async conflictProbe(op: Op) {
    this.run.stats.conflictProbes++;
    // One cent more, or less at the top of the range: still a valid request, only not the same one.
    const other = op.amount < BigInt(amounts[op.kind][1]) ? op.amount + 1n : op.amount - 1n;
    const outcome = await op.member.client.send(callOf(op, other, this.site.channelId));
    if (outcome.kind === 'ok' || (outcome.kind === 'refused' && outcome.code !== 'IDEMPOTENCY_CONFLICT')) {
      const answer = outcome.kind === 'ok' ? `200 ${JSON.stringify(outcome.value)}` : outcome.code;
      this.run.violation(`${op.kind} ${op.member.username} key ${op.key} with another amount answered ${answer}`);
    }
  }

  /** One member's client: random operations until the run stops, retrying what it could not learn the fate of. */
  async memberLoop(member: BankMember, random: Random): Promise<void> {
    const mine: Op[] = [];
    const fresh = (kind?: OpKind) => {
      const funded = mine.filter((op) => op.kind === 'toVendor' && op.ackedAt !== null).map((op) => op.vendor!);
      const op = this.freshOp(member, random, kind, funded);
      mine.push(op);
      return op;
    };
    const acked = () => mine.filter((op) => op.ackedAt !== null);
    const transfer: OpKind = member.agent ? 'downline' : 'upline';
    const act = {
      fresh: (kind?: OpKind) => this.attempt(fresh(kind)),
      /** The same key sent two or three times at once. */
      duplicate: async (kind?: OpKind) => {
        this.run.stats.duplicates++;
        const op = fresh(kind);
        const copies = random() < 0.5 ? 2 : 3;
        return (await Promise.all(Array.from({ length: copies }, () => this.attempt(op))))[0];
      },
      /** The same key again later: the same answer, and no money moves. */
      replay: async () => {
        const done = acked();
        if (done.length === 0) return act.fresh('deposit');
        this.run.stats.replays++;
        return this.attempt(pick(random, done));
      },
      conflict: async () => {
        const done = acked();
        if (done.length === 0) return act.fresh('deposit');
        await this.conflictProbe(pick(random, done));
        return undefined;
      },
      /** Given up on after a few milliseconds: it may or may not happen on the server. */
      abort: (kind?: OpKind) => {
        this.run.stats.aborts++;
        return this.attempt(fresh(kind), 1 + Math.floor(random() * 25));
      },
    };
    // Every client opens with one of each movement and each way of resending, whatever the machine's speed.
    // Money back from the vendor wallet comes third, not last: a loaded machine may give a client only a few
    // steps within the run, and every kind must be sent (the run's own check).
    const opening: (() => Promise<Outcome | undefined>)[] = [
      () => act.fresh('deposit'),
      () => act.duplicate('toVendor'),
      () => act.fresh('fromVendor'),
      () => act.fresh(transfer),
      () => act.abort('deposit'),
      () => act.fresh('withdraw'),
      () => act.replay(),
      () => act.conflict(),
    ];
    let unreachable = false;
    let openingAt = 0;
    while (!this.run.stopped) {
      const open = mine.filter((op) => op.ackedAt === null && op.unknowns > 0);
      const roll = random();
      let outcome: Outcome | undefined;
      // While the server cannot be reached, a client retries what it has in hand rather than start more.
      if (open.length > 0 && (unreachable || random() < 0.3)) outcome = await this.attempt(pick(random, open));
      else if (openingAt < opening.length) {
        // Each opening move once, in order, whatever retries came between.
        outcome = await opening[openingAt++]!();
        if (openingAt === opening.length) this.run.openingsDone++;
      } else if (roll < 0.2) outcome = await act.fresh('deposit');
      else if (roll < 0.4) outcome = await act.fresh(random() < 0.55 ? 'toVendor' : 'fromVendor');
      else if (roll < 0.52) outcome = await act.fresh(transfer);
      else if (roll < 0.64) outcome = await act.fresh('withdraw');
      else if (roll < 0.72) outcome = await act.duplicate();
      else if (roll < 0.8) outcome = await act.replay();
      else if (roll < 0.84) outcome = await act.conflict();
      else if (roll < 0.94) outcome = await act.abort();
      else outcome = await member.client.send({ method: 'GET', path: '/wps/v2/wallets/balance' });
      // The server is gone (killed): back off rather than spin.
      unreachable = outcome?.kind === 'unknown' && outcome.reason.startsWith('connection');
      if (unreachable) await sleep(50 + random() * 100);
    }
  }

  private async decide(operator: BankClient, id: string, status: 'paid' | 'rejected', abortAfterMs?: number) {
    this.run.stats.decisionsSent++;
    const outcome = await operator.send({
      method: 'POST',
      path: `/wps/operator/withdrawals/${id}/${status === 'paid' ? 'approve' : 'reject'}`,
      ...(status === 'rejected' ? { body: { reason: 'bank test: rejected' } } : {}),
      ...(abortAfterMs === undefined ? {} : { abortAfterMs }),
    });
    if (outcome.kind === 'ok') {
      if (outcome.value.status !== status) {
        this.run.violation(`withdrawal ${id}: ${status} answered status ${String(outcome.value.status)}`);
      }
      this.run.decisions.push({ withdrawalId: id, status, ackedAt: Date.now() });
    } else if (outcome.kind === 'refused' && outcome.code !== 'CONFLICT') {
      this.run.violation(`withdrawal ${id}: ${status} refused ${outcome.status} ${outcome.code}`);
    }
  }

  /** An operator paying and rejecting pending withdrawals while they are being requested; two of them race. */
  async operatorLoop(operator: BankClient, random: Random): Promise<void> {
    while (!this.run.stopped) {
      const listed = await operator.send({
        method: 'GET',
        path: '/wps/operator/withdrawals?status=pending&pageSize=100',
      });
      const items = listed.kind === 'ok' ? (listed.value.items as { id: string }[]) : [];
      for (const { id } of items.slice(0, 12)) {
        if (this.run.stopped) break;
        const roll = random();
        const status = random() < 0.6 ? 'paid' : 'rejected';
        if (roll < 0.7) await this.decide(operator, id, status);
        else if (roll < 0.8) await Promise.all([this.decide(operator, id, status), this.decide(operator, id, status)]);
        else if (roll < 0.9) {
          this.run.stats.decisionRaces++;
          await Promise.all([this.decide(operator, id, 'paid'), this.decide(operator, id, 'rejected')]);
        } else await this.decide(operator, id, status, 1 + Math.floor(random() * 10));
      }
      await sleep(listed.kind === 'unknown' ? 150 : 40);
    }
  }

  /**
   * After the run: sends every operation whose fate is unknown again until the server answers it.
   * Called once no earlier attempt can still be running on the server, so a refusal now means the
   * key never moved money, and a 200 means it did, once.
   */
  async settle(deadline: number): Promise<void> {
    for (;;) {
      const open = this.run.ops.filter((op) => op.ackedAt === null && op.unknowns > 0 && op.settled === null);
      if (open.length === 0) return;
      if (Date.now() > deadline) {
        for (const op of open)
          this.run.violation(`${op.kind} ${op.member.username} key ${op.key}: never answered (${op.lastUnknown})`);
        return;
      }
      for (let start = 0; start < open.length; start += 32) {
        await Promise.all(
          open.slice(start, start + 32).map(async (op) => {
            const outcome = await this.attempt(op);
            if (outcome.kind === 'refused') op.settled = 'refused';
          }),
        );
      }
      await sleep(100);
    }
  }
}

/** Waits until no other session of the database is running a statement or holding a transaction open. */
export async function quiesce(db: Database, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let calm = 0;
  while (calm < 3) {
    const { rows } = await db.execute<{ busy: number }>(sql`
      SELECT count(*)::int AS busy FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid()
        AND state IN ('active', 'idle in transaction', 'idle in transaction (aborted)')`);
    calm = rows[0]?.busy === 0 ? calm + 1 : 0;
    if (Date.now() > deadline) throw new Error('the database did not become idle after the run');
    await sleep(100);
  }
}
