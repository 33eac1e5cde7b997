import { TZDate } from '@date-fns/tz';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vipLevels } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { vipReviewJob } from '../../src/modules/vip/vip-review.job.js';
import { reviewVip } from '../../src/modules/vip/vip-review.service.js';
import { runJobOnce } from '../../src/platform/scheduler.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, fundMember, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 13: the VIP level is reviewed after settlements (not only when read), with a message; the level's
// withdrawals a day hold under a burst; the level's birthday bonus is paid once a year, 29 February on the 28th.
let ctx: TestContext;
let site: BuiltSite;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const zone = () => ctx.app.sites.byId(site.id)!.brand.timeZone;
const clock = manualClock();
const review = () => runJobOnce(db(), vipReviewJob({ sites: ctx.app.sites, now: clock.now }));

async function settleRound(memberId: bigint, stake: bigint) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`review${seq++}`}, 'real', ${stake}, 0, 'settled', now() - interval '1 second')`);
}
const levelOf = async (memberId: bigint) =>
  (await db().execute<{ vip_level: number }>(sql`SELECT vip_level FROM members WHERE id = ${memberId}`)).rows[0]!
    .vip_level;
const messagesOf = async (memberId: bigint, kind: string) =>
  (
    await db().execute<{ title: string }>(
      sql`SELECT title FROM messages WHERE member_id = ${memberId} AND kind = ${kind}`,
    )
  ).rows;
const setBirthday = (memberId: bigint, birthday: string) =>
  db().execute(sql`UPDATE members SET profile = profile || jsonb_build_object('birthday', ${birthday}::text)
                   WHERE id = ${memberId}`);

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db(), { site: { withdrawDailyCount: 10, withdrawMinAmount: 100n } });
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'REVV' }, { gameCode: 'REVSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'REVSLOT'`))[0]!.id;
  await db()
    .insert(vipLevels)
    .values([
      { siteId: site.id, level: 0, name: 'Member' },
      { siteId: site.id, level: 1, name: 'Silver', minValidBet: 5_000n, birthdayBonus: 500n, withdrawDailyCount: 1 },
    ]);
});
afterAll(() => ctx.close());

