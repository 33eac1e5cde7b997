import type { LiveKind } from '@portal/contracts';
import type { HouseGame } from '@portal/house-games';

/** The game's picture of an outcome as every seat sees it: its view with no wagers on it. */
export const liveOutcomeView = (game: HouseGame, outcome: unknown) =>
  game.view({ wagers: [], outcome }) as Record<string, unknown>;

/**
 * The one label of a result the history strips, roads and the lobby's cards read: the winning side of the card
 * games, the number of roulette and the money wheel, the dice of sic bo ('2-5-5'), the reds of xoc dia ('3r').
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
    default:
      return String(view.winner);
  }
}
