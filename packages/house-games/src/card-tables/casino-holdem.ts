import { fraction, type Sampler } from '@portal/lottery';
import { type Card, dealFrom, freshShoe } from '../cards.js';
import type { GameRules, HouseGame } from '../game.js';
import { returnOf } from '../money.js';
import { categoryOf, type PokerCategory, pairValue, pokerValue } from './poker-hands.js';
import { showdown, type TableOutcome } from './table-outcome.js';
import { checkSpots, requireAction, type StoredWager, stakeOn, storeWagers } from './wagers.js';

/**
 * Casino hold'em, one deck: an ante; the player gets two cards and sees the flop, then calls (twice the ante) or
 * folds. The turn and river follow and each side plays its best five of seven. The dealer qualifies with a pair of
 * fours or better. If not, the ante is paid by the table below and the call pushes; if so, a better player hand is
 * paid the ante by the table and the call 1:1, equal hands push, and a worse one loses both. The ante table is the
 * standard one the published 2.16 % goes with: 1:1 up to a straight, flush 2:1, full house 3:1, four of a kind 10:1,
 * straight flush 20:1, royal flush 100:1.
 */
export const ANTE_PAYS: Record<PokerCategory, number> = {
  'high-card': 1,
  pair: 1,
  'two-pair': 1,
  'three-of-a-kind': 1,
  straight: 1,
  flush: 2,
  'full-house': 3,
  'four-of-a-kind': 10,
  'straight-flush': 20,
  'royal-flush': 100,
};

const DEALER_QUALIFIES_AT = pairValue(2);

/**
 * The optimal strategy's house edge, 2.16 % of the ante (Wizard of Odds, Casino Hold'em, pay table 1). The
 * simpler `casinoHoldemStrategy` is checked against it by simulation.
 */
const RETURN = fraction(9784, 10_000);

export interface CasinoHoldemState {
  /** 'ante', and 'call' once called. */
  wagers: StoredWager[];
  player: Card[];
  /** Flop, turn, river. */
  board: Card[];
  dealer: Card[];
  decision: 'call' | 'fold' | null;
}

/** The casino hold'em view: the flop only and no dealer card while the player decides. */
export interface CasinoHoldemView {
  player: Card[];
  /** The flop while open, all five once over. */
  board: Card[];
  /** The best five of the player's cards and the board shown. */
  playerHand: PokerCategory;
  /** Empty while open. */
  dealer: Card[];
  dealerHand: PokerCategory | null;
  outcome: TableOutcome | null;
  over: boolean;
}

export function casinoHoldemOutcome(state: CasinoHoldemState): TableOutcome | null {
  if (state.decision !== 'call') return state.decision;
  const player = pokerValue([...state.player, ...state.board]);
  return showdown(player, pokerValue([...state.dealer, ...state.board]), DEALER_QUALIFIES_AT);
}

export const casinoHoldem: HouseGame<CasinoHoldemState> = {
  id: 'casino-holdem',
  kind: 'TG',
  rules(): GameRules {
    return {
      returnToPlayer: RETURN,
      method: { kind: 'simulation', rounds: 4_000_000, ci95Percent: 0.26 },
      // A royal flush: ante 101 and call 2 x 2 back on 3 staked.
      maxWinMultiple: 35,
      spots: [
        {
          spot: 'ante',
          pays: 'call 1:1; ante 1:1, flush 2:1, full house 3:1, four 10:1, straight flush 20:1, royal 100:1',
          returnToPlayer: RETURN,
        },
      ],
    };
  },
  checkWagers(wagers) {
    checkSpots(wagers, ['ante']);
  },
  *deal(wagers): Sampler<CasinoHoldemState> {
    const cards = yield* dealFrom(freshShoe(1), 9);
    return {
      wagers: storeWagers(wagers),
      player: cards.slice(0, 2),
      board: cards.slice(2, 7),
      dealer: cards.slice(7),
      decision: null,
    };
  },
  actions: (state) => (state.decision === null ? ['call', 'fold'] : []),
  act(state, action) {
    requireAction(casinoHoldem.actions(state), action);
    const decision = action as 'call' | 'fold';
    const extraStake = decision === 'call' ? 2n * stakeOn(state.wagers, 'ante') : 0n;
    const wagers = extraStake > 0n ? [...state.wagers, { spot: 'call', amount: String(extraStake) }] : state.wagers;
    return { state: { ...state, wagers, decision }, extraStake };
  },
  view(state): CasinoHoldemView {
    const over = state.decision !== null;
    const board = over ? state.board : state.board.slice(0, 3);
    return {
      player: state.player,
      board,
      playerHand: categoryOf(pokerValue([...state.player, ...board])),
      dealer: over ? state.dealer : [],
      dealerHand: over ? categoryOf(pokerValue([...state.dealer, ...state.board])) : null,
      outcome: casinoHoldemOutcome(state),
      over,
    };
  },
  payout(state) {
    const outcome = casinoHoldemOutcome(state);
    if (outcome === null || outcome === 'fold' || outcome === 'lose') return 0n;
    const ante = stakeOn(state.wagers, 'ante');
    const call = stakeOn(state.wagers, 'call');
    if (outcome === 'push') return ante + call;
    const anteReturn = returnOf(
      ante,
      fraction(1 + ANTE_PAYS[categoryOf(pokerValue([...state.player, ...state.board]))]),
    );
    return anteReturn + (outcome === 'win' ? 2n * call : call);
  },
};
