import { createHash, randomBytes } from 'node:crypto';
import http from 'node:http';
import {
  checkLedgerAt,
  type FundedMember,
  type FundedMembers,
  fundedMembers,
  type LedgerReport,
} from '@portal/server/testing';
import pg from 'pg';
import { median } from './load.js';

/** A funded member; the next transfer goes to the vendor wallet (true) or back to main: balances stay bounded. */
interface LedgerMember extends FundedMember {
  toVendor: boolean;
}

export interface LedgerFixture extends Omit<FundedMembers, 'members'> {
  members: LedgerMember[];
}

/** One minor unit moves each time, back and forth, so no member ever runs dry. */
const amount = 1n;

/** `count` members of the demo site AUR with 1,000.00 each, the same accounts for both contestants. */
export async function ledgerFixture(databaseUrl: string, count: number, merchant = 'AUR'): Promise<LedgerFixture> {
  const funded = await fundedMembers(databaseUrl, { count, merchant });
  return { ...funded, members: funded.members.map((member) => ({ ...member, toVendor: true })) };
}

export interface LedgerResult {
  transfersPerSecond: number;
  p50: number;
  p99: number;
  failures: number;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? 0 : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))]!;

/** `clients` loops, each doing one transfer after another for its own members, for `seconds`. */
async function drive(
  fixture: LedgerFixture,
  clients: number,
  seconds: number,
  transfer: (client: number, member: LedgerMember) => Promise<boolean>,
): Promise<LedgerResult> {
  const latencies: number[] = [];
  let failures = 0;
  const started = performance.now();
  const end = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      const own = fixture.members.filter((_, index) => index % clients === client);
      for (let turn = 0; performance.now() < end; turn++) {
        const member = own[turn % own.length]!;
        const before = performance.now();
        if (await transfer(client, member)) {
          member.toVendor = !member.toVendor;
          latencies.push(performance.now() - before);
        } else failures++;
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    transfersPerSecond: latencies.length / elapsed,
    p50: Math.round(percentile(latencies, 50) * 10) / 10,
    p99: Math.round(percentile(latencies, 99) * 10) / 10,
    failures,
  };
}

let sequence = 0;
const runTag = randomBytes(4).toString('hex');
const nextKey = () => `bench-${runTag}-${(sequence++).toString(36)}`;

/** GCS_walletTransfer through the portal's HTTP API, as the browser calls it. */
function apiContestant(portalUrl: string, fixture: LedgerFixture, clients: number) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: clients });
  const url = new URL('/wps/relay/GCS_walletTransfer', portalUrl);
  const post = (member: LedgerMember) =>
    new Promise<boolean>((resolve) => {
      const body = JSON.stringify({
        from: member.toVendor ? 'MAIN' : fixture.vendor,
        to: member.toVendor ? fixture.vendor : 'MAIN',
        amount: '0.01',
        transactionId: nextKey(),
      });
      const request = http.request(
        url,
        {
          method: 'POST',
          agent,
          headers: {
            merchant: fixture.merchant,
            device: 'WEB',
            authorization: member.token,
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
          },
        },
        (response) => {
          response.resume();
          response.on('end', () => resolve(response.statusCode === 200));
        },
      );
      request.on('error', () => resolve(false));
      request.end(body);
    });
  return {
    run: (seconds: number) => drive(fixture, clients, seconds, (_, member) => post(member)),
    close: () => agent.destroy(),
  };
}

/**
 * The same postings written by a plain SQL script over `clients` connections: per transfer, lock
 * the two accounts in id order, insert the journal entry, update both balances, insert the two
 * postings with their balance after, commit (the deferred balance trigger checks it at commit).
 */
