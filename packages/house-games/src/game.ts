import type { Fraction, Sampler } from '@portal/lottery';

/**
 * The house games of the game server other than slots: table games, video poker, arcade "originals", scratch
 * cards and bingo. Each is pure maths over the provably fair stream (shared/LOTTERY.md §7, a `Sampler` asks it
 * for unsigned 32-bit integers), written once and run by the game server to play and by the game client to verify.
 *
 * A round: the player places wagers (spots of the game's board, each with an amount in minor units), the game
 * `deal`s, drawing from the stream everything the round can need up front (a shuffled shoe, the mines' places,
 * the crash point), then the player takes `actions` until none is left (an instant game has none after the deal).
 * A round is therefore recomputed from its seeds, its wagers and the actions taken, in order.
 * States are JSON (they are kept between a round's requests), so amounts in them are decimal strings.
 */

/** The kinds of the catalogue (`games.sub_type`) a house game belongs to. */
export type HouseKind = 'TG' | 'VP' | 'AC' | 'SC' | 'BG';

/** One wager: a spot of the board (its id carries its parameter: 'straight-17', 'under-4950', 'cashout-250'). */
export interface Wager {
  spot: string;
  /** Minor units, a positive whole number. */
  amount: bigint;
}

/** A spot shown on the game's rules page: what it pays and its exact return to player. */
export interface SpotRule {
  /** The spot id, or its pattern for a parameterised spot ('straight-<n>', 'under-<basis points>'). */
  spot: string;
  /** What it pays for one staked, as printed on a table ('35:1', '1.98x', 'see the pay table'). */
  pays: string;
  /** The return of one staked under the game's published play (optimal strategy where the player decides). */
  returnToPlayer: Fraction;
}

/** How a return was worked out: exactly (enumeration or combinatorics) or by a simulation with its interval. */
export type ReturnMethod =
  | { kind: 'exact' }
  | {
      kind: 'simulation';
      rounds: number /** Half-width of the 95 % confidence interval, in percent. */;
      ci95Percent: number;
    };

export interface GameRules {
  /** The game's main return to player, in the way it is usually quoted (main wager, published strategy). */
  returnToPlayer: Fraction;
  method: ReturnMethod;
  /** The most one round pays, in total stakes (returned, stake included). */
  maxWinMultiple: number;
  spots: SpotRule[];
}

/** What an action did: the next state, and any stake it adds (a double, a split, a raise, a call). */
export interface Acted<State> {
  state: State;
  /** Minor units added to the round's stake; 0n for most actions. */
  extraStake: bigint;
}

/** A refusal of the player's input, naming what was wrong (the server answers it as a 400). */
export class HouseGameInputError extends Error {
  constructor(
    readonly field: 'wagers' | 'action',
    message: string,
  ) {
    super(message);
  }
}

export interface HouseGame<State = unknown> {
  /** Stable id, also the key of its rules and client ('european-roulette', 'jacks-or-better', 'plinko'). */
  id: string;
  kind: HouseKind;
  rules(): GameRules;
  /**
   * Throws HouseGameInputError when a wager's spot is unknown, its parameter is out of range, the spots cannot be
   * played together, or the count is wrong; amounts are checked by the server (bet options), not here.
   */
  checkWagers(wagers: readonly Wager[]): void;
  /** Draws the round up front from the stream; the wagers are checked already. */
  deal(wagers: readonly Wager[]): Sampler<State>;
  /** The actions the player may take now; none once the round is over. */
  actions(state: State): string[];
  /** Takes one action (one of `actions(state)`, else HouseGameInputError). Pure: no randomness is drawn here. */
  act(state: State, action: string): Acted<State>;
  /** What the player sees: the whole state once the round is over, without what is still hidden before. */
  view(state: State): unknown;
  /** The round's total payout (stakes included), minor units, once over; floor of the exact amount. */
  payout(state: State): bigint;
}
