import { seamlessPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { betOptionsOf } from '../../src/modules/provider/builtin/bet-options.js';
import { BuiltinProvider } from '../../src/modules/provider/builtin/builtin.service.js';
import {
  loopbackTransport,
  WalletClient,
  type WalletTransport,
} from '../../src/modules/provider/builtin/wallet-client.js';
import { ProviderSecrets } from '../../src/modules/provider/seamless/signature.js';
import { createTestApp, type TestContext } from '../harness.js';
import { launch, mainBalanceOf, type ProviderWorld, providerWorld } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;

const mainBalance = () => mainBalanceOf(ctx, world.memberId);

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  world = await providerWorld(ctx, 'unlucky01', 50_00n);
});
afterAll(() => ctx.close());

describe('a bet that got no answer', () => {
  it('is rolled back, the rollback retried and each failure logged with the round', async () => {
    const token = await launch(world.member, world.slotNodeId);
    const real = loopbackTransport(ctx.app);
    const seen: string[] = [];
    // The real wallet over the loopback, with the network failing where an outside provider's might:
    // the bet arrives but its answer is lost, and the first rollback does not get through.
    const flaky: WalletTransport = async (path, body, headers) => {
      seen.push(path);
      if (path === seamlessPaths.bet) {
        await real(path, body, headers);
        throw new Error('socket hang up');
      }
      if (path === seamlessPaths.rollback && seen.filter((p) => p === path).length === 1) {
        throw new Error('connect ECONNRESET');
      }
      return real(path, body, headers);
    };
    const logged: { level: string; details: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (details: object, message: string) => logged.push({ level: 'warn', details: { ...details }, message }),
      error: (details: object, message: string) => logged.push({ level: 'error', details: { ...details }, message }),
    };
    const secret = new ProviderSecrets(ctx.database.db, ctx.app.secrets).builtinSecret();
    const provider = new BuiltinProvider(ctx.database.db, new WalletClient('builtin', secret, flaky), undefined, log);
    const site = ctx.app.sites.byId(world.site.id)!;
    const before = await mainBalance();

    await expect(provider.spin(site, token, String(betOptionsOf(site)[0]))).rejects.toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
    });
    expect(seen.filter((path) => path === seamlessPaths.rollback)).toHaveLength(2);
    expect(await mainBalance()).toBe(before);
    const failure = logged.find((entry) => entry.message === 'slot rollback failed');
    expect(failure?.details).toMatchObject({ attempt: 1, roundRef: expect.any(String), betId: expect.any(String) });
    expect(logged.some((entry) => entry.message === 'slot bet got no answer; rolling it back')).toBe(true);
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length]).toEqual([0n, 0]);
  });
});
