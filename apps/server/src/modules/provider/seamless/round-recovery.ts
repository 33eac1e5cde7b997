import type { Executor } from '../../../db/executor.js';
import { builtinProviderCode } from '../builtin/builtin.service.js';
import * as rounds from './seamless.repository.js';
import { giveBetBack } from './wallet-moves.js';

/**
 * A round the built-in provider staked but never paid: the server was killed between the bet and
 * the win. After this long it is rolled back, as a provider's own recovery would: every bet of the
 * round is given back under the same ledger key a provider's rollback of that bet uses, so the
 * stake comes back exactly once whichever runs first, and the round is marked rolled back.
 */
export const openRoundMinutes = 5;

export async function recoverOpenRounds(tx: Executor, providerCode: string, olderThanMinutes: number) {
  let recovered = 0;
  for (const roundId of await rounds.staleOpenRounds(tx, providerCode, olderThanMinutes, 100)) {
    const round = await rounds.lockRoundById(tx, roundId);
    const context = await rounds.roundContext(tx, roundId);
    if (round?.status !== 'open' || !context) continue;
    let balance: bigint | null = null;
    for (const bet of await rounds.betsOfRound(tx, providerCode, roundId)) {
      balance = (await giveBetBack(tx, context, providerCode, bet)).balance;
    }
    if (balance === null) balance = (await rounds.mainAccount(tx, context.memberId)).balance;
    await rounds.recordRollback(tx, roundId, balance);
    recovered++;
  }
  return recovered;
}

/** The scheduler's job (one instance runs it, under an advisory lock): the built-in provider's rounds. */
export const builtinRoundRecoveryJob = {
  name: 'provider.builtin.round-recovery',
  everyMs: 60_000,
  run: (tx: Executor) => recoverOpenRounds(tx, builtinProviderCode, openRoundMinutes),
};
