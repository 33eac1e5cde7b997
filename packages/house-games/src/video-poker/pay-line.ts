import type { HandShape } from './hand-shape.js';

/**
 * The eight video poker games' pay tables, per unit bet at the maximum-coin table (a royal flush pays 800 for 1,
 * i.e. 4000 for 5 coins). Pays are "for 1": the multiple returned, stake included; a losing hand returns 0.
 */
export type VideoPokerId =
  | 'jacks-or-better'
  | 'deuces-wild'
  | 'joker-poker'
  | 'bonus-poker'
  | 'double-bonus-poker'
  | 'aces-and-faces'
  | 'tens-or-better'
  | 'all-american';

export interface PayLine {
  /** The hand's stable id, shown in the view once the round is over ('full-house', 'four-aces'). */
  hand: string;
  pays: number;
}

export interface PayTable {
  id: VideoPokerId;
  /** Which cards are wild: the four deuces, the one joker of a 53-card deck, or none. */
  wild: 'none' | 'deuces' | 'joker';
  /** The paying hands, best first. Every other hand is 'nothing' and pays 0. */
  lines: readonly PayLine[];
  /** The paying hand a final hand makes, or 'nothing'. */
  classify(hand: HandShape): string;
  /**
   * The published optimal-strategy return in percent, as printed (to the places the source gives): the exact
   * figure of returns.ts must round to it.
   */
  publishedReturnPercent: string;
}

export const NOTHING = 'nothing';

export const line = (hand: string, pays: number): PayLine => ({ hand, pays });
