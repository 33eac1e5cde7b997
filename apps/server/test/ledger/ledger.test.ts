import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { journalEntries, ledgerAccounts, postings } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { houseAccount } from '../../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../../src/modules/ledger/ledger.service.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestDatabase } from '../harness.js';

let database: DatabaseHandle;
let site: BuiltSite;
let cashier: bigint;

async function memberWallet(username: string): Promise<bigint> {
  const member = await createMember(
    database.db,
    { siteId: site.id, username, passwordHash: 'x', memberType: 0, nickname: username },
    'USD',
  );
  const [account] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.memberId, member.id));
  return account!.id;
}

/** One entry of `kind` moving `amount` from one account to another. */
const move = (kind: string, from: bigint, to: bigint, amount: bigint, key: string) =>
  postEntry(database.db, {
    siteId: site.id,
    kind,
    idempotencyKey: key,
    legs: [
      { accountId: from, amount: -amount },
      { accountId: to, amount },
    ],
  });

const deposit = (account: bigint, amount: bigint, key: string) => move('deposit', cashier, account, amount, key);
const transfer = (from: bigint, to: bigint, amount: bigint, key: string) => move('transfer', from, to, amount, key);

beforeAll(async () => {
  database = await createTestDatabase();
  site = await buildSite(database.db);
  cashier = await houseAccount(database.db, site.id, 'HOUSE:CASHIER', 'USD');
});
afterAll(() => database.close());

describe('journal entries', () => {
  it('moves money and keeps the balances in step with the postings', async () => {
    const wallet = await memberWallet('ledger01');
    const posted = await deposit(wallet, 12_345n, 'dep-1');
    expect(posted.replayed).toBe(false);
    expect(posted.balances.get(wallet)).toBe(12_345n);
    expect(posted.balances.get(cashier)).toBe(-12_345n);
    const report = await checkLedger(database.db);
    expect(report).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('moves money once per key, and refuses the key with another request', async () => {
    const wallet = await memberWallet('ledger02');
    const first = await deposit(wallet, 500n, 'dep-2');
    const again = await deposit(wallet, 500n, 'dep-2');
    expect(again).toMatchObject({ entryId: first.entryId, replayed: true });
    expect(again.balances.get(wallet)).toBe(500n);
    await expect(deposit(wallet, 501n, 'dep-2')).rejects.toMatchObject({ code: 'IDEMPOTENCY_CONFLICT' });
  });

  it('never lets a member balance go below zero, and writes nothing when it refuses', async () => {
    const poor = await memberWallet('ledger03');
    const rich = await memberWallet('ledger04');
    await deposit(poor, 100n, 'dep-3');
    await expect(transfer(poor, rich, 101n, 'tr-3')).rejects.toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      field: 'amount',
    });
    const entries = await database.db.select().from(journalEntries).where(eq(journalEntries.idempotencyKey, 'tr-3'));
    expect(entries).toEqual([]);
    const [row] = await database.db.select().from(ledgerAccounts).where(eq(ledgerAccounts.id, poor));
    expect(row!.balance).toBe(100n);
  });

  it("dates the entry and its postings at the movement's time when one is named, else now", async () => {
    const wallet = await memberWallet('ledger09');
    const timesOf = async (entryId: bigint) => {
      const [entry] = await database.db.select().from(journalEntries).where(eq(journalEntries.id, entryId));
      const legs = await database.db.select().from(postings).where(eq(postings.entryId, entryId));
      return [entry!.createdAt, ...legs.map((leg) => leg.createdAt)].map((time) => time.toISOString());
    };
    // A past event (the demo seed's history, issue 22 §12), written once with its time: no UPDATE of history.
    const then = new Date('2026-03-04T05:06:07.089Z');
    const past = await postEntry(database.db, {
      siteId: site.id,
      kind: 'deposit',
      idempotencyKey: 'dated-1',
      legs: [
        { accountId: cashier, amount: -300n },
        { accountId: wallet, amount: 300n },
      ],
      at: then,
    });
    expect(await timesOf(past.entryId)).toEqual(Array(3).fill(then.toISOString()));
    const before = Date.now();
    const present = await deposit(wallet, 200n, 'dated-2');
    for (const time of await timesOf(present.entryId)) {
      expect(Date.parse(time)).toBeGreaterThanOrEqual(before - 1_000);
      expect(Date.parse(time)).toBeLessThanOrEqual(Date.now() + 1_000);
    }
  });

  it('refuses an account of another site', async () => {
    const other = await buildSite(database.db);
    const foreignCashier = await houseAccount(database.db, other.id, 'HOUSE:CASHIER', 'USD');
    const wallet = await memberWallet('ledger05');
    await expect(
      postEntry(database.db, {
        siteId: site.id,
        kind: 'deposit',
        idempotencyKey: 'cross-site',
        legs: [
          { accountId: foreignCashier, amount: -1n },
          { accountId: wallet, amount: 1n },
        ],
      }),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});

describe('under concurrency', () => {
  it('runs opposite transfers and replayed keys in parallel without deadlock or drift', async () => {
    const a = await memberWallet('ledger06');
    const b = await memberWallet('ledger07');
    await deposit(a, 10_000n, 'dep-a');
    await deposit(b, 10_000n, 'dep-b');
    // 32 clients, half each way; every key is sent three times.
    const keys = Array.from({ length: 32 }, (_, index) => index);
    const sends = keys.flatMap((index) =>
      [0, 1, 2].map(() => (index % 2 ? transfer(a, b, 7n, `c-${index}`) : transfer(b, a, 5n, `c-${index}`))),
    );
    const results = await Promise.all(sends);
    expect(results.filter((result) => !result.replayed)).toHaveLength(32);
    const rows = await database.db.select().from(ledgerAccounts).where(sql`${ledgerAccounts.id} IN (${a}, ${b})`);
    const balance = new Map(rows.map((row) => [row.id, row.balance]));
    expect(balance.get(a)).toBe(10_000n - 16n * 7n + 16n * 5n);
    expect(balance.get(b)).toBe(10_000n + 16n * 7n - 16n * 5n);
    expect(await checkLedger(database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});

describe('the database itself', () => {
  it('refuses to change or delete history', async () => {
    // Drizzle wraps the database's error; PostgreSQL's own message is the cause.
    const immutable = { cause: { message: expect.stringMatching(/ledger history is immutable/) } };
    await expect(database.db.update(postings).set({ amount: 1n })).rejects.toMatchObject(immutable);
    await expect(database.db.delete(journalEntries)).rejects.toMatchObject(immutable);
  });

  it('refuses an entry whose postings do not sum to zero, at commit', async () => {
    const wallet = await memberWallet('ledger08');
    await expect(
      database.db.transaction(async (tx) => {
        const [entry] = await tx
          .insert(journalEntries)
          .values({ siteId: site.id, kind: 'forged', idempotencyKey: 'forged-1', requestHash: 'x' })
          .returning({ id: journalEntries.id });
        await tx.insert(postings).values([
          { entryId: entry!.id, accountId: cashier, amount: -10n },
          { entryId: entry!.id, accountId: wallet, amount: 11n },
        ]);
      }),
    ).rejects.toMatchObject({ cause: { message: expect.stringMatching(/does not balance/) } });
  });
});
