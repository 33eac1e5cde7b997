import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { ledgerAccounts } from '../../src/db/schema/index.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { houseAccount } from '../../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../../src/modules/ledger/ledger.service.js';
import { buildSite } from '../factories.js';
import { createTestDatabase } from '../harness.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let database: DatabaseHandle;
let wallet: bigint;

function runCheck(): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/check-ledger.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: database.url, LOG_LEVEL: 'silent' },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })));
}

beforeAll(async () => {
  database = await createTestDatabase();
  const site = await buildSite(database.db);
  const member = await createMember(
    database.db,
    { siteId: site.id, username: 'checked1', passwordHash: 'x', nickname: 'c' },
    'USD',
  );
  [{ id: wallet }] = (await database.db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.memberId, member.id))) as [{ id: bigint }];
  const cashier = await houseAccount(database.db, site.id, 'HOUSE:CASHIER', 'USD');
  await postEntry(database.db, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: 'check-1',
    legs: [
      { accountId: cashier, amount: -700n },
      { accountId: wallet, amount: 700n },
    ],
  });
});
afterAll(() => database.close());

describe('ledger check command', () => {
  it('says the ledger is sound, then names an account whose stored balance drifted', async () => {
    const sound = await runCheck();
    expect(sound.code).toBe(0);
    expect(sound.output).toContain('ledger is sound');
    await database.db.execute(sql`UPDATE ledger_accounts SET balance = 699 WHERE id = ${wallet}`);
    const drifted = await runCheck();
    expect(drifted.code).toBe(1);
    expect(drifted.output).toContain(`account ${wallet}: stored 699, postings say 700`);
  }, 60_000);
});
