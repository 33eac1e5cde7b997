import { encWindowMs } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite, fundMember, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

// Issue 10, finding 14: a captured enc body sent again under new idempotency keys moved money each
// time. Bodies are now stamped and single use; the clock is the app's, moved by the test.
let now = Date.parse('2030-01-01T12:00:00Z');
let ctx: TestContext;
let site: BuiltSite;
let agent: PortalClient;
let player: PortalClient;
const upline = '/wps/wallet/transfer/upline';
const transfer = { amount: '5', paymentPassword: '112233' };
const key = (value: string) => ({ 'idempotency-key': value });
const balanceOf = async (client: PortalClient) =>
  (await client.call('GET', '/wps/v2/wallets/balance')).json().value.total;

beforeAll(async () => {
  ctx = await createTestApp({}, { clock: () => now });
  site = await buildSite(ctx.database.db);
  await ctx.app.sites.reload();
  agent = new PortalClient(ctx.app, site.code);
  player = new PortalClient(ctx.app, site.code);
  for (const [client, name] of [
    [agent, 'encagent1'],
    [player, 'encplayer1'],
  ] as const) {
    await client.register({ username: name, password: 'secret12', confirmPassword: 'secret12' });
    const set = await client.enc('PUT', '/wps/member/paymentPassword', {
      loginPassword: 'secret12',
      newPaymentPassword: '112233',
      confirmPaymentPassword: '112233',
    });
    expect(set.statusCode).toBe(200);
  }
  const db = ctx.database.db;
  const [agentId, playerId] = await Promise.all([
    memberIdOf(db, site.id, 'encagent1'),
    memberIdOf(db, site.id, 'encplayer1'),
  ]);
  await makeAgent(db, agentId);
  await placeUnder(db, agentId, [playerId]);
  await fundMember(db, site.id, 'encplayer1', 50_00n);
});
afterAll(() => ctx.close());

describe('enc bodies are single use and short lived', () => {
  it('refuses a captured transfer body sent again with new idempotency keys: money moves once', async () => {
    const captured = await player.seal(transfer);
    const first = await player.sendSealed('POST', upline, captured, key('replay-0001'));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ amount: '500', balance: '4500' });
    for (const attempt of ['replay-0002', 'replay-0003']) {
      const again = await player.sendSealed('POST', upline, captured, key(attempt));
      expect(again.statusCode).toBe(409);
      expect(again.json()).toMatchObject({ success: false, code: 'ENC_REPLAYED', field: 'body' });
    }
    expect(await balanceOf(player)).toBe('4500');
    expect(await balanceOf(agent)).toBe('500');
  });

  it('refuses a captured login body sent again: no second session', async () => {
    const login = new PortalClient(ctx.app, site.code);
    const captured = await login.seal({ type: 'username', username: 'encplayer1', password: 'secret12' });
    expect((await login.sendSealed('POST', '/wps/session/login', captured)).statusCode).toBe(200);
    const replay = await login.sendSealed('POST', '/wps/session/login', captured);
    expect(replay.statusCode).toBe(409);
    expect(replay.json().code).toBe('ENC_REPLAYED');
  });

  it('refuses a body stamped outside the window, either way, and accepts a fresh one', async () => {
    const stale = await player.seal(transfer);
    now += encWindowMs + 1000;
    const late = await player.sendSealed('POST', upline, stale, key('stale-0001'));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toMatchObject({ code: 'ENC_EXPIRED', field: 'body' });

    const early = await player.seal(transfer);
    now -= encWindowMs + 1000;
    expect((await player.sendSealed('POST', upline, early, key('stale-0002'))).json().code).toBe('ENC_EXPIRED');
    expect(await balanceOf(player)).toBe('4500');

    const fresh = await player.enc('POST', upline, transfer, key('fresh-0001'));
    expect(fresh.statusCode).toBe(200);
    expect(await balanceOf(player)).toBe('4000');
  });

  it('accepts a body within the window, once', async () => {
    const sealed = await player.seal(transfer);
    now += encWindowMs - 1000;
    expect((await player.sendSealed('POST', upline, sealed, key('late-ok-01'))).statusCode).toBe(200);
    expect((await player.sendSealed('POST', upline, sealed, key('late-ok-02'))).json().code).toBe('ENC_REPLAYED');
    expect(await balanceOf(player)).toBe('3500');
  });
});
