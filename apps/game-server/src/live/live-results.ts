import type { LiveKind } from '@portal/contracts';
import type { HouseGame, Wager } from '@portal/house-games';
import { hmacUint32Stream, runSampler, runSamplerAsync } from '@portal/lottery';
import type { LiveTitle } from './live-titles.js';

/**
 * A live round's draws and what they deal. The round's stream (`<table key>:<number>:k` keyed by its seed) is
 * read once; every seat's deal replays the same numbers, so every seat gets the same cards whatever it staked.
 */
export async function drawRound(title: LiveTitle, tableKey: string, round: { serverSeed: string; number: number }) {
  const stream = await hmacUint32Stream(round.serverSeed, tableKey, String(round.number));
  const draws: number[] = [];
  await runSamplerAsync(title.game.deal([]), async () => {
    const value = await stream();
    draws.push(value);
    return value;
  });
  return draws;
}

const replay = (draws: readonly number[]) => {
  let next = 0;
  return () => {
    const value = draws[next++];
    if (value === undefined) throw new Error('a live seat drew more than its table');
    return value;
  };
};

/** A seat's deal from the table's draws: its wagers on the same cards. */
export const seatDeal = (title: LiveTitle, draws: readonly number[], wagers: readonly Wager[]) =>
  runSampler(title.game.deal(wagers), replay(draws));

/** The moves that show a table's whole result on a stake of nothing: the dealer's hand, the turn and river. */
const revealMoves: readonly string[] = ['stand', 'call'];

/**
 * The round's outcome as the table keeps it: an instant game's drawn outcome, or, at a table that takes
 * decisions, a hand of no stake played to its end (the dealer's cards and the board are everyone's).
 */
export function tableOutcome(title: LiveTitle, draws: readonly number[]): unknown {
  let state = seatDeal(title, draws, []);
  if (!title.decisions) return (state as { outcome: unknown }).outcome;
  for (let offered = title.game.actions(state); offered.length > 0; offered = title.game.actions(state)) {
    const move = revealMoves.find((candidate) => offered.includes(candidate));
    if (!move) break;
    state = title.game.act(state, move).state;
  }
  return state;
}

/** The game's picture of the table's outcome as every seat sees it (no wagers on it). */
export const tableView = (title: LiveTitle, outcome: unknown) =>
  (title.decisions ? title.game.view(outcome) : title.game.view({ wagers: [], outcome })) as Record<string, unknown>;

/** A seat's payout at an instant table: its wagers on the table's outcome. */
export const instantPayout = (game: HouseGame, wagers: { spot: string; amount: string }[], outcome: unknown) =>
  game.payout({ wagers, outcome });

/**
 * A seat's hand as it may be shown before the round is settled: no seat sees the dealer's hidden card (or the
 * turn and river) before the others have decided, even one that has already stood or called.
 */
export function maskedSeatView(kind: LiveKind, view: Record<string, unknown>): Record<string, unknown> {
  if (kind === 'blackjack') {
    return { ...view, dealer: (view.dealer as unknown[]).slice(0, 1), dealerTotal: null, result: null, over: false };
  }
  return {
    ...view,
    board: (view.board as unknown[]).slice(0, 3),
    dealer: [],
    dealerHand: null,
    outcome: null,
    over: false,
  };
}

/** The cards every seat shares while they decide: a hand of no stake as dealt, the dealer's hidden card kept back. */
export const sharedCards = (title: LiveTitle, draws: readonly number[]) =>
  maskedSeatView(title.kind, title.game.view(seatDeal(title, draws, [])) as Record<string, unknown>);

/**
 * The one label of a result the history strips, roads and the lobby's cards read: the winning side of the card
 * games, the number of roulette and the money wheel, the dice of sic bo ('2-5-5'), the reds of xoc dia ('3r'),
 * the dealer's total at blackjack ('bj', '20', 'bust') and the dealer's hand at casino hold'em.
 */
export function summaryOf(kind: LiveKind, view: Record<string, unknown>): string {
  switch (kind) {
    case 'roulette':
      return String(view.number);
    case 'sic-bo':
      return (view.dice as number[]).join('-');
    case 'fan-tan':
      return String(view.remainder);
    case 'xoc-dia':
      return `${view.reds}r`;
    case 'money-wheel':
      return String(view.value);
    case 'blackjack': {
      const total = view.dealerTotal as number;
      return (view.dealer as unknown[]).length === 2 && total === 21 ? 'bj' : total > 21 ? 'bust' : String(total);
    }
    case 'casino-hold-em':
      return String(view.dealerHand);
    default:
      return String(view.winner);
  }
}
