import { sql } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games, pointConfigs } from '../../src/db/schema/index.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 25 "Content": the console creates, edits, restocks and retires the points mall's rewards. 401 -> 403
// (role, another site) -> 400 naming the field -> 200 and the member's mall shows it; the stock holds under a burst;
// a scheduled reward is offered only from its start to its end, by the app's clock (moved by hand here).
const clock = manualClock();
let ctx: TestContext;
let site: BuiltSite;
let content: OperatorCall;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const rewards = '/wps/operator/point-rewards';
const failure = (answer: LightMyRequestResponse) => [answer.statusCode, answer.json().code, answer.json().field];
const reward = (changes: Record<string, unknown> = {}) => ({
  names: { EN: 'Power bank', TY: 'Sạc dự phòng' },
  unit: 'pcs',
  units: { TY: 'cái' },
  requiredPoints: 10,
  stock: 3,
  sortOrder: 1,
  ...changes,
});
const minute = 60_000;
const fromNow = (ms: number) => new Date(clock.now() + ms).toISOString();
const earnPoints = (memberId: bigint) =>
  db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`rw${seq++}`}, 'real', 10000, 0, 'settled', now())`);
const mall = async (language = 'EN') =>
  (await new PortalClient(ctx.app, site.code).call('GET', '/wps/relay/MCS2_getPointReward', undefined, { language }))
    .json()
    .value.map((row: { name: string; quantity: number }) => [row.name, row.quantity]);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'RWV' }, { gameCode: 'RWSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'RWSLOT'`))[0]!.id;
  await db().insert(pointConfigs).values({ siteId: site.id, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
  content = await signInOperator(ctx, site.code, 'rwcontent', [site.id], 'content');
});
afterAll(() => ctx.close());

