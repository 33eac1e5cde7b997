import { protectionPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

const clock = manualClock();
const dayMs = 86_400_000;
let ctx: TestContext;
let site: BuiltSite;

async function member(username: string, email?: string) {
  const client = new PortalClient(ctx.app, site.code);
  const registered = await client.register({
    username,
    password: 'secret12',
    confirmPassword: 'secret12',
    ...(email ? { email } : {}),
  });
  expect(registered.statusCode, registered.body).toBe(200);
  return client;
}
const exclude = (client: PortalClient, body: Record<string, unknown>) =>
  client.enc('POST', protectionPaths.exclusion, body);

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: clock.now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
});
afterAll(() => ctx.close());

describe('time-out and self-exclusion', () => {
  it('401 without a session; 400 naming the field; the login password proves it', async () => {
    const stranger = new PortalClient(ctx.app, site.code);
    expect((await exclude(stranger, { kind: 'timeout', duration: '1d', password: 'x' })).statusCode).toBe(401);
    const taker = await member('breaker1');
    const duration = await exclude(taker, { kind: 'timeout', duration: '6m', password: 'secret12' });
    expect(duration.statusCode).toBe(400);
    expect(duration.json().field).toBe('body.duration');
    const wrong = await exclude(taker, { kind: 'timeout', duration: '1d', password: 'wrong-one' });
    expect(wrong.json()).toMatchObject({ code: 'PASSWORD_INCORRECT', field: 'body.password' });
    expect((await taker.call('GET', protectionPaths.limits)).statusCode).toBe(200);
  });

  it('a time-out ends every session and refuses sign-in until it ends, naming the end', async () => {
    const taker = await member('breaker2');
    const other = new PortalClient(ctx.app, site.code);
    expect((await other.login('breaker2', 'secret12')).statusCode).toBe(200);
    const taken = await exclude(taker, { kind: 'timeout', duration: '1w', password: 'secret12' });
    expect(taken.statusCode, taken.body).toBe(200);
    const until = new Date(clock.now() + 7 * dayMs).toISOString();
    expect(taken.json().value).toEqual({ kind: 'timeout', until });
    expect((await taker.call('GET', protectionPaths.limits)).statusCode).toBe(401);
    expect((await other.call('GET', protectionPaths.limits)).statusCode).toBe(401);
    const refused = await new PortalClient(ctx.app, site.code).login('breaker2', 'secret12');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ code: 'PLAY_EXCLUDED', params: { kind: 'timeout', until } });
    clock.advance(7 * dayMs - 1000);
    expect((await new PortalClient(ctx.app, site.code).login('breaker2', 'secret12')).statusCode).toBe(403);
    clock.advance(1000);
    expect((await new PortalClient(ctx.app, site.code).login('breaker2', 'secret12')).statusCode).toBe(200);
  });

  it('self-exclusion for good: no sign-in ever, and no new account with the same e-mail', async () => {
    const taker = await member('breaker3', 'breaker3@example.com');
    const taken = await exclude(taker, { kind: 'self-exclusion', duration: 'permanent', password: 'secret12' });
    expect(taken.json().value).toEqual({ kind: 'self-exclusion', until: null });
    clock.advance(3650 * dayMs);
    const refused = await new PortalClient(ctx.app, site.code).login('breaker3', 'secret12');
    expect(refused.json()).toMatchObject({ code: 'PLAY_EXCLUDED', params: { kind: 'self-exclusion', until: '' } });
    const again = await new PortalClient(ctx.app, site.code).register({
      username: 'breaker3b',
      password: 'secret12',
      confirmPassword: 'secret12',
      email: 'Breaker3@Example.com',
    });
    expect(again.statusCode).toBe(403);
    expect(again.json()).toMatchObject({ code: 'PLAY_EXCLUDED', field: 'body.email' });
    expect((await member('breaker3c', 'someone-else@example.com')).token).toBeTruthy();
  });
});
