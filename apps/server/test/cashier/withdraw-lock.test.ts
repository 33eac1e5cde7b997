import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockMember } from '../../src/modules/cashier/withdraw.repository.js';
import { type BuiltSite, buildSite, fundMember, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { setUpWithdrawer } from './withdraw-setup.js';

/**
 * Regression (found by the bank test, test/bank): a withdrawal request locked the member row FOR
 * UPDATE and then waited for the member's wallet, while a deposit credit or a withdrawal decision
 * held that wallet and wrote the member's message, whose foreign key takes KEY SHARE on the same
 * member row: "deadlock detected", answered 500.
 */
let ctx: TestContext;
let site: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp();
  // Seven right payment passwords at once pass the site's limit of five: those beyond it wait their turn.
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 10_00n, withdrawDailyCount: 4 } });
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe("the withdrawal request's member lock", () => {
  it('does not block rows that reference the member (the message a credit writes under the wallet lock)', async () => {
    await setUpWithdrawer(ctx, site, 'lockwd01');
    const memberId = await memberIdOf(ctx.database.db, site.id, 'lockwd01');
    await ctx.database.db.transaction(async (tx) => {
      await lockMember(tx, memberId);
      const other = await ctx.database.pool.connect();
      try {
        await other.query(`SET lock_timeout = '2s'`);
        // A blocked insert fails with "canceling statement due to lock timeout" instead of answering its row.
        const inserted = await other.query(
          `INSERT INTO messages (site_id, member_id, kind, title, body) VALUES ($1, $2, 'deposit_credited', 't', 'b')`,
          [site.id, String(memberId)],
        );
        expect(inserted.rowCount).toBe(1);
      } finally {
        other.release();
      }
    });
  });

  it("still serialises one member's requests: the daily count holds against concurrent ones", async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'lockwd02');
    await fundMember(ctx.database.db, site.id, 'lockwd02', 1_000_00n);
    const answers = await Promise.all(
      Array.from({ length: 7 }, (_, index) =>
        client.enc(
          'POST',
          '/wps/cashier/withdraw',
          { bankAccountId, amount: '10', paymentPassword: '112233' },
          { 'idempotency-key': `lock-count-${index}` },
        ),
      ),
    );
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 409, 409, 409]);
    expect(answers.filter((answer) => answer.statusCode === 409).map((answer) => answer.json().code)).toEqual([
      'WITHDRAW_DAILY_LIMIT',
      'WITHDRAW_DAILY_LIMIT',
      'WITHDRAW_DAILY_LIMIT',
    ]);
  });
});
