import { type Fraction, fraction, fractionAdd, type Sampler } from '@portal/lottery';
import { type Card, dealFrom } from '../cards.js';
import { type Acted, type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';
import { maskOfText, maskText } from './best-hold.js';
import { evaluateHand, evaluatorOf } from './evaluator.js';
import type { PayTable } from './pay-tables.js';
import { exactOutcomes } from './returns.js';

/**
 * Single-hand draw poker. The one wager, on spot 'hand', is the total bet; the pay table is per unit of it.
 * `deal` shuffles the deck and keeps its first ten cards: 0-4 are dealt, 5-9 are the replacements in order, so
 * the k-th card discarded (counting positions left to right) is replaced by card 5 + k. Drawing therefore needs
 * no randomness after the deal, and every draw is as likely as in a real deck (the replacements are the next
 * cards of one uniformly shuffled deck).
 */
export interface VideoPokerState {
  wagers: { spot: 'hand'; amount: string }[];
  /** The shuffled deck's first ten cards: five dealt, then the five replacements in order. */
  cards: Card[];
  /** The hold taken ('10010': position i kept when character i is 1); null until the player draws. */
  held: string | null;
}

/** What the browser shows of a video poker round. */
export type VideoPokerView =
  /** Before the draw: the five dealt cards (the replacements stay hidden). */
  | { over: false; dealt: Card[] }
  | {
      over: true;
      dealt: Card[];
      /** The hold mask taken, as in the action 'hold-<mask>'. */
      held: string;
      /** The hand after the draw: held cards in place, discarded places refilled in order. */
      final: Card[];
      /** The final hand's pay-table id ('full-house', 'four-aces', 'kings-or-better') or 'nothing'. */
      result: string;
      /** What the hand pays per unit bet, stake included (0 for nothing). */
      multiple: number;
    };

const SPOT = 'hand';
const HOLD = 'hold-';
const allHolds = Array.from({ length: 32 }, (_, mask) => `${HOLD}${maskText(mask)}`);

/** The hand after drawing with a hold: each discarded place takes the next replacement. */
export function finalHand(cards: readonly Card[], held: string): Card[] {
  const mask = maskOfText(held);
  let replacement = 5;
  return cards.slice(0, 5).map((card, position) => ((mask >> position) & 1 ? card : cards[replacement++]!));
}

export function makeVideoPoker(table: PayTable): HouseGame<VideoPokerState> {
  const outcome = exactOutcomes[table.id];
  const lineReturn = (hand: string, pays: number): Fraction =>
    fraction(BigInt(pays) * (outcome.hands[hand] ?? 0n), outcome.denominator);
  const finished = (state: VideoPokerState) => {
    if (state.held === null) return null;
    const final = finalHand(state.cards, state.held);
    return { held: state.held, final, ...evaluateHand(table.id, final) };
  };

  const game: HouseGame<VideoPokerState> = {
    id: table.id,
    kind: 'VP',
    rules(): GameRules {
      const spots = table.lines.map((paying) => ({
        spot: paying.hand,
        pays: `${paying.pays}x`,
        returnToPlayer: lineReturn(paying.hand, paying.pays),
      }));
      const returnToPlayer = spots.reduce((sum, spot) => fractionAdd(sum, spot.returnToPlayer), fraction(0));
      return {
        returnToPlayer,
        method: { kind: 'exact' },
        maxWinMultiple: Math.max(...table.lines.map((paying) => paying.pays)),
        spots: [...spots, { spot: SPOT, pays: 'see the pay table', returnToPlayer }],
      };
    },
    checkWagers(wagers: readonly Wager[]) {
      if (wagers.length !== 1) throw new HouseGameInputError('wagers', 'one wager: the hand');
      if (wagers[0]!.spot !== SPOT) throw new HouseGameInputError('wagers', 'the spot is hand');
    },
    *deal(wagers): Sampler<VideoPokerState> {
      const cards = yield* dealFrom(evaluatorOf(table.id).deck, 10);
      return { wagers: wagers.map((wager) => ({ spot: SPOT, amount: String(wager.amount) })), cards, held: null };
    },
    actions: (state) => (state.held === null ? [...allHolds] : []),
    act(state, action): Acted<VideoPokerState> {
      if (state.held !== null || !allHolds.includes(action)) {
        throw new HouseGameInputError('action', 'the action is a hold of five 0s and 1s before the draw');
      }
      return { state: { ...state, held: action.slice(HOLD.length) }, extraStake: 0n };
    },
    view(state): VideoPokerView {
      const dealt = state.cards.slice(0, 5);
      const over = finished(state);
      if (!over) return { over: false, dealt };
      return { over: true, dealt, held: over.held, final: over.final, result: over.hand, multiple: over.pays };
    },
    // Nothing is won before the draw; afterwards the hand's pay times each wager (there is one), floored.
    payout(state) {
      const over = finished(state);
      if (!over) return 0n;
      const multiple = fraction(over.pays);
      return state.wagers.reduce((sum, wager) => sum + returnOf(BigInt(wager.amount), multiple), 0n);
    },
  };
  return game;
}