async function sqlContestant(databaseUrl: string, fixture: LedgerFixture, clients: number) {
  const connections = await Promise.all(
    Array.from({ length: clients }, async () => {
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      return client;
    }),
  );
  const transfer = async (client: pg.Client, member: LedgerMember) => {
    const [from, to] = member.toVendor ? [member.main, member.vendor] : [member.vendor, member.main];
    const key = `wallet:${member.id}:${nextKey()}`;
    const hash = createHash('sha256').update(`wallet_transfer|${from}:${-amount},${to}:${amount}`).digest('base64url');
    try {
      await client.query('BEGIN');
      await client.query({
        name: 'lock',
        text: 'SELECT id, balance FROM ledger_accounts WHERE id = ANY($1::bigint[]) ORDER BY id FOR UPDATE',
        values: [[String(from), String(to)]],
      });
      const entry = await client.query<{ id: string }>({
        name: 'entry',
        text: `INSERT INTO journal_entries (site_id, kind, idempotency_key, request_hash, memo)
               VALUES ($1, 'wallet_transfer', $2, $3, $4) RETURNING id`,
        values: [fixture.siteId, key, hash, JSON.stringify({ from: String(from), to: String(to) })],
      });
      const update = {
        name: 'apply',
        text: 'UPDATE ledger_accounts SET balance = balance + $2 WHERE id = $1 RETURNING balance',
      };
      const debit = await client.query<{ balance: string }>({ ...update, values: [String(from), String(-amount)] });
      const credit = await client.query<{ balance: string }>({ ...update, values: [String(to), String(amount)] });
      await client.query({
        name: 'postings',
        text: `INSERT INTO postings (entry_id, account_id, amount, balance_after)
               VALUES ($1, $2, $3, $4), ($1, $5, $6, $7)`,
        values: [
          entry.rows[0]!.id,
          String(from),
          String(-amount),
          debit.rows[0]!.balance,
          String(to),
          String(amount),
          credit.rows[0]!.balance,
        ],
      });
      await client.query('COMMIT');
      return true;
    } catch {
      await client.query('ROLLBACK').catch(() => {});
      return false;
    }
  };
  return {
    run: (seconds: number) =>
      drive(fixture, clients, seconds, (index, member) => transfer(connections[index]!, member)),
    close: () => Promise.all(connections.map((client) => client.end())),
  };
}

export interface LedgerComparison {
  sql: LedgerResult;
  api: LedgerResult;
  /** The median over rounds of API / plain SQL. */
  ratio: number;
  ledger: LedgerReport;
}

/**
 * One warm-up each, then `rounds` rounds of plain SQL then API on the same accounts; each figure
 * is the median of its rounds and the ratio the median of the per-round ratios. The ledger is
 * checked afterwards: both contestants must leave it sound.
 */
export async function compareLedger(
  databaseUrl: string,
  portalUrl: string,
  fixture: LedgerFixture,
  options: { rounds: number; seconds: number; clients: number },
): Promise<LedgerComparison> {
  const plain = await sqlContestant(databaseUrl, fixture, options.clients);
  const api = apiContestant(portalUrl, fixture, options.clients);
  try {
    await plain.run(2);
    await api.run(2);
    const rounds: { sql: LedgerResult; api: LedgerResult }[] = [];
    for (let round = 0; round < options.rounds; round++) {
      rounds.push({ sql: await plain.run(options.seconds), api: await api.run(options.seconds) });
    }
    const summary = (pickOf: (round: (typeof rounds)[number]) => LedgerResult): LedgerResult => {
      const runs = rounds.map(pickOf);
      return {
        transfersPerSecond: Math.round(median(runs.map((run) => run.transfersPerSecond))),
        p50: median(runs.map((run) => run.p50)),
        p99: median(runs.map((run) => run.p99)),
        failures: runs.reduce((sum, run) => sum + run.failures, 0),
      };
    };
    const ratio = median(rounds.map((round) => round.api.transfersPerSecond / round.sql.transfersPerSecond));
    const ledger = await checkLedgerAt(databaseUrl);
    return { sql: summary((round) => round.sql), api: summary((round) => round.api), ratio, ledger };
  } finally {
    api.close();
    await plain.close();
  }
}
