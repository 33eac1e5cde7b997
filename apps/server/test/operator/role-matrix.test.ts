import { type OperatorRole, operatorMay, operatorPaths, operatorRoles, operatorSitesPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { insertOperator } from '../../src/modules/operator/operator.repository.js';
import { operatorCallsOf } from '../../src/platform/operator-auth.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { signInOperatorWith } from '../../testing/operator-sign-in.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { injectPost, type OperatorCall as SignedInCall, signInOperator } from '../operator-client.js';

// Issue 25: every operator call against every role, and against another site. The calls are the app's own (each
// route with `config.operator`, as registered), so a call added later is in the matrix without anyone listing it.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
const asRole = new Map<OperatorRole, SignedInCall>();
/** The signed-in token of an owner of the other site. */
let foreignToken: string;

const endsSessions = new Set<string>([operatorPaths.logout, operatorPaths.sessions]);
/** Calls for an owner of every site alone (a new site): the matrix's owner runs one site, so it is refused them. */
const everySiteOwnerOnly = new Set<string>([`POST ${operatorSitesPaths.sites}`]);

/** A route's URL with a made-up value in each parameter: the guard answers before any handler looks them up. */
const concrete = (url: string) => url.replace(/:[A-Za-z]+/g, '1');

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  for (const role of operatorRoles) {
    asRole.set(role, await signInOperator(ctx, site.code, `matrix-${role}`, [site.id], role));
  }
  await insertOperator(ctx.database.db, 'matrix-other', await hashPassword('matrix-other-password'), [other.id]);
  const post = injectPost(ctx, other.code);
  foreignToken = (await signInOperatorWith(post, { username: 'matrix-other', password: 'matrix-other-password' }))
    .token;
});
afterAll(() => ctx.close());

describe('the operator role matrix', () => {
  it('walks every operator call the app registered', () => {
    const calls = operatorCallsOf(ctx.app).filter((call) => call.area !== 'second-step');
    expect(calls.length).toBeGreaterThanOrEqual(35);
    expect(new Set(calls.map((call) => call.area))).toEqual(
      new Set(['account', 'money', 'content', 'service', 'games', 'team', 'sites']),
    );
  });

  // Each call once per role and twice more (hundreds of requests): longer than the usual 20 s on a busy 2-core machine.
  it('answers 401 without a session, 403 on another site, and 403 to each role the call is not for', async () => {
    const refusals: string[] = [];
    for (const call of operatorCallsOf(ctx.app).filter((entry) => entry.area !== 'second-step')) {
      const url = concrete(call.url);
      const method = call.method as 'GET' | 'POST' | 'PUT' | 'DELETE';
      const anonymous = await ctx.app.inject({ method, url, headers: { merchant: site.code } });
      expect([call.method, call.url, anonymous.statusCode]).toEqual([call.method, call.url, 401]);
      // An owner of another site, on this one, with its own token: its site check refuses it.
      const foreign = await ctx.app.inject({
        method,
        url,
        headers: { merchant: site.code, authorization: foreignToken },
      });
      expect([call.method, call.url, foreign.statusCode]).toEqual([call.method, call.url, 403]);
      // Signing out is every role's (area account) and would end the matrix's own sessions: two-step.test.ts has it.
      if (endsSessions.has(call.url)) continue;
      for (const role of operatorRoles) {
        const answer = await asRole.get(role)!(method as 'GET' | 'POST' | 'PUT', url);
        const refused = answer.statusCode === 403 && answer.json().code === 'FORBIDDEN';
        const may =
          operatorMay(role, call.area as Exclude<typeof call.area, 'second-step'>, call.method) &&
          !everySiteOwnerOnly.has(`${call.method} ${call.url}`);
        if (refused === may) refusals.push(`${role} ${call.method} ${call.url}: ${answer.statusCode}`);
        expect([role, call.method, call.url, answer.statusCode]).not.toEqual([role, call.method, call.url, 401]);
      }
    }
    expect(refusals).toEqual([]);
  }, 120_000);

  it('lets read-only and risk read, never write, and an owner do everything', () => {
    expect(operatorMay('read-only', 'money', 'GET')).toBe(true);
    expect(operatorMay('read-only', 'money', 'HEAD')).toBe(true);
    expect(operatorMay('read-only', 'money', 'POST')).toBe(false);
    expect(operatorMay('risk', 'content', 'PUT')).toBe(false);
    expect(operatorMay('finance', 'content', 'GET')).toBe(false);
    expect(operatorMay('support', 'service', 'POST')).toBe(true);
    expect(operatorMay('owner', 'games', 'POST')).toBe(true);
  });
});
