import { randomBytes } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestContext } from '../harness.js';
import {
  createProviderApp,
  launch,
  ProviderCaller,
  type ProviderWorld,
  playRound,
  providerWorld,
} from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
/** A new round's bet on the session, as the game server would place it. */
const betOn = (sessionToken: string) => {
  const id = randomBytes(4).toString('hex');
  return provider.send(seamlessPaths.bet, {
    sessionToken,
    transactionId: `bet-${id}`,
    roundId: `round-${id}`,
    amount: '20',
  });
};

beforeAll(async () => {
  ctx = await createProviderApp();
  world = await providerWorld(ctx, 'leaver01', 50_00n);
  provider = new ProviderCaller(ctx);
});
afterAll(() => ctx.close());

describe('game sessions end with the sign-in', () => {
  it('stop taking bets at logout', async () => {
    const token = await launch(world.member, world.slotNodeId);
    await playRound(provider, token, { bet: 20n });
    expect((await world.member.call('DELETE', '/wps/session/logout')).statusCode).toBe(200);
    const refused = await betOn(token);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'GAME_SESSION_INVALID']);
  });

  it('stop taking bets after a password change, the current tab included', async () => {
    await world.member.login('leaver01', 'secret12');
    const token = await launch(world.member, world.slotNodeId);
    await playRound(provider, token, { bet: 20n });
    const changed = await world.member.enc('PUT', '/wps/member/password', {
      oldPassword: 'secret12',
      newPassword: 'better12',
      confirmNewPassword: 'better12',
    });
    expect(changed.statusCode).toBe(200);
    const refused = await betOn(token);
    expect([refused.statusCode, refused.json().code]).toEqual([401, 'GAME_SESSION_INVALID']);
  });
});
