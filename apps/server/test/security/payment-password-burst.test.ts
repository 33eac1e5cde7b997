import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';

/**
 * Issue 22 finding 11: SECURITY.md says right payment passwords sent at once never lock the member,
 * but with the site's limit of 5 the sixth right one in flight was answered 423. Each entry still
 * takes its place before it is compared (a burst of guesses compares no more than the limit): a
 * right one that finds every place taken by entries still being compared waits for them instead.
 */
let ctx: TestContext;
let site: BuiltSite;

beforeAll(async () => {
  ctx = await createTestApp();
  // The site's defaults: 5 wrong entries in 15 minutes lock the payment password.
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 1_00n, withdrawDailyCount: 50 } });
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

const withdrawals = (client: Awaited<ReturnType<typeof setUpWithdrawer>>, label: string, passwords: string[]) =>
  Promise.all(
    passwords.map((paymentPassword, index) =>
      client.client.enc(
        'POST',
        '/wps/cashier/withdraw',
        { bankAccountId: client.bankAccountId, amount: '1', paymentPassword },
        { 'idempotency-key': `pay-burst-${label}-${index}` },
      ),
    ),
  );

describe('payment passwords sent at once', () => {
  it('right ones: every one is taken, none answers 423', async () => {
    const member = await setUpWithdrawer(ctx, site, 'burstright1');
    await fundMember(ctx.database.db, site.id, 'burstright1', 1_000_00n);
    const answers = await withdrawals(member, 'right', Array(16).fill('112233'));
    expect(answers.map((answer) => answer.statusCode)).toEqual(Array(16).fill(200));
  });

  it('wrong ones: no more than the limit are compared, the rest and a right one after them are locked', async () => {
    const member = await setUpWithdrawer(ctx, site, 'burstwrong1');
    await fundMember(ctx.database.db, site.id, 'burstwrong1', 1_000_00n);
    const guesses = Array.from({ length: 30 }, (_, index) => String(200_000 + index));
    const answers = await withdrawals(member, 'wrong', guesses);
    const codes = answers.map((answer) => answer.json().code as string);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT')).toHaveLength(4);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_LOCKED')).toHaveLength(26);
    const [right] = await withdrawals(member, 'after', ['112233']);
    expect([right!.statusCode, right!.json().code]).toEqual([423, 'PAYMENT_PASSWORD_LOCKED']);
  });
});
