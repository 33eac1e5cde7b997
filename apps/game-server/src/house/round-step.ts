import { type HouseGame, HouseGameInputError } from '@portal/house-games';
import { VendorFailure } from '../platform/failures.js';
import type { RoundRow } from '../rounds/rounds.repository.js';

/** What a house round keeps in `rounds.outcome`: its game, wagers, the game's state and the actions taken. */
export interface HouseOutcome {
  game: string;
  wagers: { spot: string; amount: string }[];
  state: unknown;
  taken: string[];
}

/** A refusal of the maths, as the client is answered it (400, naming the wagers or the action). */
export const inputFailure = (error: unknown): never => {
  if (error instanceof HouseGameInputError) {
    throw new VendorFailure(
      400,
      error.field === 'action' ? 'ACTION_INVALID' : 'WAGER_INVALID',
      error.message,
      error.field,
    );
  }
  throw error;
};

/** What actions do to a round as stored: its next state and record, any stake they add, its win once over. */
export function stepOf(game: HouseGame, round: RoundRow, actions: readonly string[]) {
  const before = round.outcome as HouseOutcome;
  let state = before.state;
  let extraStake = 0n;
  try {
    for (const action of actions) {
      if (!game.actions(state).includes(action)) throw new HouseGameInputError('action', `${action} is not open now`);
      const acted = game.act(state, action);
      state = acted.state;
      extraStake += acted.extraStake;
    }
  } catch (error) {
    inputFailure(error);
  }
  const outcome: HouseOutcome = { ...before, state, taken: [...before.taken, ...actions] };
  const over = game.actions(state).length === 0;
  const win = over ? game.payout(state) : 0n;
  return {
    extraStake,
    betNumber: outcome.taken.length + 1,
    outcome,
    over,
    win,
    result: { round: { ...round, outcome, bet: round.bet + extraStake }, win: over ? win : null },
  };
}
