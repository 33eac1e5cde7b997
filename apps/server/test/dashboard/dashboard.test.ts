import { operatorDashboardPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paymentChannels } from '../../src/db/schema/index.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { fundMember } from '../factories.js';
import type { TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { type ProviderCaller, playRound, walletTestWorld } from '../provider/provider-setup.js';

// Issue 25 "Dashboard": a site's figures over its local days, and they reconcile: this test recomputes each one from
// the ledger and the rounds themselves (not from the roll-ups the dashboard reads).
let ctx: TestContext;
let siteId: number;
let siteCode: string;
let owner: OperatorCall;
let finance: OperatorCall;
let support: OperatorCall;
let provider: ProviderCaller;
let token: string;
/** Today at the site (its time zone, not UTC: the dashboard's days are the site's), and the range of it alone. */
let today: string;
let range: string;

const figure = async (query: ReturnType<typeof sql>) =>
  String((await ctx.database.db.execute<{ n: string | null }>(query)).rows[0]?.n ?? '0');

beforeAll(async () => {
  const world = await walletTestWorld('dashplayer', 500_00n);
  ({ ctx, provider, token } = world);
  siteId = world.world.site.id;
  siteCode = world.world.site.code;
  today = await figure(sql`SELECT (now() AT TIME ZONE time_zone)::date::text AS n FROM sites WHERE id = ${siteId}`);
  range = `?from=${today}&to=${today}`;
  owner = await signInOperator(ctx, siteCode, 'dash-owner', [siteId]);
  finance = await signInOperator(ctx, siteCode, 'dash-finance', [siteId], 'finance');
  support = await signInOperator(ctx, siteCode, 'dash-support', [siteId], 'support');

  // Play: three rounds, one won.
  await playRound(provider, token, { bet: 10_00n });
  await playRound(provider, token, { bet: 20_00n, win: 55_00n });
  await playRound(provider, token, { bet: 5_00n });
  // A bank deposit credited and one rejected; a bonus; a withdrawal paid.
  const [channel] = await ctx.database.db
    .insert(paymentChannels)
    .values({ siteId, code: 'BANK', kind: 'bank_transfer', name: 'Bank', minAmount: 100n, maxAmount: 1_000_000n })
    .returning({ id: paymentChannels.id });
  await ctx.app.sites.reload();
  const { client: payer, bankAccountId } = await setUpWithdrawer(ctx, world.world.site, 'dashpayer');
  const deposit = async (key: string, amount: string) =>
    (
      await ctx.app.inject({
        method: 'POST',
        url: '/wps/cashier/deposit',
        headers: { merchant: siteCode, authorization: payer.token!, 'idempotency-key': key },
        payload: { channelId: String(channel!.id), amount },
      })
    ).json().value.id as string;
  expect(
    (await finance('POST', `/wps/operator/deposits/${await deposit('dash-dep-1', '80')}/approve`)).statusCode,
  ).toBe(200);
  const refused = await finance('POST', `/wps/operator/deposits/${await deposit('dash-dep-2', '30')}/reject`, {
    reason: 'no such transfer',
  });
  expect(refused.statusCode).toBe(200);
  await owner(
    'POST',
    '/wps/operator/adjustments',
    { member: 'dashplayer', direction: 'credit', kind: 'bonus', amount: '7.5', reason: 'welcome gift' },
    { 'idempotency-key': 'dash-bonus-1' },
  );
  await fundMember(ctx.database.db, siteId, 'dashpayer', 50_00n);
  const requested = await payer.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount: '25', paymentPassword: '112233' },
    { 'idempotency-key': 'dash-wd-1' },
  );
  expect((await finance('POST', `/wps/operator/withdrawals/${requested.json().value.id}/approve`)).statusCode).toBe(
    200,
  );
  // The team roll-up job's fold, which the app runs every few seconds: play reaches the site's roll-up there.
  while ((await ctx.database.db.transaction((tx) => foldTeamChanges(tx))) > 0);
});
afterAll(() => ctx.close());

