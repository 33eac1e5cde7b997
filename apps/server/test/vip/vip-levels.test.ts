import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, vipLevels } from '../../src/db/schema/index.js';
import { vipReviewJob } from '../../src/modules/vip/vip-review.job.js';
import { runJobOnce } from '../../src/platform/scheduler.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 25 "Content": the console edits VIP levels in full. 401 -> 403 (role, another site) -> 400 naming the
// field -> 200, the member's VIP page shows it, a lowered threshold raises a member at the next review.
let ctx: TestContext;
let site: BuiltSite;
let content: OperatorCall;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const clock = manualClock();
const review = () => runJobOnce(db(), vipReviewJob({ sites: ctx.app.sites, now: clock.now }));
const levels = '/wps/operator/vip-levels';
const failure = (answer: LightMyRequestResponse) => [answer.statusCode, answer.json().code, answer.json().field];
const body = (changes: Record<string, unknown> = {}) => ({
  name: 'Silver',
  names: { EN: 'Silver', TY: 'Bạc' },
  minDeposits: '0',
  minValidBet: '5000',
  rebateRates: { RNG: 50, LIVE: 40 },
  birthdayBonus: '500',
  withdrawDailyCount: 3,
  ...changes,
});
const levelOf = async (memberId: bigint) =>
  (await db().execute<{ vip_level: number }>(sql`SELECT vip_level FROM members WHERE id = ${memberId}`)).rows[0]!
    .vip_level;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'VLV' }, { gameCode: 'VLSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'VLSLOT'`))[0]!.id;
  await db()
    .insert(vipLevels)
    .values([
      { siteId: site.id, level: 0, name: 'Member' },
      { siteId: site.id, level: 1, name: 'Silver', minValidBet: 5_000n, birthdayBonus: 500n },
      { siteId: site.id, level: 2, name: 'Gold', minDeposits: 10_000n, minValidBet: 50_000n, birthdayBonus: 2_000n },
    ]);
  content = await signInOperator(ctx, site.code, 'vipcontent', [site.id], 'content');
});
afterAll(() => ctx.close());

describe('operator VIP levels', () => {
  it('refuses without a token, a role outside content and another site’s operator; risk reads', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('GET', levels)).statusCode).toBe(401);
    expect((await anonymous.call('PUT', `${levels}/1`, body())).statusCode).toBe(401);
    const finance = await signInOperator(ctx, site.code, 'vipfinance', [site.id], 'finance');
    expect((await finance('PUT', `${levels}/1`, body())).statusCode).toBe(403);
    expect((await finance('DELETE', `${levels}/2`)).statusCode).toBe(403);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'vipstranger', [other.id], 'content');
    expect((await stranger('PUT', `${levels}/1`, body(), { merchant: site.code })).statusCode).toBe(403);
    const risk = await signInOperator(ctx, site.code, 'viprisk', [site.id], 'risk');
    expect((await risk('GET', levels)).json().value.map((row: { level: number }) => row.level)).toEqual([0, 1, 2]);
    expect((await risk('POST', levels, body())).statusCode).toBe(403);
  });

  it('400 naming the field: thresholds that do not rise, amounts not in minor units, unknown categories', async () => {
    expect(failure(await content('PUT', `${levels}/1`, body({ minValidBet: '60000' })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.minValidBet',
    ]);
    expect(failure(await content('PUT', `${levels}/2`, body({ minDeposits: '10000', minValidBet: '4000' })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.minValidBet',
    ]);
    expect(failure(await content('PUT', `${levels}/1`, body({ birthdayBonus: '5.5' })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.birthdayBonus',
    ]);
    expect(failure(await content('PUT', `${levels}/1`, body({ rebateRates: { CARDS: 10 } })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.rebateRates',
    ]);
    expect(failure(await content('PUT', `${levels}/9`, body()))).toEqual([404, 'NOT_FOUND', 'params.level']);
  });

  it('changes a level’s benefits: the member’s VIP page shows them, the audit keeps before and after', async () => {
    const answer = await content('PUT', `${levels}/1`, body({ birthdayBonus: '777' }));
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().value).toMatchObject({ level: 1, birthdayBonus: '777', withdrawDailyCount: 3 });
    const member = new PortalClient(ctx.app, site.code);
    await member.register({ username: 'vipreader', password: 'secret12', confirmPassword: 'secret12' });
    const page = (await member.call('GET', '/wps/vip', undefined, { language: 'TY' })).json().value;
    expect(page.levels[1]).toMatchObject({ name: 'Bạc', birthdayBonus: '777', rebateRates: { RNG: 50 } });
    const audit = await db().execute<{
      details: { before: { birthdayBonus: string }; after: { birthdayBonus: string } };
    }>(sql`SELECT details FROM audit_log WHERE site_id = ${site.id} AND action = 'vip.level.update'`);
    expect(audit.rows.map((row) => [row.details.before.birthdayBonus, row.details.after.birthdayBonus])).toEqual([
      ['500', '777'],
    ]);
  });

  it('a lowered threshold raises a member at the next review, not before', async () => {
    const member = new PortalClient(ctx.app, site.code);
    await member.register({ username: 'viplowered', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'viplowered');
    await db().execute(sql`
      INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
      VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`vl${seq++}`}, 'real', 3000, 0, 'settled', now() - interval '1 second')`);
    await review();
    clock.advance(10 * 60_000);
    await review();
    expect(await levelOf(memberId)).toBe(0);
    const lowered = await content('PUT', `${levels}/1`, body({ minValidBet: '2000', birthdayBonus: '777' }));
    expect(lowered.statusCode, lowered.body).toBe(200);
    expect(await levelOf(memberId)).toBe(0);
    clock.advance(30_000);
    await review();
    expect(await levelOf(memberId)).toBe(1);
  });

  it('adds levels at the top under a burst, each its own; removes the top one only while nobody holds it', async () => {
    expect(failure(await content('POST', levels, body({ name: 'Low', minDeposits: '0', minValidBet: '100' })))).toEqual(
      [400, 'VALIDATION_ERROR', 'body.minDeposits'],
    );
    const top = (n: number) => body({ name: `Top${n}`, minDeposits: String(20_000 + n), minValidBet: '90000' });
    // The same new level three times at once: one adds it, the others then find it the top and ask no more.
    const burst = await Promise.all([1, 2, 3].map(() => content('POST', levels, top(3))));
    expect(burst.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(burst.find((answer) => answer.statusCode === 200)!.json().value.level).toBe(3);
    for (const level of [4, 5]) {
      const added = await content('POST', levels, top(level));
      expect(added.json().value.level, added.body).toBe(level);
    }
    expect(failure(await content('DELETE', `${levels}/4`))).toEqual([409, 'CONFLICT', 'params.level']);
    for (const level of [5, 4, 3, 2]) expect((await content('DELETE', `${levels}/${level}`)).statusCode).toBe(200);
    expect(failure(await content('DELETE', `${levels}/1`))).toEqual([409, 'CONFLICT', 'params.level']);
    const listed = (await content('GET', levels)).json().value;
    expect(listed.map((row: { level: number; members: number }) => [row.level, row.members])).toEqual([
      [0, 1],
      [1, 1],
    ]);
  });
});
