import { operatorMemberExtraPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Issue 25 "Members and agents": a member's page shows its bonuses and turnover (required, counted, left), the same
// figures the member's reward centre shows.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let desk: OperatorCall;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const bonusesOf = (as: OperatorCall, username: string, query = '') =>
  as('GET', `${operatorMemberExtraPaths.bonuses.replace(':username', username)}${query}`);

const credit = (code: string) => ({
  code,
  kind: 'registration',
  title: { EN: `Credit ${code}` },
  terms: { EN: 'Free credit, played twice through.' },
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  rules: { amount: '500' },
  turnover: { multiple: 2, base: 'bonus', weights: {} },
});
async function bet(memberId: bigint, stake: bigint) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`bonus-page${seq++}`}, 'real', ${stake}, 0, 'settled',
            clock_timestamp())`);
}
async function member(on: BuiltSite, username: string) {
  const client = new PortalClient(ctx.app, on.code, `10.25.70.${++seq}`);
  expect((await client.register({ username, password: 'secret12', confirmPassword: 'secret12' })).statusCode).toBe(200);
  return client;
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  other = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'BPGV' }, { gameCode: 'BPGSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'BPGSLOT'`))[0]!.id;
  const owner = await signInOperator(ctx, site.code, 'bonus-owner', [site.id]);
  for (const code of ['BONUSA', 'BONUSB']) {
    expect((await owner('POST', '/wps/operator/promotions', credit(code))).statusCode).toBe(200);
  }
  desk = await signInOperator(ctx, site.code, 'bonus-desk', [site.id], 'support');
});
afterAll(() => ctx.close());

describe('GET /wps/operator/members/:username/bonuses', () => {
  it('401, 403 for a role or site it is not for, 404 for a member of another site, 400 naming the field', async () => {
    await member(site, 'bonusee1');
    await member(other, 'bonusee2');
    const url = operatorMemberExtraPaths.bonuses.replace(':username', 'bonusee1');
    const anonymous = await ctx.app.inject({ method: 'GET', url, headers: { merchant: site.code } });
    expect(anonymous.statusCode).toBe(401);
    const writer = await signInOperator(ctx, site.code, 'bonus-writer', [site.id], 'content');
    expect((await bonusesOf(writer, 'bonusee1')).statusCode).toBe(403);
    const stranger = await signInOperator(ctx, other.code, 'bonus-stranger', [other.id]);
    expect((await stranger('GET', url, undefined, { merchant: site.code })).statusCode).toBe(403);
    const notHere = await bonusesOf(desk, 'bonusee2');
    expect([notHere.statusCode, notHere.json().field]).toEqual([404, 'params.username']);
    const bad = await bonusesOf(desk, 'bonusee1', '?page=0');
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'query.page']);
  });

  it("answers each grant's bonus and turnover as the member's reward centre counts it", async () => {
    const client = await member(site, 'bonusee3');
    const memberId = await memberIdOf(db(), site.id, 'bonusee3');
    const rewards = (await client.call('GET', '/wps/rewards')).json().value.items;
    const grantOf = (code: string) =>
      rewards.find((item: { promotion: { code: string } }) => item.promotion.code === code).id as string;
    expect((await client.call('POST', `/wps/rewards/${grantOf('BONUSA')}/claim`)).statusCode).toBe(200);
    const fresh = (await bonusesOf(desk, 'BONUSEE3')).json().value;
    expect(fresh).toMatchObject({ total: 2, bonusInPlay: '500', turnoverLeft: '1000' });
    await bet(memberId, 300n);
    const page = (await bonusesOf(desk, 'bonusee3')).json().value;
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 20, bonusInPlay: '500', turnoverLeft: '700' });
    const byCode = Object.fromEntries(page.items.map((item: { promotion: string }) => [item.promotion, item]));
    expect(byCode.BONUSA).toMatchObject({
      title: { EN: 'Credit BONUSA' },
      kind: 'registration',
      state: 'process',
      bonus: '500',
      turnoverRequired: '1000',
      turnoverDone: '300',
      turnoverLeft: '700',
    });
    expect(byCode.BONUSB).toMatchObject({ state: 'claim', turnoverDone: '0', turnoverLeft: '0' });
    // The member's reward centre shows the same count.
    const seen = (await client.call('GET', '/wps/rewards')).json().value.items;
    const mine = seen.find((item: { promotion: { code: string } }) => item.promotion.code === 'BONUSA');
    expect(mine.turnover.done).toBe(byCode.BONUSA.turnoverDone);
    // Paged: newest first.
    const second = (await bonusesOf(desk, 'bonusee3', '?page=2&pageSize=1')).json().value;
    expect(second.items.map((item: { promotion: string }) => item.promotion)).toEqual([page.items[1].promotion]);
  });
});
