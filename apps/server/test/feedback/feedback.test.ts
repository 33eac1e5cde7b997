import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
let other: BuiltSite;
let member: PortalClient;
let operator: OperatorCall;
let otherOperator: OperatorCall;
const sentence = 'The withdrawal page does not show my bank account after I saved it';

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => Date.parse('2026-05-01T10:00:00Z') });
  site = await buildSite(ctx.database.db);
  other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  member = new PortalClient(ctx.app, site.code).speaking('TY');
  await member.register({ username: 'writer01', password: 'secret12', confirmPassword: 'secret12' });
  operator = await signInOperator(ctx, site.code, 'fbop', [site.id]);
  otherOperator = await signInOperator(ctx, other.code, 'fbother', [other.id]);
});
afterAll(() => ctx.close());

const send = (client: PortalClient, body: Record<string, unknown>) => client.call('PUT', '/wps/feedback', body);

describe('PUT /wps/feedback', () => {
  it('401 without a session', async () => {
    const response = await send(new PortalClient(ctx.app, site.code), { questionType: 'GAME', content: sentence });
    expect(response.statusCode).toBe(401);
  });

  it('403 for a trial user (a real account is needed)', async () => {
    const trial = new PortalClient(ctx.app, site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    const response = await send(trial, { questionType: 'GAME', content: sentence });
    expect([response.statusCode, response.json().code]).toEqual([403, 'TRIAL_ACCOUNT']);
  });

  it('400 naming the field: an unknown type, too few or too many words', async () => {
    const badType = await send(member, { questionType: 'LOTTO', content: sentence });
    expect([badType.statusCode, badType.json().field]).toEqual([400, 'body.questionType']);
    const few = await send(member, { questionType: 'GAME', content: 'too short' });
    expect([few.statusCode, few.json().field]).toEqual([400, 'body.content']);
    const many = await send(member, { questionType: 'GAME', content: 'word '.repeat(301) });
    expect([many.statusCode, many.json().field]).toEqual([400, 'body.content']);
    expect((await member.call('GET', '/wps/feedback')).json().value.total).toBe(0);
  });

  it('200: stored, and listed in my feedback without an answer', async () => {
    const response = await send(member, { questionType: 'WITHDRAW', content: `  ${sentence}  ` });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toMatchObject({ questionType: 'WITHDRAW', content: sentence, answer: null });
    const mine = (await member.call('GET', '/wps/feedback')).json().value;
    expect(mine.items.map((item: { content: string }) => item.content)).toEqual([sentence]);
  });
});

describe('operator feedback calls', () => {
  it('401 without an operator session; a member token is no operator session', async () => {
    const none = await ctx.app.inject({
      method: 'GET',
      url: '/wps/operator/feedback',
      headers: { merchant: site.code },
    });
    expect(none.statusCode).toBe(401);
    const asMember = await member.call('GET', '/wps/operator/feedback');
    expect([401, 403]).toContain(asMember.statusCode);
  });

  it("403 on a site not the operator's; 404 for another site's feedback id", async () => {
    const foreign = await otherOperator('GET', '/wps/operator/feedback', undefined, { merchant: site.code });
    expect(foreign.statusCode).toBe(403);
    const [item] = (await operator('GET', '/wps/operator/feedback')).json().value.items;
    const wrongSite = await otherOperator('POST', `/wps/operator/feedback/${item.id}/answer`, { text: 'Hi' });
    expect(wrongSite.statusCode).toBe(404);
    expect((await otherOperator('GET', '/wps/operator/feedback')).json().value.total).toBe(0);
  });

  it('400 naming the field for an empty answer or a malformed id', async () => {
    const [item] = (await operator('GET', '/wps/operator/feedback')).json().value.items;
    const empty = await operator('POST', `/wps/operator/feedback/${item.id}/answer`, { text: '   ' });
    expect([empty.statusCode, empty.json().field]).toEqual([400, 'body.text']);
    const badId = await operator('POST', '/wps/operator/feedback/abc/answer', { text: 'Hi' });
    expect([badId.statusCode, badId.json().field]).toEqual([400, 'params.id']);
  });

  it("200: lists the site's feedback, answers once into the member's inbox in TY, audited", async () => {
    const list = (await operator('GET', '/wps/operator/feedback?answered=false')).json().value;
    expect(list.items[0]).toMatchObject({ account: 'writer01', language: 'TY', questionType: 'WITHDRAW' });
    const id = list.items[0].id;
    const answered = await operator('POST', `/wps/operator/feedback/${id}/answer`, { text: 'Đã sửa, cảm ơn bạn.' });
    expect(answered.statusCode).toBe(200);
    expect(answered.json().value).toMatchObject({
      answer: 'Đã sửa, cảm ơn bạn.',
      answeredAt: '2026-05-01T10:00:00.000Z',
    });
    const again = await operator('POST', `/wps/operator/feedback/${id}/answer`, { text: 'Twice' });
    expect(again.statusCode).toBe(409);

    const [message] = (await member.call('GET', '/wps/messages')).json().value.items;
    expect(message).toMatchObject({ kind: 'feedback_answer', title: 'Phản hồi cho góp ý của bạn' });
    expect(message.body).toContain('Đã sửa, cảm ơn bạn.');
    const mine = (await member.call('GET', '/wps/feedback')).json().value.items;
    expect(mine[0].answer).toBe('Đã sửa, cảm ơn bạn.');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'feedback.answer'));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ siteId: site.id, subject: id });
    expect((await operator('GET', '/wps/operator/feedback?answered=false')).json().value.total).toBe(0);
  });
});
