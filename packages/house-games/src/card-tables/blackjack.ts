import { fraction, type Sampler } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf } from '../cards.js';
import type { GameRules, HouseGame } from '../game.js';
import { returnOf } from '../money.js';
import { chartMove, handTotal, isNatural } from './blackjack-hand.js';
import { checkSpots, requireAction, type StoredWager, storeWagers } from './wagers.js';

/**
 * Blackjack: 6 decks, dealer stands on soft 17, blackjack pays 3:2, double on any first two cards (also after a
 * split), one split of a pair of equal ranks (split aces take one card each), no insurance, no surrender. The
 * dealer peeks with an ace or a ten up: a dealer blackjack ends the round at once, so only the first stake is lost
 * (a blackjack needs an ace or a ten up, so every dealer blackjack is found by the peek).
 *
 * The round's cards are a shuffled prefix of the 312-card shoe, dealt in order (player, dealer, player, dealer,
 * then draws). ROUND_CARDS bounds what a round can use: every card of a hand but its last is dealt while the hand's
 * hard total is at most 20 (player) or 16 (dealer), so the cards other than the three hands' last cards add up to
 * at most 20 + 20 + 16 = 56 points; the most cards that make 56 points are the shoe's 24 aces and 16 twos (40
 * cards), plus the three last cards: 43.
 */
export const ROUND_CARDS = 43;

export type BlackjackResult = 'blackjack' | 'win' | 'push' | 'lose' | 'bust';

export interface BlackjackHand {
  cards: Card[];
  /** Minor units staked on this hand (doubled by a double). */
  stake: string;
  /** Stood, doubled, 21 or bust, or a split ace: no more cards. */
  done: boolean;
  splitAces: boolean;
}

export interface BlackjackState {
  /** 'hand', then 'split' and 'double' as they were staked. */
  wagers: StoredWager[];
  shoe: Card[];
  /** The shoe's next card. */
  next: number;
  hands: BlackjackHand[];
  /** The hand being played; hands.length once the player is done. */
  current: number;
  dealer: Card[];
  over: boolean;
}

export interface BlackjackHandView {
  cards: Card[];
  stake: string;
  total: number;
  soft: boolean;
  /** Null while the round is open. */
  result: BlackjackResult | null;
}

/** While open: the player's hands and the dealer's up card only; once over: every card, total and result. */
export interface BlackjackView {
  hands: BlackjackHandView[];
  /** The hand the actions apply to; null once over. */
  current: number | null;
  dealer: Card[];
  /** Null while the hole card is hidden. */
  dealerTotal: number | null;
  over: boolean;
}

function drawCard(state: BlackjackState): Card {
  const card = state.shoe[state.next++];
  if (card === undefined) throw new Error('blackjack: the round used more cards than ROUND_CARDS');
  return card;
}

/** Deals split hands their second card, moves past finished hands, and plays the dealer out when all are done. */
function advance(state: BlackjackState): void {
  for (let hand = state.hands[state.current]; hand; hand = state.hands[state.current]) {
    if (hand.cards.length < 2) hand.cards.push(drawCard(state));
    if (!hand.done && !hand.splitAces && handTotal(hand.cards).total < 21) return;
    hand.done = true;
    state.current++;
  }
  if (state.hands.some((hand) => handTotal(hand.cards).total <= 21)) {
    while (handTotal(state.dealer).total < 17) state.dealer.push(drawCard(state));
  }
  state.over = true;
}

export function handResult(state: BlackjackState, hand: BlackjackHand): BlackjackResult {
  const natural = state.hands.length === 1 && isNatural(hand.cards);
  const player = handTotal(hand.cards).total;
  const dealer = handTotal(state.dealer).total;
  if (isNatural(state.dealer)) return natural ? 'push' : 'lose';
  if (natural) return 'blackjack';
  if (player > 21) return 'bust';
  if (dealer > 21 || player > dealer) return 'win';
  return player === dealer ? 'push' : 'lose';
}

/** What a hand returns per its stake, stake included, by its result (the live common-draw table's too). */
export const BLACKJACK_MULTIPLES = {
  blackjack: fraction(5, 2),
  win: fraction(2),
  push: fraction(1),
  lose: fraction(0),
  bust: fraction(0),
};

