import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BuiltSite, buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { setUpWithdrawer } from './withdraw-setup.js';

/**
 * Issue 22, finding 5: accounts registered from one address, from one device, or paid to one bank
 * account are named on each other's withdrawals in the operator's queue, before anybody pays them.
 */
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let seq = 0;

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(ctx.database.db, { site: { withdrawMinAmount: 10_00n } });
  await ctx.app.sites.reload();
  operator = await signInOperator(ctx, site.code, 'linkcheck', [site.id]);
});
afterAll(() => ctx.close());

async function withdrawer(username: string, origin: Parameters<typeof setUpWithdrawer>[3]) {
  const { client, bankAccountId } = await setUpWithdrawer(ctx, site, username, origin);
  await fundMember(ctx.database.db, site.id, username, 50_00n);
  return { client, bankAccountId };
}

async function withdraw({ client, bankAccountId }: { client: PortalClient; bankAccountId: string }) {
  const body = { bankAccountId, amount: '20', paymentPassword: '112233' };
  const response = await client.enc('POST', '/wps/cashier/withdraw', body, { 'idempotency-key': `link-key-${seq++}` });
  expect(response.statusCode, response.body).toBe(200);
}

async function queue() {
  const response = await operator('GET', '/wps/operator/withdrawals?pageSize=50');
  expect(response.statusCode).toBe(200);
  const items: { member: string; sharedWith: Record<string, string[]> }[] = response.json().value.items;
  return new Map(items.map((item) => [item.member, item.sharedWith]));
}

describe('shared registration address, device and bank account on the withdrawal queue', () => {
  it('flags both withdrawals of two accounts registered from one address, each naming the other', async () => {
    await withdraw(await withdrawer('samenet01', { ip: '198.51.100.7', accountNumber: '1110000001' }));
    await withdraw(await withdrawer('samenet02', { ip: '198.51.100.7', accountNumber: '1110000002' }));
    await withdraw(await withdrawer('loner0001', { ip: '198.51.100.99', accountNumber: '1110000003' }));
    const flags = await queue();
    expect(flags.get('samenet01')).toEqual({ address: ['samenet02'], device: [], bankAccount: [] });
    expect(flags.get('samenet02')).toEqual({ address: ['samenet01'], device: [], bankAccount: [] });
    expect(flags.get('loner0001')).toEqual({ address: [], device: [], bankAccount: [] });
  });

  it('flags accounts from one device (other addresses) and accounts paid to one bank account', async () => {
    const deviceId = 'device-0123456789abcdef';
    await withdraw(await withdrawer('samedev01', { ip: '203.0.113.1', accountNumber: '2220000001', deviceId }));
    await withdraw(await withdrawer('samedev02', { ip: '203.0.113.2', accountNumber: '2220000002', deviceId }));
    await withdraw(await withdrawer('samebank1', { ip: '203.0.113.3', accountNumber: '3330000009' }));
    await withdraw(await withdrawer('samebank2', { ip: '203.0.113.4', accountNumber: '3330000009' }));
    const flags = await queue();
    expect(flags.get('samedev01')).toEqual({ address: [], device: ['samedev02'], bankAccount: [] });
    expect(flags.get('samedev02')).toEqual({ address: [], device: ['samedev01'], bankAccount: [] });
    expect(flags.get('samebank1')).toEqual({ address: [], device: [], bankAccount: ['samebank2'] });
    expect(flags.get('samebank2')).toEqual({ address: [], device: [], bankAccount: ['samebank1'] });
  });

  it('names the linked accounts on the decision too', async () => {
    const { items } = (await operator('GET', '/wps/operator/withdrawals?pageSize=50')).json().value;
    const pending = items.find((item: { member: string }) => item.member === 'samenet01');
    const paid = await operator('POST', `/wps/operator/withdrawals/${pending.id}/approve`);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(paid.json().value.sharedWith.address).toEqual(['samenet02']);
  });
});
