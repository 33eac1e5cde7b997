import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../src/db/schema/index.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';

/** Issue 25 "Service desk": an operator takes a chat room and releases it; the list shows who holds each. */
let ctx: TestContext;
let site: BuiltSite;
let support: OperatorCall;
let colleague: OperatorCall;
let owner: OperatorCall;
let reader: OperatorCall;
let stranger: OperatorCall;
let roomId: string;
const assign = (id: string) => `/wps/operator/chats/${id}/assign`;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db);
  const other = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  const member = new PortalClient(ctx.app, site.code);
  await member.register({ username: 'holdme01', password: 'secret12', confirmPassword: 'secret12' });
  await member.call('GET', '/wps/relay/CBS_launchChat');
  support = await signInOperator(ctx, site.code, 'deskone', [site.id], 'support');
  colleague = await signInOperator(ctx, site.code, 'desktwo', [site.id], 'support');
  owner = await signInOperator(ctx, site.code, 'deskowner', [site.id]);
  reader = await signInOperator(ctx, site.code, 'deskreader', [site.id], 'read-only');
  stranger = await signInOperator(ctx, other.code, 'deskother', [other.id], 'support');
  roomId = (await support('GET', '/wps/operator/chats')).json().value[0].id;
});
afterAll(() => ctx.close());

describe('POST /wps/operator/chats/:id/assign', () => {
  it('401 without an operator session', async () => {
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: assign(roomId),
      headers: { merchant: site.code },
      payload: { action: 'take' },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('403 for a role that only reads; 404 for a room of another site', async () => {
    const refused = await reader('POST', assign(roomId), { action: 'take' });
    expect(refused.statusCode).toBe(403);
    expect((await stranger('POST', assign(roomId), { action: 'take' })).statusCode).toBe(404);
  });

  it('400 naming the field for an unknown action or a bad id', async () => {
    const badAction = await support('POST', assign(roomId), { action: 'steal' });
    expect(badAction.statusCode).toBe(400);
    expect(badAction.json().field).toBe('body.action');
    const badId = await support('POST', assign('abc'), { action: 'take' });
    expect(badId.statusCode).toBe(400);
    expect(badId.json().field).toBe('params.id');
  });

  it('takes a free room (listed with its holder), refuses it to a colleague (409), audited', async () => {
    const taken = await support('POST', assign(roomId), { action: 'take' });
    expect(taken.statusCode).toBe(200);
    expect(taken.json().value).toMatchObject({ id: roomId, account: 'holdme01', assignee: 'deskone' });
    expect((await support('POST', assign(roomId), { action: 'take' })).statusCode).toBe(200);
    const listed = (await colleague('GET', '/wps/operator/chats')).json().value;
    expect(listed[0]).toMatchObject({ id: roomId, assignee: 'deskone' });
    const conflict = await colleague('POST', assign(roomId), { action: 'take' });
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json().code).toBe('CONFLICT');
    expect((await colleague('POST', assign(roomId), { action: 'release' })).statusCode).toBe(409);
    const audit = await ctx.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'chat.take'), eq(auditLog.subject, roomId)));
    expect(audit).toHaveLength(2);
  });

  it('releases by its holder; an owner takes a held room over', async () => {
    const released = await support('POST', assign(roomId), { action: 'release' });
    expect(released.statusCode).toBe(200);
    expect(released.json().value.assignee).toBeNull();
    expect((await colleague('POST', assign(roomId), { action: 'take' })).json().value.assignee).toBe('desktwo');
    const takenOver = await owner('POST', assign(roomId), { action: 'take' });
    expect(takenOver.statusCode).toBe(200);
    expect(takenOver.json().value.assignee).toBe('deskowner');
    const audit = await ctx.database.db.select().from(auditLog).where(eq(auditLog.action, 'chat.release'));
    expect(audit.map((entry) => entry.subject)).toEqual([roomId]);
  });
});
