import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite, fundMember, makeAgent, memberIdOf, placeUnder } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

let ctx: TestContext;
let site: BuiltSite;
const clients: Record<string, PortalClient> = {};
const key = (value: string) => ({ 'idempotency-key': value });
const balance = async (name: string) =>
  (await clients[name]!.call('GET', '/wps/v2/wallets/balance')).json().value.total;
const setPaymentPassword = (name: string) =>
  clients[name]!.enc('PUT', '/wps/member/paymentPassword', {
    loginPassword: 'secret12',
    newPaymentPassword: '112233',
    confirmPaymentPassword: '112233',
  });

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { paymentPasswordMaxFailures: 3 } });
  await ctx.app.sites.reload();
  // agent01 -> player01 -> player02 (a team two deep); loner has no upline.
  for (const name of ['agent01', 'player01', 'player02', 'loner01']) {
    clients[name] = new PortalClient(ctx.app, site.code);
    await clients[name].register({ username: name, password: 'secret12', confirmPassword: 'secret12' });
    await setPaymentPassword(name);
  }
  const db = ctx.database.db;
  const [agent, player1, player2] = await Promise.all(
    ['agent01', 'player01', 'player02'].map((n) => memberIdOf(db, site.id, n)),
  );
  await makeAgent(db, agent!);
  await placeUnder(db, agent!, [player1!]);
  await placeUnder(db, player1!, [player2!]);
  for (const name of ['agent01', 'player01', 'loner01']) await fundMember(db, site.id, name, 50_00n);
});
afterAll(() => ctx.close());

describe('transfer to the upline', () => {
  const body = { amount: '5', paymentPassword: '112233', remark: 'thanks' };

  it('401 without a token', async () => {
    const response = await new PortalClient(ctx.app, site.code).enc(
      'POST',
      '/wps/wallet/transfer/upline',
      body,
      key('up-00001'),
    );
    expect(response.statusCode).toBe(401);
  });

  it('names the upline, or none; 409 NO_UPLINE for a member without one', async () => {
    expect((await clients.player01!.call('GET', '/wps/wallet/transfer/upline')).json().value).toEqual({
      upline: 'agent01',
    });
    expect((await clients.loner01!.call('GET', '/wps/wallet/transfer/upline')).json().value).toEqual({ upline: null });
    const response = await clients.loner01!.enc('POST', '/wps/wallet/transfer/upline', body, key('up-00002'));
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('NO_UPLINE');
  });

  it('400 without an idempotency key or with a bad amount; nothing moves', async () => {
    const noKey = await clients.player01!.enc('POST', '/wps/wallet/transfer/upline', body);
    expect(noKey.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'header.idempotency-key' });
    const bad = await clients.player01!.enc(
      'POST',
      '/wps/wallet/transfer/upline',
      { ...body, amount: '0.001' },
      key('up-00003'),
    );
    expect(bad.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.amount' });
    expect(await balance('player01')).toBe('5000');
  });

  it('pays the upline once for a replayed key', async () => {
    const first = await clients.player01!.enc('POST', '/wps/wallet/transfer/upline', body, key('up-00004'));
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ counterparty: 'agent01', amount: '500', balance: '4500' });
    const again = await clients.player01!.enc('POST', '/wps/wallet/transfer/upline', body, key('up-00004'));
    expect(again.json().value.transferId).toBe(first.json().value.transferId);
    expect(await balance('player01')).toBe('4500');
    expect(await balance('agent01')).toBe('5500');
  });

  it('counts wrong payment passwords and locks after the site limit, even for the right one', async () => {
    for (let attempt = 1; attempt <= 2; attempt += 1) {
      const wrong = await clients.player01!.enc(
        'POST',
        '/wps/wallet/transfer/upline',
        { ...body, paymentPassword: '999999' },
        key(`up-bad-${attempt}`),
      );
      expect(wrong.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_INCORRECT', field: 'body.paymentPassword' });
    }
    const third = await clients.player01!.enc(
      'POST',
      '/wps/wallet/transfer/upline',
      { ...body, paymentPassword: '999999' },
      key('up-bad-3'),
    );
    expect(third.statusCode).toBe(423);
    expect(third.json()).toMatchObject({ code: 'PAYMENT_PASSWORD_LOCKED', params: { minutes: 15 } });
    const right = await clients.player01!.enc('POST', '/wps/wallet/transfer/upline', body, key('up-after-lock'));
    expect(right.statusCode).toBe(423);
    expect(await balance('player01')).toBe('4500');
  });
});

describe('transfer to a downline (agents only)', () => {
  const body = { downline: 'player02', amount: '7.25', paymentPassword: '112233' };

  it('403 NOT_AGENT for a member', async () => {
    const response = await clients.loner01!.enc('POST', '/wps/agent/transfer/downline', body, key('down-0001'));
    expect(response.statusCode).toBe(403);
    expect(response.json().code).toBe('NOT_AGENT');
  });

  it('404 for someone outside its team, on this site or another', async () => {
    const elsewhere = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    await new PortalClient(ctx.app, elsewhere.code).register({
      username: 'stranger',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    for (const downline of ['loner01', 'stranger', 'agent01']) {
      const response = await clients.agent01!.enc(
        'POST',
        '/wps/agent/transfer/downline',
        { ...body, downline },
        key(`down-${downline}`),
      );
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.downline' });
    }
  });

  it('pays a member two levels down, and refuses more than the balance', async () => {
    const paid = await clients.agent01!.enc('POST', '/wps/agent/transfer/downline', body, key('down-0002'));
    expect(paid.statusCode).toBe(200);
    expect(paid.json().value).toMatchObject({ counterparty: 'player02', amount: '725' });
    expect(await balance('player02')).toBe('725');
    const tooMuch = await clients.agent01!.enc(
      'POST',
      '/wps/agent/transfer/downline',
      { ...body, amount: '1000' },
      key('down-0003'),
    );
    expect(tooMuch.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'body.amount' });
    expect(await balance('agent01')).toBe(String(5500 - 725));
  });
});

// Last: it leaves agent01's payment password locked.
describe('payment password under a parallel burst', () => {
  it('compares no more than the limit: the right one after 100 wrong ones sent at once is refused', async () => {
    const before = await balance('agent01');
    const wrong = Array.from({ length: 100 }, (_, i) =>
      clients.agent01!.enc(
        'POST',
        '/wps/agent/transfer/downline',
        { downline: 'player01', amount: '1', paymentPassword: String(100_000 + i) },
        key(`burst-wrong-${i}`),
      ),
    );
    const right = clients.agent01!.enc(
      'POST',
      '/wps/agent/transfer/downline',
      { downline: 'player01', amount: '1', paymentPassword: '112233' },
      key('burst-right'),
    );
    const answers = await Promise.all([...wrong, right]);
    const codes = answers.map((answer) => answer.json().code);
    expect(codes.filter((code) => code === 'PAYMENT_PASSWORD_INCORRECT').length).toBeLessThanOrEqual(2);
    expect(codes.at(-1)).toBe('PAYMENT_PASSWORD_LOCKED');
    expect(await balance('agent01')).toBe(before);
  });
});
