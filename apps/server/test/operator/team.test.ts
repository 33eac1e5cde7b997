import { operatorPaths, operatorTeamPaths } from '@portal/contracts';
import { and, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, operatorInvitations, operators, outbox } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';

// Issue 25 "Sign-in and roles": owners invite operators by e-mail (a single-use link that sets the password and goes
// straight to the enrolment of an authenticator) and change their roles; everything audited.
let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let owner: OperatorCall;
let siteOwner: OperatorCall;
let reader: OperatorCall;
let risk: OperatorCall;
let support: OperatorCall;

const anonymous = (method: 'GET' | 'POST', url: string, payload?: Record<string, unknown>, merchant = site.code) =>
  ctx.app.inject({ method, url, headers: { merchant }, ...(payload ? { payload } : {}) });
const invitation = (username: string, extra: Record<string, unknown> = {}) => ({
  username,
  email: `${username}@example.test`,
  role: 'finance',
  siteCodes: [site.code],
  ...extra,
});
const codeOf = (answer: { statusCode: number; json(): { code?: string; field?: string } }) => [
  answer.statusCode,
  answer.json().code,
  answer.json().field,
];
const rolePath = (username: string) => operatorTeamPaths.role.replace(':username', username);
const previewPath = (token: string) => operatorTeamPaths.invitation.replace(':token', token);

/** The link of the last invitation e-mailed to the address: its token. */
async function linkTokenSentTo(email: string): Promise<string> {
  const [message] = await ctx.database.db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, email), eq(outbox.channel, 'email')))
    .orderBy(desc(outbox.id))
    .limit(1);
  const token = /\/console\/\?invite=([A-Za-z0-9_-]{43})/.exec(message?.body ?? '')?.[1];
  if (!token) throw new Error(`no invitation link sent to ${email}`);
  return token;
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  owner = await signInOperator(ctx, site.code, 'team-owner', null);
  siteOwner = await signInOperator(ctx, site.code, 'team-site-owner', [site.id]);
  reader = await signInOperator(ctx, site.code, 'team-reader', [site.id], 'read-only');
  risk = await signInOperator(ctx, site.code, 'team-risk', [site.id], 'risk');
  support = await signInOperator(ctx, site.code, 'team-support', [site.id], 'support');
  await signInOperator(ctx, other.code, 'team-elsewhere', [other.id]);
});
afterAll(() => ctx.close());

describe('GET /wps/operator/operators', () => {
  it('401 without a session, 403 for a role outside the area; readers see the operators of this site only', async () => {
    expect((await anonymous('GET', operatorTeamPaths.team)).statusCode).toBe(401);
    expect((await support('GET', operatorTeamPaths.team)).statusCode).toBe(403);
    const answer = await reader('GET', operatorTeamPaths.team);
    expect(answer.statusCode).toBe(200);
    const names = answer.json().value.operators.map((row: { username: string }) => row.username);
    expect(names).toEqual(expect.arrayContaining(['team-owner', 'team-reader', 'team-support']));
    expect(names).not.toContain('team-elsewhere');
    const self = answer.json().value.operators.find((row: { username: string }) => row.username === 'team-reader');
    expect(self).toMatchObject({ role: 'read-only', allSites: false, siteCodes: [site.code], twoStep: true });
    expect(self.lastSeenAt).not.toBeNull();
  });
});

