import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

// The operator defines the site's missions by code (a second definition replaces the first) and retires
// them; members see what is active. 401 -> 403 (another site's operator) -> 400 naming the field -> 200.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
const define = '/wps/operator/missions';
const mission = {
  code: 'SPIN_TEN',
  period: 'daily',
  goal: { kind: 'rounds', target: '10' },
  titles: { EN: 'Play 10 rounds', TY: 'Chơi 10 ván' },
  reward: '150',
};
const codesOf = async (client: PortalClient) => {
  const value = (await client.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json().value;
  return [...value.daily.missions, ...value.weekly.missions].map(
    (row: { code: string; reward: string }) => `${row.code} ${row.reward}`,
  );
};

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'missionop1', [site.id]);
});
afterAll(() => ctx.close());

describe('operator missions', () => {
  it('refuses without a token, another site’s operator, and bad definitions naming the field', async () => {
    const anonymous = await new PortalClient(ctx.app, site.code).call('POST', define, mission);
    expect(anonymous.statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'missionop2', [other.id]);
    expect((await stranger('POST', define, mission, { merchant: site.code })).statusCode).toBe(403);
    for (const [body, field] of [
      [{ ...mission, code: 'no spaces' }, 'body.code'],
      [{ ...mission, period: 'monthly' }, 'body.period'],
      [{ ...mission, goal: { kind: 'rounds', target: '0' } }, 'body.goal.target'],
      [{ ...mission, titles: { VI: 'Không phải mã ngôn ngữ' } }, 'body.titles'],
      [{ ...mission, titles: {} }, 'body.titles'],
      [{ ...mission, reward: '-5' }, 'body.reward'],
    ] as const) {
      const response = await operator('POST', define, body);
      expect([response.statusCode, response.json().field], field).toEqual([400, field]);
    }
    expect((await operator('POST', `${define}/NOPE_CODE/retire`)).statusCode).toBe(404);
  });

  it('defines, replaces and retires a mission, as members see it', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'missionfan', password: 'secret12', confirmPassword: 'secret12' });
    expect(await codesOf(client)).toEqual([]);
    const defined = await operator('POST', define, mission);
    expect(defined.json(), defined.body).toMatchObject({ value: { code: 'SPIN_TEN', active: true } });
    expect(await codesOf(client)).toEqual(['SPIN_TEN 150']);
    await operator('POST', define, { ...mission, reward: '300' });
    expect(await codesOf(client)).toEqual(['SPIN_TEN 300']);
    expect((await operator('POST', `${define}/SPIN_TEN/retire`)).json().value).toEqual({
      code: 'SPIN_TEN',
      active: false,
    });
    expect(await codesOf(client)).toEqual([]);
  });
});

describe('operator missions list', () => {
  it('refuses without a token, another role, a bad filter; lists active and retired with every title', async () => {
    expect((await new PortalClient(ctx.app, site.code).call('GET', define)).statusCode).toBe(401);
    const finance = await signInOperator(ctx, site.code, 'missionop3', [site.id], 'finance');
    expect((await finance('GET', define)).statusCode).toBe(403);
    const bad = await operator('GET', `${define}?status=gone`);
    expect([bad.statusCode, bad.json().field]).toEqual([400, 'query.status']);
    await operator('POST', define, { ...mission, code: 'DEPOSIT_ONE', goal: { kind: 'deposits', target: '1' } });
    const all = (await operator('GET', define)).json().value;
    expect(all.items.map((row: { code: string; status: string }) => `${row.code} ${row.status}`)).toEqual([
      'DEPOSIT_ONE active',
      'SPIN_TEN retired',
    ]);
    expect(all.items[0]).toMatchObject({
      period: 'daily',
      goal: { kind: 'deposits', category: null, target: '1' },
      titles: { EN: 'Play 10 rounds', TY: 'Chơi 10 ván' },
      reward: '150',
      sortOrder: 0,
    });
    const retired = (await operator('GET', `${define}?status=retired`)).json().value;
    expect(retired).toMatchObject({ total: 1, page: 1, pageSize: 25 });
  });
});
