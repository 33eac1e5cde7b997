import { fraction, type Sampler } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf } from '../cards.js';
import type { GameRules, HouseGame } from '../game.js';
import { returnOf } from '../money.js';
import { categoryIndexOf, categoryOf, highCardValue, type PokerCategory, pokerValue } from './poker-hands.js';
import { showdown, type TableOutcome } from './table-outcome.js';
import { checkSpots, requireAction, type StoredWager, stakeOn, storeWagers } from './wagers.js';

/**
 * Caribbean stud, one deck: an ante, five cards each, the dealer's first card face up. The player raises (twice
 * the ante) or folds. The dealer qualifies with ace-king or better; if not, the ante wins 1:1 and the raise pushes;
 * if so, the higher hand wins, the ante 1:1 and the raise by the player's hand (below); equal hands push.
 */
export const RAISE_PAYS: Record<PokerCategory, number> = {
  'high-card': 1,
  pair: 1,
  'two-pair': 2,
  'three-of-a-kind': 3,
  straight: 4,
  flush: 5,
  'full-house': 7,
  'four-of-a-kind': 20,
  'straight-flush': 50,
  'royal-flush': 100,
};

/** Ace-king-4-3-2, the lowest ace-king hand. */
const DEALER_QUALIFIES_AT = highCardValue([12, 11, 2, 1, 0]);

/**
 * The optimal strategy's house edge, 5.224 % of the ante (Wizard of Odds, Caribbean stud, over all
 * 19,933,230,517,200 deals); the rules of thumb in `caribbeanStudStrategy` give 5.225 %. Checked by simulation.
 */
const RETURN = fraction(94_776, 100_000);

export interface CaribbeanStudState {
  /** 'ante', and 'raise' once raised. */
  wagers: StoredWager[];
  player: Card[];
  /** The first card is the up card. */
  dealer: Card[];
  decision: 'raise' | 'fold' | null;
}

/** The Caribbean stud view: only the dealer's up card while the player decides. */
export interface CaribbeanStudView {
  player: Card[];
  playerHand: PokerCategory;
  /** The up card while open, all five once over. */
  dealer: Card[];
  dealerHand: PokerCategory | null;
  outcome: TableOutcome | null;
  over: boolean;
}

export function caribbeanStudOutcome(state: CaribbeanStudState): TableOutcome | null {
  if (state.decision !== 'raise') return state.decision;
  return showdown(pokerValue(state.player), pokerValue(state.dealer), DEALER_QUALIFIES_AT);
}

export const caribbeanStud: HouseGame<CaribbeanStudState> = {
  id: 'caribbean-stud',
  kind: 'TG',
  rules(): GameRules {
    return {
      returnToPlayer: RETURN,
      method: { kind: 'simulation', rounds: 4_000_000, ci95Percent: 0.22 },
      // A royal flush against a qualifying dealer: ante 2 and raise 2 x 101 back on 3 staked.
      maxWinMultiple: 68,
      spots: [
        {
          spot: 'ante',
          pays: 'ante 1:1; raise 1:1, two pair 2:1, trips 3:1, straight 4:1, flush 5:1, full house 7:1, four 20:1, straight flush 50:1, royal 100:1',
          returnToPlayer: RETURN,
        },
      ],
    };
  },
  checkWagers(wagers) {
    checkSpots(wagers, ['ante']);
  },
  *deal(wagers): Sampler<CaribbeanStudState> {
    const cards = yield* dealFrom(freshShoe(1), 10);
    return { wagers: storeWagers(wagers), player: cards.slice(0, 5), dealer: cards.slice(5), decision: null };
  },
  actions: (state) => (state.decision === null ? ['raise', 'fold'] : []),
  act(state, action) {
    requireAction(caribbeanStud.actions(state), action);
    const decision = action as 'raise' | 'fold';
    const extraStake = decision === 'raise' ? 2n * stakeOn(state.wagers, 'ante') : 0n;
    const wagers = extraStake > 0n ? [...state.wagers, { spot: 'raise', amount: String(extraStake) }] : state.wagers;
    return { state: { ...state, wagers, decision }, extraStake };
  },
  view(state): CaribbeanStudView {
    const over = state.decision !== null;
    return {
      player: state.player,
      playerHand: categoryOf(pokerValue(state.player)),
      dealer: over ? state.dealer : state.dealer.slice(0, 1),
      dealerHand: over ? categoryOf(pokerValue(state.dealer)) : null,
      outcome: caribbeanStudOutcome(state),
      over,
    };
  },
  payout(state) {
    const outcome = caribbeanStudOutcome(state);
    if (outcome === null || outcome === 'fold' || outcome === 'lose') return 0n;
    const ante = stakeOn(state.wagers, 'ante');
    const raise = stakeOn(state.wagers, 'raise');
    if (outcome === 'push') return ante + raise;
    if (outcome === 'dealer-does-not-qualify') return 2n * ante + raise;
    return 2n * ante + returnOf(raise, fraction(1 + RAISE_PAYS[categoryOf(pokerValue(state.player))]));
  },
};

/**
 * The Wizard of Odds rules of thumb: raise with a pair or better, fold below ace-king; with ace-king raise when the
 * up card is 2 to queen and matches one of the player's ranks, when it is an ace or king and the player holds a
 * queen or jack, or when it matches none, the player holds a queen and it is below the player's fourth card.
 */
export function caribbeanStudStrategy(state: CaribbeanStudState): string {
  if (categoryIndexOf(pokerValue(state.player)) >= 1) return 'raise';
  const ranks = state.player.map(rankOf).sort((a, b) => b - a);
  if (ranks[0] !== 12 || ranks[1] !== 11) return 'fold';
  const up = rankOf(state.dealer[0]!);
  const matches = ranks.includes(up);
  if (up <= 10 && matches) return 'raise';
  if (up >= 11 && (ranks.includes(10) || ranks.includes(9))) return 'raise';
  if (!matches && ranks.includes(10) && up < ranks[3]!) return 'raise';
  return 'fold';
}