describe('POST /wps/operator/operators/invitations', () => {
  it('401, 403 for a reader, 400 naming the field, 403 beyond the owner’s sites, 409 for a taken name', async () => {
    expect((await anonymous('POST', operatorTeamPaths.invitations, invitation('inv-a'))).statusCode).toBe(401);
    expect((await risk('POST', operatorTeamPaths.invitations, invitation('inv-a'))).statusCode).toBe(403);
    const badEmail = await owner('POST', operatorTeamPaths.invitations, invitation('inv-a', { email: 'nope' }));
    expect(codeOf(badEmail)).toEqual([400, 'VALIDATION_ERROR', 'body.email']);
    const elsewhere = await owner(
      'POST',
      operatorTeamPaths.invitations,
      invitation('inv-a', { siteCodes: [other.code] }),
    );
    expect(codeOf(elsewhere)).toEqual([400, 'VALIDATION_ERROR', 'body.siteCodes']);
    const everySite = await siteOwner('POST', operatorTeamPaths.invitations, invitation('inv-a', { allSites: true }));
    expect(codeOf(everySite)).toEqual([403, 'FORBIDDEN', 'body.allSites']);
    const beyond = await siteOwner(
      'POST',
      operatorTeamPaths.invitations,
      invitation('inv-a', { siteCodes: [site.code, other.code] }),
    );
    expect(codeOf(beyond)).toEqual([403, 'FORBIDDEN', 'body.siteCodes']);
    const taken = await owner('POST', operatorTeamPaths.invitations, invitation('TEAM-READER'));
    expect(codeOf(taken)).toEqual([409, 'USERNAME_TAKEN', 'body.username']);
    const [{ count }] = (await ctx.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(operatorInvitations)) as [{ count: number }];
    expect(count).toBe(0);
  });

  it('e-mails a single-use link that makes the operator with its role and goes to enrolment; audited', async () => {
    const sent = await siteOwner('POST', operatorTeamPaths.invitations, invitation('inv-finance'));
    expect(sent.statusCode).toBe(200);
    expect(sent.json().value).toMatchObject({ username: 'inv-finance', role: 'finance', invitedBy: 'team-site-owner' });
    const listed = (await owner('GET', operatorTeamPaths.team)).json().value.invitations;
    expect(listed.map((row: { username: string }) => row.username)).toContain('inv-finance');

    const token = await linkTokenSentTo('inv-finance@example.test');
    expect(codeOf(await anonymous('GET', previewPath(token), undefined, other.code))[0]).toBe(404);
    const preview = await anonymous('GET', previewPath(token));
    expect(preview.json().value).toMatchObject({ username: 'inv-finance', role: 'finance', siteCodes: [site.code] });

    const short = await anonymous('POST', operatorTeamPaths.accept, {
      token,
      password: 'short',
      confirmPassword: 'short',
    });
    expect(codeOf(short)).toEqual([400, 'VALIDATION_ERROR', 'body.password']);
    const differ = { token, password: 'long-enough-1', confirmPassword: 'long-enough-2' };
    expect(codeOf(await anonymous('POST', operatorTeamPaths.accept, differ))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.confirmPassword',
    ]);

    // Two tabs (or a replayed link) at once: one operator, one session.
    const body = { token, password: 'long-enough-1', confirmPassword: 'long-enough-1' };
    const burst = await Promise.all(Array.from({ length: 6 }, () => anonymous('POST', operatorTeamPaths.accept, body)));
    const accepted = burst.filter((answer) => answer.statusCode === 200);
    expect(accepted).toHaveLength(1);
    for (const refused of burst.filter((answer) => answer.statusCode !== 200)) {
      expect(codeOf(refused)).toEqual([404, 'OPERATOR_INVITATION_INVALID', 'body.token']);
    }
    const session = accepted[0]!.json().value;
    expect(session.secondStep).toBe('enrol');
    const enrolment = await ctx.app.inject({
      method: 'POST',
      url: operatorPaths.totpEnrolment,
      headers: { merchant: site.code, authorization: session.token },
    });
    expect(enrolment.statusCode).toBe(200);
    const [made] = await ctx.database.db.select().from(operators).where(eq(operators.username, 'inv-finance'));
    expect(made).toMatchObject({ role: 'finance', email: 'inv-finance@example.test', siteIds: [site.id] });
    expect(codeOf(await anonymous('GET', previewPath(token)))[0]).toBe(404);
    const team = (await owner('GET', operatorTeamPaths.team)).json().value;
    expect(team.invitations.map((row: { username: string }) => row.username)).not.toContain('inv-finance');
    const actions = await ctx.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.subject, 'inv-finance'));
    expect(actions.map((row) => row.action).sort()).toEqual(['operator.invitation.accept', 'operator.invite']);
  });

  it('replaces the earlier link when sent again, and lets none work once expired', async () => {
    await owner('POST', operatorTeamPaths.invitations, invitation('inv-again'));
    const first = await linkTokenSentTo('inv-again@example.test');
    await owner('POST', operatorTeamPaths.invitations, invitation('inv-again', { role: 'support' }));
    const second = await linkTokenSentTo('inv-again@example.test');
    expect(codeOf(await anonymous('GET', previewPath(first)))).toEqual([
      404,
      'OPERATOR_INVITATION_INVALID',
      'params.token',
    ]);
    expect((await anonymous('GET', previewPath(second))).json().value.role).toBe('support');
    await ctx.database.db
      .update(operatorInvitations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(operatorInvitations.username, 'inv-again'));
    const late = { token: second, password: 'long-enough-1', confirmPassword: 'long-enough-1' };
    expect(codeOf(await anonymous('POST', operatorTeamPaths.accept, late))[0]).toBe(404);
  });
});

describe('POST /wps/operator/operators/:username/role', () => {
  it('401, 403 for a reader, 404, 409 for oneself, 403 beyond the owner’s sites; then applies at the next call', async () => {
    expect((await anonymous('POST', rolePath('team-support'), { role: 'finance' })).statusCode).toBe(401);
    expect((await reader('POST', rolePath('team-support'), { role: 'finance' })).statusCode).toBe(403);
    expect(codeOf(await owner('POST', rolePath('nobody-here'), { role: 'finance' }))).toEqual([
      404,
      'NOT_FOUND',
      'params.username',
    ]);
    expect(codeOf(await owner('POST', rolePath('team-support'), { role: 'boss' }))).toEqual([
      400,
      'VALIDATION_ERROR',
      'body.role',
    ]);
    expect(codeOf(await siteOwner('POST', rolePath('team-site-owner'), { role: 'risk' }))[0]).toBe(409);
    expect(codeOf(await siteOwner('POST', rolePath('team-owner'), { role: 'risk' }))).toEqual([
      403,
      'FORBIDDEN',
      'params.username',
    ]);

    expect((await support('GET', operatorTeamPaths.team)).statusCode).toBe(403);
    const changed = await siteOwner('POST', rolePath('team-support'), { role: 'read-only' });
    expect(changed.json().value).toEqual({ username: 'team-support', before: 'support', role: 'read-only' });
    expect((await support('GET', operatorTeamPaths.team)).statusCode).toBe(200);
    const [audit] = await ctx.database.db
      .select({ details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'operator.role'), eq(auditLog.subject, 'team-support')));
    expect(audit?.details).toMatchObject({ before: 'support', after: 'read-only' });
  });
});
