import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { houseAccount } from '../../src/modules/ledger/ledger.repository.js';
import { buildSite } from '../factories.js';
import { createTestDatabase } from '../harness.js';

/**
 * The database's own balance check on journal entries (deferred to commit, per posting row, and since
 * migration 0016 run once per entry rather than once per posting): written here with raw SQL on one
 * connection, as a faulty writer would, to show what it still refuses.
 */
let database: DatabaseHandle;
let client: pg.PoolClient;
let siteId: number;
let house: bigint[];
let euros: bigint;
let keys = 0;

const refused = expect.objectContaining({ message: expect.stringMatching(/does not balance/) });

async function newEntry(): Promise<bigint> {
  const { rows } = await client.query<{ id: string }>(
    `INSERT INTO journal_entries (site_id, kind, idempotency_key, request_hash)
     VALUES ($1, 'check', $2, 'x') RETURNING id`,
    [siteId, `balance-check-${++keys}`],
  );
  return BigInt(rows[0]!.id);
}

/** Writes the legs in one INSERT, account and amount each. */
async function post(entry: bigint, legs: [bigint, bigint][]) {
  await client.query(
    `INSERT INTO postings (entry_id, account_id, amount)
     SELECT $1, account, amount FROM unnest($2::bigint[], $3::bigint[]) AS u(account, amount)`,
    [String(entry), legs.map(([account]) => String(account)), legs.map(([, amount]) => String(amount))],
  );
}

async function inTransaction<T>(work: () => Promise<T>): Promise<T> {
  await client.query('BEGIN');
  try {
    const result = await work();
    await client.query('COMMIT');
    return result;
  } catch (error) {
    await client.query('ROLLBACK');
    throw error;
  }
}

/** A balanced entry of `count` legs: one house account pays the others 1 to 3 units each. */
function balancedLegs(count: number): [bigint, bigint][] {
  const credits = Array.from({ length: count - 1 }, (_, index): [bigint, bigint] => [
    house[1 + (index % (house.length - 1))]!,
    BigInt(1 + (index % 3)),
  ]);
  const total = credits.reduce((sum, [, amount]) => sum + amount, 0n);
  return [[house[0]!, -total], ...credits];
}

const checkedEntry = async () =>
  (await client.query<{ value: string | null }>(`SELECT current_setting('ledger.checked_entry', true) AS value`))
    .rows[0]!.value;

beforeAll(async () => {
  database = await createTestDatabase();
  siteId = (await buildSite(database.db)).id;
  house = await Promise.all(['A', 'B', 'C'].map((name) => houseAccount(database.db, siteId, `HOUSE:${name}`, 'USD')));
  euros = await houseAccount(database.db, siteId, 'HOUSE:EUR', 'EUR');
  client = await database.db.$client.connect();
});
afterAll(async () => {
  client.release();
  await database.close();
});

describe('the balance check on journal entries', () => {
  it('passes a balanced entry of several postings', async () => {
    await inTransaction(async () => post(await newEntry(), balancedLegs(5)));
  });

  it('refuses an unbalanced entry at commit, not before', async () => {
    await expect(
      inTransaction(async () => {
        await post(await newEntry(), [
          [house[0]!, -10n],
          [house[1]!, 11n],
        ]);
        // Deferred: the INSERT itself went through.
      }),
    ).rejects.toEqual(refused);
  });

  it('refuses an entry of one posting, and one across two currencies', async () => {
    await expect(inTransaction(async () => post(await newEntry(), [[house[0]!, 5n]]))).rejects.toEqual(refused);
    await expect(
      inTransaction(async () =>
        post(await newEntry(), [
          [house[0]!, -5n],
          [euros, 5n],
        ]),
      ),
    ).rejects.toEqual(refused);
  });

  it('refuses a posting added in a later transaction to an older balanced entry', async () => {
    const entry = await inTransaction(async () => {
      const id = await newEntry();
      await post(id, balancedLegs(4));
      return id;
    });
    await expect(inTransaction(() => post(entry, [[house[1]!, 7n]]))).rejects.toEqual(refused);
  });

  it('refuses a transaction of two entries whose second does not balance', async () => {
    await expect(
      inTransaction(async () => {
        await post(await newEntry(), balancedLegs(3));
        await post(await newEntry(), [
          [house[0]!, -3n],
          [house[2]!, 2n],
        ]);
      }),
    ).rejects.toEqual(refused);
  });

  it('refuses a posting added to an entry after its check ran in the same transaction', async () => {
    await expect(
      inTransaction(async () => {
        const entry = await newEntry();
        await post(entry, balancedLegs(3));
        await client.query('SET CONSTRAINTS ALL IMMEDIATE');
        expect(await checkedEntry()).toMatch(new RegExp(`^${entry}:\\d+$`));
        await client.query('SET CONSTRAINTS ALL DEFERRED');
        await post(entry, [
          [house[0]!, -1n],
          [house[1]!, 2n],
        ]);
      }),
    ).rejects.toEqual(refused);
  });

  it('passes a payout-sized entry of 1,001 postings, checked once, and forgets it at commit', async () => {
    const legs = balancedLegs(1_001);
    await inTransaction(async () => {
      const entry = await newEntry();
      await post(entry, legs);
      await client.query('SET CONSTRAINTS ALL IMMEDIATE');
      const { rows } = await client.query<{ highest: string }>(
        'SELECT max(id)::text AS highest FROM postings WHERE entry_id = $1',
        [String(entry)],
      );
      // The first posting's check summed every leg and marked the entry up to its highest posting.
      expect(await checkedEntry()).toBe(`${entry}:${rows[0]!.highest}`);
    });
    // Transaction-local: nothing is left on the pooled connection for the next transaction.
    expect(await checkedEntry()).toBe('');
  });

  it('refuses an unbalanced entry of 1,001 postings', async () => {
    const legs = balancedLegs(1_001);
    legs[500] = [legs[500]![0], legs[500]![1] + 1n];
    await expect(inTransaction(async () => post(await newEntry(), legs))).rejects.toEqual(refused);
  });
});
