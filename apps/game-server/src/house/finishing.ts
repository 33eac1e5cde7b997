import { bestHold, type HouseGame, type VideoPokerId, type VideoPokerView } from '@portal/house-games';

/**
 * The moves a round left waiting by a player who never came back is finished with, as a casino's rules say
 * for a disconnection: nothing is ever staked for an absent player, so only moves that add no stake are taken.
 * Video poker draws with the optimal hold; otherwise the first of: cash out what was won, stand, fold (an ante
 * game's hand not played), call (red dog: no raise). A round none of them fits (a mines round with no tile
 * picked yet) is voided instead: its stake goes back (HouseRounds.finishAbandoned).
 */
const stakeFree = ['cashout', 'stand', 'fold', 'call'] as const;

export function finishingAction(game: HouseGame, state: unknown): string | null {
  const actions = game.actions(state);
  if (actions.length === 0) return null;
  if (game.kind === 'VP') {
    const { dealt } = game.view(state) as VideoPokerView;
    return `hold-${bestHold(dealt, game.id as VideoPokerId)}`;
  }
  const action = stakeFree.find((candidate) => actions.includes(candidate));
  if (!action || game.act(state, action).extraStake > 0n) return null;
  return action;
}

/** The finishing moves from a state to the round's end, or null when it cannot be finished without the player. */
export function finishingMoves(game: HouseGame, state: unknown): { moves: string[]; state: unknown } | null {
  const moves: string[] = [];
  let now = state;
  while (game.actions(now).length > 0) {
    const action = finishingAction(game, now);
    if (action === null) return null;
    now = game.act(now, action).state;
    moves.push(action);
  }
  return { moves, state: now };
}
