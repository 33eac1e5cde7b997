import { seamlessPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { builtinRoundRecoveryJob } from '../../src/modules/provider/seamless/round-recovery.js';
import { runJobOnce } from '../../src/platform/scheduler.js';
import { createTestApp, type TestContext } from '../harness.js';
import { launch, mainBalanceOf, ProviderCaller, type ProviderWorld, providerWorld } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;

const mainBalance = () => mainBalanceOf(ctx, world.memberId);
const roundStatus = async (roundRef: string) =>
  (await ctx.database.db.execute<{ status: string }>(sql`SELECT status FROM game_rounds WHERE round_ref = ${roundRef}`))
    .rows[0]?.status;

beforeAll(async () => {
  ctx = await createTestApp();
  world = await providerWorld(ctx, 'stranded01', 50_00n);
  provider = new ProviderCaller(ctx);
});
afterAll(() => ctx.close());

describe('rounds left open by a killed server', () => {
  it('are rolled back once after five minutes, whoever else rolls them back', async () => {
    const sessionToken = await launch(world.member, world.slotNodeId);
    const before = await mainBalance();
    const bet = { sessionToken, transactionId: 'stranded-bet', roundId: 'stranded-round', amount: '100' };
    expect((await provider.send(seamlessPaths.bet, bet)).statusCode).toBe(200);
    expect(await mainBalance()).toBe(before - 100n);

    // Still young: a slow round is not a stranded one.
    expect(await runJobOnce(ctx.database.db, builtinRoundRecoveryJob)).toBe(0);
    await ctx.database.db.execute(
      sql`UPDATE game_rounds SET created_at = now() - interval '6 minutes' WHERE round_ref = 'stranded-round'`,
    );
    expect(await runJobOnce(ctx.database.db, builtinRoundRecoveryJob)).toBe(1);
    expect(await mainBalance()).toBe(before);
    expect(await roundStatus('stranded-round')).toBe('rolled_back');

    // Again, or the provider's own rollback of the bet afterwards: nothing moves a second time.
    expect(await runJobOnce(ctx.database.db, builtinRoundRecoveryJob)).toBe(0);
    const late = await provider.send(seamlessPaths.rollback, {
      sessionToken,
      transactionId: 'stranded-rollback',
      roundId: 'stranded-round',
      betTransactionId: 'stranded-bet',
    });
    expect(late.statusCode).toBe(200);
    expect(await mainBalance()).toBe(before);
    const win = await provider.send(seamlessPaths.win, { ...bet, transactionId: 'stranded-win', amount: '500' });
    expect(win.json().code).toBe('CONFLICT');
    const ledger = await checkLedger(ctx.database.db);
    expect([ledger.total, ledger.drifted.length, ledger.misstated.length]).toEqual([0n, 0, 0]);
  });
});