describe('VIP review', () => {
  it('raises the level of a member who played since the last review, once, with one message', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'reviewed1', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'reviewed1');
    await settleRound(memberId, 3_000n);
    await review();
    expect(await levelOf(memberId)).toBe(0);
    await settleRound(memberId, 2_000n);
    clock.advance(30_000);
    expect(await review()).toBeGreaterThanOrEqual(1);
    expect(await levelOf(memberId)).toBe(1);
    clock.advance(30_000);
    await review();
    expect(await messagesOf(memberId, 'vip_level_up')).toEqual([{ title: 'Welcome to VIP Silver' }]);
    expect((await client.call('GET', '/wps/member/info')).json().value.vipLabel).toBe('VIP1');
  });

  it('holds the level’s withdrawals a day under a burst (the site allows 10, Silver 1)', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'reviewed2');
    const memberId = await memberIdOf(db(), site.id, 'reviewed2');
    await fundMember(db(), site.id, 'reviewed2', 10_000n);
    await settleRound(memberId, 5_000n);
    clock.advance(30_000);
    await review();
    expect(await levelOf(memberId)).toBe(1);
    expect((await client.call('GET', '/wps/cashier/withdraw/rules')).json().value.dailyCount).toBe(1);
    const burst = await Promise.all(
      [1, 2, 3].map((n) =>
        client.enc(
          'POST',
          '/wps/cashier/withdraw',
          { bankAccountId, amount: '10', paymentPassword: '112233' },
          { 'idempotency-key': `review-wd-${n}` },
        ),
      ),
    );
    const codes = burst.map((response) => response.json().code).sort();
    expect(codes.filter((code) => code === 'WITHDRAW_DAILY_LIMIT')).toHaveLength(2);
    expect(burst.filter((response) => response.statusCode === 200)).toHaveLength(1);
  });

  it('pays the birthday bonus of the level once a year, not to the wrong day or a Member-level account', async () => {
    // The birthday pass runs at most every 10 minutes: the reviews above ran it a minute ago.
    clock.advance(10 * 60_000);
    const local = new TZDate(clock.now(), zone());
    const today = `${local.getFullYear() - 30}-${String(local.getMonth() + 1).padStart(2, '0')}-${String(local.getDate()).padStart(2, '0')}`;
    for (const name of ['birthday1', 'birthday2', 'birthday3']) {
      const response = await new PortalClient(ctx.app, site.code).register({
        username: name,
        password: 'secret12',
        confirmPassword: 'secret12',
      });
      expect(response.statusCode, name).toBe(200);
    }
    const [silver, other, member] = await Promise.all(
      ['birthday1', 'birthday2', 'birthday3'].map((n) => memberIdOf(db(), site.id, n)),
    );
    await db().execute(sql`UPDATE members SET vip_level = 1 WHERE id IN (${silver!}, ${other!})`);
    await setBirthday(silver!, today);
    await setBirthday(other!, today.endsWith('-01-01') ? '1990-07-07' : '1990-01-01');
    await setBirthday(member!, today);
    // Two reviews racing in their own transactions: the ledger key and the row pay once.
    const deps = { sites: ctx.app.sites, now: clock.now };
    await Promise.all(
      [1, 2].map(() =>
        db()
          .transaction((tx) => reviewVip(tx, deps))
          .catch(() => 0),
      ),
    );
    await review();
    const paid = await db().execute<{ member_id: string; amount: string }>(
      sql`SELECT member_id::text, amount::text FROM birthday_bonuses WHERE site_id = ${site.id}`,
    );
    expect(paid.rows).toEqual([{ member_id: String(silver), amount: '500' }]);
    expect(await messagesOf(silver!, 'birthday_bonus')).toEqual([{ title: 'Happy birthday!' }]);
    const balance = await db().execute<{ n: string }>(
      sql`SELECT count(*)::text AS n FROM journal_entries WHERE idempotency_key LIKE ${`birthday:${silver}:%`}`,
    );
    expect(balance.rows[0]!.n).toBe('1');
    expect(await checkLedger(db())).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('runs the birthday pass at most every 10 minutes: a birthday registered between passes waits for the next', async () => {
    // Fixed moments (15 March 2027, site time), so no midnight falls between the passes.
    const minute = (value: number) => new TZDate(2027, 2, 15, 12, value, 0, zone()).getTime();
    const reviewAt = (time: number) =>
      db().transaction((tx) => reviewVip(tx, { sites: ctx.app.sites, now: () => time }));
    await reviewAt(minute(0));
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'latebirthday', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'latebirthday');
    await db().execute(sql`UPDATE members SET vip_level = 1 WHERE id = ${memberId}`);
    await setBirthday(memberId, '1999-03-15');
    await reviewAt(minute(1));
    expect(await messagesOf(memberId, 'birthday_bonus')).toEqual([]);
    await reviewAt(minute(10));
    expect(await messagesOf(memberId, 'birthday_bonus')).toHaveLength(1);
  });

  it('keeps a 29 February birthday on the 28th in a common year', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'leapling', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'leapling');
    await db().execute(sql`UPDATE members SET vip_level = 1 WHERE id = ${memberId}`);
    await setBirthday(memberId, '02-29-2000');
    const noon = (day: number) => new TZDate(2027, 1, day, 12, 0, 0, zone()).getTime();
    const at = (time: number) => ({ sites: ctx.app.sites, now: () => time });
    await db().transaction((tx) => reviewVip(tx, at(noon(27))));
    expect(await messagesOf(memberId, 'birthday_bonus')).toEqual([]);
    await db().transaction((tx) => reviewVip(tx, at(noon(28))));
    expect(await messagesOf(memberId, 'birthday_bonus')).toHaveLength(1);
  });
});
