import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';

/**
 * Issue 22 finding 11: a guarded call decides who is calling before it reads what was sent. Junk
 * without a token is a 401 on every such route (it was a 400, and a 500 where a rule converted a
 * malformed amount), and junk with a token is a 400 naming the field, never a 500.
 */
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'authfirst', [site.id]);
});
afterAll(() => ctx.close());

const anonymous = (method: string, url: string, payload: string) =>
  ctx.app.inject({
    method: method as 'POST',
    url,
    headers: { merchant: site.code, 'content-type': 'application/json' },
    payload,
  });

const junkRules = { reward: 'lots', minDeposit: 'x', minValidBet: '1e9', withinDays: 'soon', monthlyCap: [] };
const junkMission = {
  code: 'JUNK_1',
  period: 'daily',
  goal: { kind: 'valid_bet', target: 'many' },
  titles: { EN: 'Junk' },
  reward: 'plenty',
};

describe('junk sent to an operator call', () => {
  it('without a token: 401 on the referral rules and the missions (they answered 500)', async () => {
    for (const [method, url, body] of [
      ['PUT', '/wps/operator/referral/rules', junkRules],
      ['POST', '/wps/operator/missions', junkMission],
    ] as const) {
      for (const payload of [JSON.stringify(body), 'not json at all']) {
        const response = await anonymous(method, url, payload);
        expect([response.statusCode, response.json().code], `${url} ${payload}`).toEqual([401, 'UNAUTHORIZED']);
      }
    }
  });

  it('with a token: 400 naming the field, never a 500', async () => {
    const rules = await operator('PUT', '/wps/operator/referral/rules', junkRules);
    expect([rules.statusCode, rules.json().field]).toEqual([400, 'body.reward']);
    const mission = await operator('POST', '/wps/operator/missions', junkMission);
    expect(mission.statusCode).toBe(400);
    expect(mission.json().field).toMatch(/^body\./);
  });
});

describe('every guarded route', () => {
  it('answers junk without a token with 401, whatever its body, query or path', async () => {
    const document = ctx.app.swagger() as {
      paths: Record<string, Record<string, { security?: unknown[] }>>;
    };
    const guarded = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.entries(operations)
        .filter(([, operation]) => (operation.security?.length ?? 0) > 0)
        .map(([method, operation]) => ({ method: method.toUpperCase(), path, operation })),
    );
    // The member, agent and operator calls are all in the document with their guard.
    expect(guarded.length).toBeGreaterThan(60);
    expect(guarded.some((route) => route.path === '/wps/operator/referral/rules')).toBe(true);
    expect(guarded.some((route) => route.path === '/wps/member/password')).toBe(true);
    const wrong: string[] = [];
    for (const { method, path } of guarded) {
      const url = `${path.replace(/\{[^}]+\}/g, 'junk%00')}?page=-1&pageSize=junk`;
      const withBody = method !== 'GET' && method !== 'DELETE';
      const response = await ctx.app.inject({
        method: method as 'POST',
        url,
        headers: { merchant: site.code, ...(withBody ? { 'content-type': 'application/json' } : {}) },
        ...(withBody ? { payload: '{"junk": ' } : {}),
      });
      if (response.statusCode !== 401) wrong.push(`${method} ${path}: ${response.statusCode} ${response.body}`);
    }
    expect(wrong).toEqual([]);
  });
});
