import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { members, paymentChannels } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { createMember } from '../../src/modules/identity/new-member.service.js';
import { hashPassword } from '../../src/platform/passwords.js';
import { type BuiltSite, buildSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { createProviderApp, nodeIdOf } from '../provider/provider-setup.js';

/**
 * Issue 22 finding 10: the forced password change lived only in the browser; a reload dropped the
 * dialog and the server took deposits and launches from a session signed in with the site's default
 * password or an expired one. Now the session carries why its password must change, and until it
 * does it may only read the member, change the password and sign out: everything else is 403
 * PASSWORD_CHANGE_REQUIRED naming the reason.
 */
let ctx: TestContext;
let site: BuiltSite;
let demoChannel: string;
let slotNodeId: string;
let address = 0;
const client = () => new PortalClient(ctx.app, site.code, `10.22.10.${++address}`);

async function addMember(username: string, password: string) {
  return createMember(
    ctx.database.db,
    { siteId: site.id, username, passwordHash: await hashPassword(password), memberType: 0, nickname: username },
    'USD',
  );
}

beforeAll(async () => {
  ctx = await createProviderApp();
  site = await buildSite(ctx.database.db, { site: { defaultPassword: 'Default123' } });
  const [channel] = await ctx.database.db
    .insert(paymentChannels)
    .values({ siteId: site.id, code: 'DEMO', kind: 'instant_demo', name: 'Demo', minAmount: 100n, maxAmount: 100_000n })
    .returning({ id: paymentChannels.id });
  demoChannel = String(channel!.id);
  await seedOriginals(ctx.database.db, site.code);
  await ctx.app.sites.reload();
  slotNodeId = await nodeIdOf(ctx, originalsVendor.code, originalsGames[0]!.gameCode);
});
afterAll(() => ctx.close());

const deposit = (member: PortalClient, key: string) =>
  member.call('POST', '/wps/cashier/deposit', { channelId: demoChannel, amount: '5' }, { 'idempotency-key': key });
const launch = (member: PortalClient) =>
  member.call('GET', `/wps/game/launchGame?nodeId=${slotNodeId}&freeTrial=false`);

/** Signs in as the account's owner would, with the password it has now. */
async function signIn(username: string, password: string) {
  const member = client();
  const login = await member.login(username, password);
  expect(login.statusCode).toBe(200);
  return { member, answer: login.json().value };
}

async function expectHeldToTheChange(member: PortalClient, reason: string) {
  const refusal = { code: 'PASSWORD_CHANGE_REQUIRED', params: { reason } };
  for (const response of [
    await deposit(member, `held-${reason}-1`),
    await launch(member),
    await member.call('GET', '/wps/v2/wallets/balance'),
    await member.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails'),
  ]) {
    expect([response.statusCode, response.json()], response.body).toMatchObject([403, refusal]);
  }
  // Reading the member is allowed, and says why (the browser reopens the dialog after a reload).
  const info = await member.call('GET', '/wps/member/info');
  expect([info.statusCode, info.json().value.passwordChange]).toEqual([200, reason]);
}

async function expectFreedByTheChange(member: PortalClient, oldPassword: string, reason: string) {
  const changed = await member.enc('PUT', '/wps/member/password', {
    oldPassword,
    newPassword: 'Chosen2024',
    confirmNewPassword: 'Chosen2024',
  });
  expect(changed.statusCode).toBe(200);
  expect((await member.call('GET', '/wps/member/info')).json().value.passwordChange).toBeNull();
  expect((await deposit(member, `freed-${reason}-1`)).statusCode).toBe(200);
  expect((await launch(member)).statusCode).toBe(200);
}

describe('a session whose password must change', () => {
  it('signed in with the site default password: held until the change, then free', async () => {
    await addMember('held01', 'Default123');
    const { member, answer } = await signIn('held01', 'Default123');
    expect(answer).toMatchObject({ defaultPassword: true, passwordExpired: false, passwordChange: 'default' });
    await expectHeldToTheChange(member, 'default');
    await expectFreedByTheChange(member, 'Default123', 'default');
  });

  it('signed in with an expired password (PWDEXPFORCECHANGE3): held until the change', async () => {
    const old = await addMember('held02', 'secret12');
    await ctx.database.db
      .update(members)
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(members.id, old.id));
    const { member, answer } = await signIn('held02', 'secret12');
    expect(answer).toMatchObject({ defaultPassword: false, passwordExpired: true, passwordChange: 'expired' });
    await expectHeldToTheChange(member, 'expired');
    await expectFreedByTheChange(member, 'secret12', 'expired');
  });

  it('stays held after the browser forgets the dialog, and may still sign out', async () => {
    await addMember('held03', 'Default123');
    const { member } = await signIn('held03', 'Default123');
    // A reload: the same token, no dialog, straight to a deposit.
    const again = new PortalClient(ctx.app, site.code);
    again.token = member.token;
    expect((await deposit(again, 'reload-held-1')).statusCode).toBe(403);
    expect((await again.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    expect((await again.call('GET', '/wps/member/info')).statusCode).toBe(401);
  });

  it('refuses the site default password as a new password', async () => {
    await addMember('held04', 'Default123');
    const { member } = await signIn('held04', 'Default123');
    const same = await member.enc('PUT', '/wps/member/password', {
      oldPassword: 'Default123',
      newPassword: 'Default123',
      confirmNewPassword: 'Default123',
    });
    expect([same.statusCode, same.json().field]).toEqual([400, 'body.newPassword']);
    expect((await deposit(member, 'still-held-1')).statusCode).toBe(403);
  });
});
