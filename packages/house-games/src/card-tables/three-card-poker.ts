import { fraction, type Sampler } from '@portal/lottery';
import { type Card, dealFrom, freshShoe } from '../cards.js';
import type { GameRules, HouseGame } from '../game.js';
import { returnOf } from '../money.js';
import { type ThreeCardCategory, threeCardCategoryOf, threeCardValue } from './poker-hands.js';
import { showdown, type TableOutcome } from './table-outcome.js';
import {
  ANTE_BONUS,
  DEALER_QUALIFIES_AT,
  exactAnteReturn,
  exactPairPlusReturn,
  PAIR_PLUS_RETURN,
  PLAY_AT_LEAST,
} from './three-card-poker-return.js';
import { checkSpots, requireAction, type StoredWager, stakeOn, storeWagers } from './wagers.js';

/**
 * Three card poker, one deck: an ante (required) and an optional pair plus. After the deal the player plays (a play
 * bet equal to the ante) or folds. The dealer qualifies with queen-high; if not, the ante wins 1:1 and the play
 * pushes; if so, the higher hand wins both 1:1 and equal hands push. The ante bonus (straight 1:1, three of a kind
 * 4:1, straight flush 5:1) is paid on a played hand whatever the dealer holds. Pair plus pays on the player's hand
 * alone, folded or not: pair 1:1, flush 4:1, straight 6:1, three of a kind 30:1, straight flush 40:1.
 */
export interface ThreeCardPokerState {
  /** 'ante', maybe 'pair-plus', and 'play' once played. */
  wagers: StoredWager[];
  player: Card[];
  dealer: Card[];
  decision: 'play' | 'fold' | null;
}

/** The three-card view: the dealer's cards stay hidden until the player decides. */
export interface ThreeCardPokerView {
  player: Card[];
  playerHand: ThreeCardCategory;
  /** Empty while open. */
  dealer: Card[];
  dealerHand: ThreeCardCategory | null;
  /** The ante and play's outcome; null while open. */
  outcome: TableOutcome | null;
  /** The pair plus wager's return multiple (stake included) when it was placed, else null. */
  pairPlusReturn: number | null;
  over: boolean;
}

export function threeCardOutcome(state: ThreeCardPokerState): TableOutcome | null {
  if (state.decision !== 'play') return state.decision;
  return showdown(threeCardValue(state.player), threeCardValue(state.dealer), DEALER_QUALIFIES_AT);
}

/** The ante's and the play's return multiples (stake included) for an outcome; the ante's includes its bonus. */
const TABLE_RETURNS: Record<TableOutcome, [ante: number, play: number]> = {
  fold: [0, 0],
  'dealer-does-not-qualify': [2, 1],
  win: [2, 2],
  push: [1, 1],
  lose: [0, 0],
};

export const threeCardPoker: HouseGame<ThreeCardPokerState> = {
  id: 'three-card-poker',
  kind: 'TG',
  rules(): GameRules {
    const anteReturn = exactAnteReturn();
    return {
      returnToPlayer: anteReturn,
      method: { kind: 'exact' },
      // A straight flush: pair plus returns 41x; ante and play return 9 of their 2, so the round stays below 41.
      maxWinMultiple: 41,
      spots: [
        { spot: 'ante', pays: '1:1 with the play bet; bonus 1:1, 4:1, 5:1', returnToPlayer: anteReturn },
        { spot: 'pair-plus', pays: '1:1, 4:1, 6:1, 30:1, 40:1', returnToPlayer: exactPairPlusReturn() },
      ],
    };
  },
  checkWagers(wagers) {
    checkSpots(wagers, ['ante'], ['pair-plus']);
  },
  *deal(wagers): Sampler<ThreeCardPokerState> {
    const cards = yield* dealFrom(freshShoe(1), 6);
    return { wagers: storeWagers(wagers), player: cards.slice(0, 3), dealer: cards.slice(3), decision: null };
  },
  actions: (state) => (state.decision === null ? ['play', 'fold'] : []),
  act(state, action) {
    requireAction(threeCardPoker.actions(state), action);
    const decision = action as 'play' | 'fold';
    const extraStake = decision === 'play' ? stakeOn(state.wagers, 'ante') : 0n;
    const wagers = extraStake > 0n ? [...state.wagers, { spot: 'play', amount: String(extraStake) }] : state.wagers;
    return { state: { ...state, wagers, decision }, extraStake };
  },
  view(state): ThreeCardPokerView {
    const over = state.decision !== null;
    const pairPlus = state.wagers.some((wager) => wager.spot === 'pair-plus');
    return {
      player: state.player,
      playerHand: threeCardCategoryOf(threeCardValue(state.player)),
      dealer: over ? state.dealer : [],
      dealerHand: over ? threeCardCategoryOf(threeCardValue(state.dealer)) : null,
      outcome: threeCardOutcome(state),
      pairPlusReturn: pairPlus ? (PAIR_PLUS_RETURN[threeCardCategoryOf(threeCardValue(state.player))] ?? 0) : null,
      over,
    };
  },
  payout(state) {
    const outcome = threeCardOutcome(state);
    if (outcome === null) return 0n;
    const category = threeCardCategoryOf(threeCardValue(state.player));
    const [ante, play] = TABLE_RETURNS[outcome];
    const bonus = outcome === 'fold' ? 0 : (ANTE_BONUS[category] ?? 0);
    return (
      returnOf(stakeOn(state.wagers, 'ante'), fraction(ante + bonus)) +
      returnOf(stakeOn(state.wagers, 'play'), fraction(play)) +
      returnOf(stakeOn(state.wagers, 'pair-plus'), fraction(PAIR_PLUS_RETURN[category] ?? 0))
    );
  },
};

/** The optimal play: play queen-6-4 or better. */
export const threeCardPokerStrategy = (state: ThreeCardPokerState): string =>
  threeCardValue(state.player) >= PLAY_AT_LEAST ? 'play' : 'fold';