/**
 * The house edge of basic strategy under these rules, taken as 0.46 % of the initial bet, from published
 * rules-based figures: the Wizard of Odds blackjack calculator (wizardofodds.com/games/blackjack/calculator/) gives
 * 0.64 % for 6 decks, H17, DAS, resplits to four hands, no surrender; standing on soft 17 is worth 0.22 % and one
 * split only (two hands) costs about 0.03-0.04 % (the same calculator; thecolorofblackjack.com's rule table), so
 * 0.45-0.46 %. Not read off one calculator run: the SOAK=full test checks it against 10 million rounds.
 */
const RETURN = fraction(9954, 10000);

export const blackjack: HouseGame<BlackjackState> = {
  id: 'blackjack',
  kind: 'TG',
  rules(): GameRules {
    return {
      returnToPlayer: RETURN,
      method: { kind: 'simulation', rounds: 10_000_000, ci95Percent: 0.07 },
      maxWinMultiple: 2.5,
      spots: [{ spot: 'hand', pays: '1:1, blackjack 3:2', returnToPlayer: RETURN }],
    };
  },
  checkWagers(wagers) {
    checkSpots(wagers, ['hand']);
  },
  *deal(wagers): Sampler<BlackjackState> {
    const shoe = yield* dealFrom(freshShoe(6), ROUND_CARDS);
    const [first, dealerUp, second, hole] = shoe as [Card, Card, Card, Card];
    const state: BlackjackState = {
      wagers: storeWagers(wagers),
      shoe,
      next: 4,
      hands: [{ cards: [first, second], stake: String(wagers[0]!.amount), done: false, splitAces: false }],
      current: 0,
      dealer: [dealerUp, hole],
      over: false,
    };
    if (isNatural(state.hands[0]!.cards) || isNatural(state.dealer)) state.over = true;
    return state;
  },
  actions(state) {
    const hand = state.hands[state.current];
    if (state.over || !hand) return [];
    const offered = ['hit', 'stand'];
    if (hand.cards.length === 2) offered.push('double');
    const [first, second] = hand.cards;
    if (state.hands.length === 1 && hand.cards.length === 2 && rankOf(first!) === rankOf(second!)) {
      offered.push('split');
    }
    return offered;
  },
  act(previous, action) {
    requireAction(blackjack.actions(previous), action);
    // The shoe is only read, so it is shared; what an action changes is copied.
    const state: BlackjackState = {
      ...previous,
      wagers: [...previous.wagers],
      hands: previous.hands.map((hand) => ({ ...hand, cards: [...hand.cards] })),
      dealer: [...previous.dealer],
    };
    const hand = state.hands[state.current]!;
    let extraStake = 0n;
    if (action === 'hit') hand.cards.push(drawCard(state));
    else if (action === 'stand') hand.done = true;
    else if (action === 'double') {
      extraStake = BigInt(hand.stake);
      hand.stake = String(extraStake * 2n);
      hand.cards.push(drawCard(state));
      hand.done = true;
    } else {
      extraStake = BigInt(hand.stake);
      const [first, second] = hand.cards as [Card, Card];
      const splitAces = rankOf(first) === 12;
      state.hands = [first, second].map((card) => ({ cards: [card], stake: hand.stake, done: false, splitAces }));
    }
    if (extraStake > 0n) state.wagers.push({ spot: action, amount: String(extraStake) });
    advance(state);
    return { state, extraStake };
  },
  view(state): BlackjackView {
    return {
      hands: state.hands.map((hand) => ({
        cards: hand.cards,
        stake: hand.stake,
        ...handTotal(hand.cards),
        result: state.over ? handResult(state, hand) : null,
      })),
      current: state.over ? null : state.current,
      dealer: state.over ? state.dealer : state.dealer.slice(0, 1),
      dealerTotal: state.over ? handTotal(state.dealer).total : null,
      over: state.over,
    };
  },
  payout(state) {
    if (!state.over) return 0n;
    return state.hands.reduce(
      (sum, hand) => sum + returnOf(BigInt(hand.stake), BLACKJACK_MULTIPLES[handResult(state, hand)]),
      0n,
    );
  },
};

/** The basic-strategy action for the hand being played (the server finishes abandoned rounds with it). */
export function basicStrategy(state: BlackjackState): string {
  const offered = blackjack.actions(state);
  const hand = state.hands[state.current];
  if (!hand || offered.length === 0) throw new Error('blackjack: the round is over');
  return chartMove(hand.cards, state.dealer[0]!, offered);
}