describe('GET /wps/operator/dashboard', () => {
  it('401, 403 for a role outside money, 400 naming the field', async () => {
    const anonymous = await ctx.app.inject({
      url: `${operatorDashboardPaths.dashboard}${range}`,
      headers: { merchant: siteCode },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await support('GET', `${operatorDashboardPaths.dashboard}${range}`)).statusCode).toBe(403);
    const backwards = await finance('GET', `${operatorDashboardPaths.dashboard}?from=2030-02-02&to=2030-02-01`);
    expect([backwards.statusCode, backwards.json().field]).toEqual([400, 'query.to']);
    const long = await finance('GET', `${operatorDashboardPaths.dashboard}?from=2030-01-01&to=2030-06-01`);
    expect([long.statusCode, long.json().field]).toEqual([400, 'query.to']);
  });

  it('answers figures that the ledger and the rounds themselves give', async () => {
    const answer = await finance('GET', `${operatorDashboardPaths.dashboard}${range}`);
    expect(answer.statusCode).toBe(200);
    const { totals, days, categories } = answer.json().value;
    const bets = await figure(
      sql`SELECT sum(stake)::text AS n FROM game_rounds WHERE site_id = ${siteId} AND status <> 'open' AND mode = 'real'`,
    );
    const wins = await figure(
      sql`SELECT sum(win)::text AS n FROM game_rounds WHERE site_id = ${siteId} AND status <> 'open' AND mode = 'real'`,
    );
    expect([totals.bets, totals.wins]).toEqual([bets, wins]);
    expect([bets, wins]).toEqual(['3500', '5500']);
    expect(totals.ggr).toBe(String(BigInt(bets) - BigInt(wins)));
    // Deposits: the members' side of the ledger entries of credited cashier deposits.
    const deposits = await figure(sql`SELECT sum(p.amount)::text AS n FROM deposits d
      JOIN postings p ON p.entry_id = d.entry_id JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
      WHERE d.site_id = ${siteId} AND d.status = 'credited' AND NOT d.demo`);
    expect([totals.deposits, totals.depositCount, totals.firstDeposits]).toEqual([deposits, 1, 1]);
    expect(deposits).toBe('8000');
    // Withdrawals: what left the members' wallets for paid withdrawals, by the ledger.
    const withdrawals = await figure(sql`SELECT (-sum(p.amount))::text AS n FROM withdrawals w
      JOIN postings p ON p.entry_id = w.hold_entry_id
      JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL
      WHERE w.site_id = ${siteId} AND w.status = 'paid'`);
    expect([totals.withdrawals, totals.withdrawalCount, withdrawals]).toEqual([withdrawals, 1, '2500']);
    const bonuses =
      await figure(sql`SELECT sum(p.amount)::text AS n FROM journal_entries e JOIN postings p ON p.entry_id = e.id
      JOIN ledger_accounts a ON a.id = p.account_id AND a.member_id IS NOT NULL WHERE e.site_id = ${siteId} AND e.kind = 'bonus'`);
    expect([totals.bonuses, bonuses]).toEqual(['750', '750']);
    expect(totals.ngr).toBe(String(BigInt(bets) - BigInt(wins) - 750n));
    expect([totals.registrations, totals.activeMembers, totals.rounds]).toEqual([2, 1, 3]);
    expect(days).toHaveLength(1);
    expect(days[0]).toMatchObject({ day: today, bets, wins, deposits });
    expect(categories.map((row: { bets: string }) => row.bets)).toEqual([bets]);
  });

  it('answers every day of the range, empty ones at zero', async () => {
    const answer = await owner('GET', `${operatorDashboardPaths.dashboard}?from=2030-03-01&to=2030-03-03`);
    const { totals, days } = answer.json().value;
    expect(days.map((row: { day: string }) => row.day)).toEqual(['2030-03-01', '2030-03-02', '2030-03-03']);
    expect([totals.bets, totals.registrations, totals.activeMembers]).toEqual(['0', 0, 0]);
  });
});
