import { randomBytes } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import type { TestContext } from '../harness.js';
import { mainBalanceOf, type ProviderCaller, type ProviderWorld, walletTestWorld } from './provider-setup.js';

/**
 * Issue 22 finding 6: a rollback that arrives before its bet (the bet's request was slow, the vendor
 * timed out and rolled it back) was answered and forgotten; the bet then committed and the player
 * had lost the stake, with no job of a third-party vendor to give it back. The rollback wins: it is
 * kept, and the bet of that id is refused whenever it arrives (a rolled-back id is never debited).
 */
let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
let token: string;

const mainBalance = () => mainBalanceOf(ctx, world.memberId);
const unique = (prefix: string) => `${prefix}-${randomBytes(5).toString('hex')}`;
const pair = (amount = '150') => {
  const bet = { sessionToken: token, transactionId: unique('bet'), roundId: unique('round'), amount };
  const rollback = {
    sessionToken: token,
    transactionId: unique('rb'),
    roundId: bet.roundId,
    betTransactionId: bet.transactionId,
  };
  return { bet, rollback };
};

beforeAll(async () => {
  ({ ctx, world, provider, token } = await walletTestWorld('latebet01', 500_00n));
});
afterAll(() => ctx.close());

describe('a rollback before its bet', () => {
  it('is kept, and the bet arriving after it is refused (409 TRANSACTION_ROLLED_BACK) and moves nothing', async () => {
    const start = await mainBalance();
    const { bet, rollback } = pair();
    const first = await provider.send(seamlessPaths.rollback, rollback);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toEqual({ balance: String(start), currency: 'USD', transactionId: null });

    const late = await provider.send(seamlessPaths.bet, bet);
    expect([late.statusCode, late.json().code]).toEqual([409, 'TRANSACTION_ROLLED_BACK']);
    expect(late.json().field).toBe('body.transactionId');
    // Its retry is refused alike; the rollback's retry is answered as the first time.
    expect((await provider.send(seamlessPaths.bet, bet)).json().code).toBe('TRANSACTION_ROLLED_BACK');
    expect((await provider.send(seamlessPaths.rollback, rollback)).json()).toEqual(first.json());
    expect(await mainBalance()).toBe(start);
  });

  it('never loses the stake when the bet and its rollback race, 40 times over', async () => {
    const start = await mainBalance();
    const outcomes = { debitedAndGivenBack: 0, refused: 0 };
    for (let round = 0; round < 40; round++) {
      const { bet, rollback } = pair();
      // Alternate which leaves first; both are in flight together.
      const [betAnswer] =
        round % 2 === 0
          ? await Promise.all([provider.send(seamlessPaths.bet, bet), provider.send(seamlessPaths.rollback, rollback)])
          : (
              await Promise.all([
                provider.send(seamlessPaths.rollback, rollback),
                provider.send(seamlessPaths.bet, bet),
              ])
            ).reverse();
      if (betAnswer!.statusCode === 200) outcomes.debitedAndGivenBack++;
      else {
        expect(betAnswer!.json().code).toBe('TRANSACTION_ROLLED_BACK');
        outcomes.refused++;
      }
      expect(await mainBalance(), `round ${round}`).toBe(start);
    }
    expect(outcomes.debitedAndGivenBack + outcomes.refused).toBe(40);
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});