describe('operator points-mall rewards', () => {
  it('refuses without a token, a role outside content and another site’s operator; read-only reads', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('GET', rewards)).statusCode).toBe(401);
    expect((await anonymous.call('POST', rewards, reward())).statusCode).toBe(401);
    const support = await signInOperator(ctx, site.code, 'rwsupport', [site.id], 'support');
    expect((await support('POST', rewards, reward())).statusCode).toBe(403);
    const other = await buildSite(db());
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'rwstranger', [other.id], 'content');
    expect((await stranger('POST', rewards, reward(), { merchant: site.code })).statusCode).toBe(403);
    const reader = await signInOperator(ctx, site.code, 'rwreader', [site.id], 'read-only');
    expect((await reader('GET', rewards)).statusCode).toBe(200);
    expect((await reader('POST', `${rewards}/1/retire`)).statusCode).toBe(403);
  });

  it('400 naming the field; 404 for a reward the site does not have', async () => {
    expect(failure(await content('POST', rewards, reward({ requiredPoints: 0 })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.requiredPoints',
    ]);
    expect(failure(await content('POST', rewards, reward({ stock: -1 })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.stock',
    ]);
    expect(failure(await content('POST', rewards, reward({ names: {} })))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.names',
    ]);
    expect(failure(await content('POST', `${rewards}/999999/restock`, { quantity: 0 }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.quantity',
    ]);
    expect(failure(await content('POST', `${rewards}/999999/restock`, { quantity: 1 }))).toEqual([
      404,
      'NOT_FOUND',
      'params.id',
    ]);
    const backwards = { startsAt: fromNow(20 * minute), endsAt: fromNow(10 * minute) };
    expect(failure(await content('POST', rewards, reward(backwards)))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.endsAt',
    ]);
    const { stock: _stock, ...edit } = reward(backwards);
    expect(failure(await content('PUT', `${rewards}/999999`, edit))).toEqual([400, 'VALIDATION_ERROR', 'body.endsAt']);
    // Compared as instants: an end written in another offset may read later and still be earlier.
    const offsets = { startsAt: '2030-01-01T00:30:00Z', endsAt: '2030-01-01T01:00:00+07:00' };
    expect(failure(await content('POST', rewards, reward(offsets)))).toEqual([400, 'VALIDATION_ERROR', 'body.endsAt']);
  });

  it('creates, edits and restocks a reward the member’s mall shows; a retired one leaves it, not the history', async () => {
    const created = await content('POST', rewards, reward());
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ state: 'live', startsAt: null, endsAt: null });
    const id = created.json().value.id as string;
    expect(await mall('TY')).toEqual([['Sạc dự phòng', 3]]);
    const { stock: _stock, ...edit } = reward({ names: { EN: 'Big power bank', TY: 'Sạc lớn' }, requiredPoints: 20 });
    expect((await content('PUT', `${rewards}/${id}`, edit)).json().value).toMatchObject({
      requiredPoints: 20,
      stock: 3,
    });
    expect((await content('POST', `${rewards}/${id}/restock`, { quantity: 2 })).json().value.stock).toBe(5);
    expect(await mall()).toEqual([['Big power bank', 5]]);

    const { client } = await setUpWithdrawer(ctx, site, 'rwmember');
    const memberId = await memberIdOf(db(), site.id, 'rwmember');
    await earnPoints(memberId);
    const redeem = () =>
      client.enc('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: id,
        quantity: 1,
        receivingAddress: '1 Main St',
        paymentPassword: '112233',
      });
    expect((await redeem()).statusCode).toBe(200);

    const retired = await content('POST', `${rewards}/${id}/retire`);
    expect(retired.json().value.retiredAt, retired.body).not.toBeNull();
    expect(failure(await content('POST', `${rewards}/${id}/retire`))).toEqual([409, 'CONFLICT', 'params.id']);
    expect(await mall()).toEqual([]);
    expect(failure(await redeem())).toEqual([404, 'NOT_FOUND', 'body.rewardId']);
    const history = (await client.call('GET', '/wps/relay/MCS2_getRedeemPointList')).json().value;
    expect(history.map((row: { name: string }) => row.name)).toEqual(['Big power bank']);
    const listed = (await content('GET', rewards)).json().value;
    expect(listed).toMatchObject([{ id, stock: 4, state: 'retired' }]);
    const audit = await db().execute<{ action: string }>(
      sql`SELECT action FROM audit_log WHERE site_id = ${site.id} AND subject = ${`point-reward:${id}`} ORDER BY id`,
    );
    expect(audit.rows.map((row) => row.action)).toEqual([
      'reward.create',
      'reward.update',
      'reward.restock',
      'reward.retire',
    ]);
  });

  it('never takes the stock below zero under a burst of redemptions and a restock', async () => {
    const id = (await content('POST', rewards, reward({ names: { EN: 'Cap' }, stock: 2 }))).json().value.id;
    const members = await Promise.all(
      [1, 2, 3, 4, 5].map(async (n) => {
        const { client } = await setUpWithdrawer(ctx, site, `rwburst${n}`);
        const memberId = await memberIdOf(db(), site.id, `rwburst${n}`);
        await earnPoints(memberId);
        return client;
      }),
    );
    const burst = await Promise.all([
      ...members.map((client) =>
        client.enc('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
          rewardId: id,
          quantity: 1,
          receivingAddress: '1 Main St',
          paymentPassword: '112233',
        }),
      ),
      content('POST', `${rewards}/${id}/restock`, { quantity: 1 }),
    ]);
    const redeemed = burst.slice(0, 5).filter((answer) => answer.statusCode === 200).length;
    expect(burst[5]!.statusCode).toBe(200);
    expect(redeemed).toBeGreaterThanOrEqual(2);
    expect(redeemed).toBeLessThanOrEqual(3);
    const stock = (await content('GET', rewards)).json().value.find((row: { id: string }) => row.id === id).stock;
    expect(stock).toBe(3 - redeemed);
    expect(stock).toBeGreaterThanOrEqual(0);
  });

  it('offers a scheduled reward only from its start to its end by the app’s clock, refused outside as if retired', async () => {
    const schedule = { startsAt: fromNow(10 * minute), endsAt: fromNow(20 * minute) };
    const created = await content('POST', rewards, reward({ names: { EN: 'Lantern' }, ...schedule }));
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().value).toMatchObject({ ...schedule, state: 'scheduled', retiredAt: null });
    const id = created.json().value.id as string;
    const stateNow = async () =>
      (await content('GET', rewards)).json().value.find((row: { id: string }) => row.id === id);
    const lantern = async () => (await mall()).filter(([name]: [string]) => name === 'Lantern');

    const { client } = await setUpWithdrawer(ctx, site, 'rwsched');
    await earnPoints(await memberIdOf(db(), site.id, 'rwsched'));
    const redeem = () =>
      client.enc('POST', '/wps/relay/passwordCheck/MCS2_redeemPointReward', {
        rewardId: id,
        quantity: 1,
        receivingAddress: '1 Main St',
        paymentPassword: '112233',
      });
    expect(await lantern()).toEqual([]);
    expect(failure(await redeem())).toEqual([404, 'NOT_FOUND', 'body.rewardId']);

    clock.advance(10 * minute);
    expect(await lantern()).toEqual([['Lantern', 3]]);
    expect((await stateNow()).state).toBe('live');
    expect((await redeem()).statusCode).toBe(200);
    expect(await lantern()).toEqual([['Lantern', 2]]);

    clock.advance(10 * minute);
    expect(await lantern()).toEqual([]);
    expect(failure(await redeem())).toEqual([404, 'NOT_FOUND', 'body.rewardId']);
    expect(await stateNow()).toMatchObject({ ...schedule, state: 'ended', stock: 2 });

    // Rescheduling it is an edit, audited before and after like the others.
    const { stock: _stock, ...edit } = reward({ names: { EN: 'Lantern' }, startsAt: null, endsAt: null });
    const reopened = await content('PUT', `${rewards}/${id}`, edit);
    expect(reopened.json().value, reopened.body).toMatchObject({ startsAt: null, endsAt: null, state: 'live' });
    expect(await lantern()).toEqual([['Lantern', 2]]);
    const audit = await db().execute<{ details: { before: { state: string }; after: { state: string } } }>(
      sql`SELECT details FROM audit_log WHERE site_id = ${site.id} AND subject = ${`point-reward:${id}`}
          AND action = 'reward.update'`,
    );
    expect(audit.rows.map((row) => [row.details.before, row.details.after])).toMatchObject([
      [
        { ...schedule, state: 'ended' },
        { startsAt: null, endsAt: null, state: 'live' },
      ],
    ]);
  });
});
