import { createHash } from 'node:crypto';
import { type FundedMember, type FundedMembers, fundedMembers } from '@portal/server/testing';
import pg from 'pg';
import { type Contestant, drive, nextKey, type Outcome } from './drive.js';
import { jsonPoster } from './post-json.js';

/** A funded member; the next transfer goes to the vendor wallet (true) or back to main: balances stay bounded. */
interface LedgerMember extends FundedMember {
  toVendor: boolean;
}

export interface LedgerFixture extends Omit<FundedMembers, 'members'> {
  members: LedgerMember[];
}

/** One minor unit moves each time, back and forth, so no member ever runs dry. */
const amount = 1n;

/** `count` members of the demo site AUR with `opening` minor units each, the same accounts for every contestant. */
export async function ledgerFixture(
  databaseUrl: string,
  count: number,
  options: { merchant?: string; opening?: bigint } = {},
): Promise<LedgerFixture> {
  const funded = await fundedMembers(databaseUrl, { count, ...options });
  return { ...funded, members: funded.members.map((member) => ({ ...member, toVendor: true })) };
}

/** A transfer that went through turns the member's next one around. */
const turned = (member: LedgerMember, done: boolean): Outcome => {
  if (!done) return 'failed';
  member.toVendor = !member.toVendor;
  return 'done';
};

/** GCS_walletTransfer through the portal's HTTP API, as the browser calls it. */
export function apiContestant(portalUrl: string, fixture: LedgerFixture, clients: number): Contestant {
  const poster = jsonPoster(portalUrl, clients);
  const transfer = async (member: LedgerMember) => {
    const { status } = await poster.post(
      '/wps/relay/GCS_walletTransfer',
      { merchant: fixture.merchant, device: 'WEB', authorization: member.token },
      {
        from: member.toVendor ? 'MAIN' : fixture.vendor,
        to: member.toVendor ? fixture.vendor : 'MAIN',
        amount: '0.01',
        transactionId: nextKey(),
      },
    );
    return turned(member, status === 200);
  };
  return {
    run: (seconds) => drive(fixture.members, clients, seconds, (_, member) => transfer(member)),
    close: poster.close,
  };
}

/**
 * The same postings written by a plain SQL script over `clients` connections: per transfer, lock
 * the two accounts in id order, insert the journal entry, update both balances, insert the two
 * postings with their balance after, commit (the deferred balance trigger checks it at commit).
 */
export async function sqlContestant(databaseUrl: string, fixture: LedgerFixture, clients: number) {
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
      return turned(member, true);
    } catch {
      await client.query('ROLLBACK').catch(() => {});
      return turned(member, false);
    }
  };
  return {
    run: (seconds: number) =>
      drive(fixture.members, clients, seconds, (index, member) => transfer(connections[index]!, member)),
    close: () => Promise.all(connections.map((client) => client.end())),
  } satisfies Contestant;
}
