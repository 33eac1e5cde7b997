import { builtinPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestContext } from '../harness.js';
import { launch, type ProviderWorld, providerWorld } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
const spin = (session: string) => world.member.call('POST', builtinPaths.spin, { session, bet: '20' });

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  world = await providerWorld(ctx, 'leaver01', 50_00n);
});
afterAll(() => ctx.close());

describe('game sessions end with the sign-in', () => {
  it('stop playing at logout', async () => {
    const token = await launch(world.member, world.slotNodeId);
    expect((await spin(token)).statusCode).toBe(200);
    expect((await world.member.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    expect((await spin(token)).json()).toMatchObject({ code: 'GAME_SESSION_INVALID' });
  });

  it('stop playing after a password change, the current tab included', async () => {
    await world.member.login('leaver01', 'secret12');
    const token = await launch(world.member, world.slotNodeId);
    expect((await spin(token)).statusCode).toBe(200);
    const changed = await world.member.enc('PUT', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'better12',
      confirmNewPassword: 'better12',
    });
    expect(changed.statusCode).toBe(200);
    expect((await spin(token)).json()).toMatchObject({ code: 'GAME_SESSION_INVALID' });
  });
});
