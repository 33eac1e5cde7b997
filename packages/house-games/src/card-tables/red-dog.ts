import { type Fraction, fraction, fractionAdd, fractionMul, type Sampler } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf } from '../cards.js';
import type { GameRules, HouseGame } from '../game.js';
import { returnOf } from '../money.js';
import { checkSpots, requireAction, type StoredWager, stakeOn, storeWagers } from './wagers.js';

/**
 * Red dog (acey-deucey), 8 decks. Two cards are dealt: consecutive ranks push; a pair draws a third card, three of a
 * kind paying 11:1 and anything else pushing; otherwise the spread (the ranks strictly between, ace high) is shown,
 * the player raises (a second stake equal to the bet) or calls, and a third card between the two pays by the
 * spread: 1 5:1, 2 4:1, 3 2:1, 4 or more 1:1; outside or equal to either card loses.
 */
export const DECKS = 8;
const SHOE = DECKS * 52;
const PER_RANK = DECKS * 4;

/** What a spread's win returns, stake included. */
export const spreadReturn = (spread: number): number => (spread === 1 ? 6 : spread === 2 ? 5 : spread === 3 ? 3 : 2);
/** The optimal rule: raise when the third card falls between more often than not (spread 7 or more). */
export const RAISE_FROM_SPREAD = 7;

/** A pair and a third card of its rank: paid 11 to 1. */
export const RED_DOG_TRIPS_PAYS = 11;

export interface RedDogState {
  /** 'bet', and 'raise' once raised. */
  wagers: StoredWager[];
  /** The first two cards and the third (drawn up front, shown when the round is over). */
  cards: Card[];
  decision: 'raise' | 'call' | null;
}

export type RedDogOutcome = 'push' | 'three-of-a-kind' | 'win' | 'lose';

/** The red dog view: the third card stays hidden while the player decides. */
export interface RedDogView {
  /** Two cards while open, three once over (a consecutive hand shows two: no third card is dealt). */
  cards: Card[];
  /** Ranks strictly between the first two; 0 when consecutive, null for a pair. */
  spread: number | null;
  outcome: RedDogOutcome | null;
  over: boolean;
}

/** The spread of two cards: null for a pair. */
export function spreadOf(first: Card, second: Card): number | null {
  const gap = Math.abs(rankOf(first) - rankOf(second));
  return gap === 0 ? null : gap - 1;
}

/** Over once decided, or at once for consecutive cards and pairs, which take no decision. */
function isOver(state: RedDogState): boolean {
  const spread = spreadOf(state.cards[0]!, state.cards[1]!);
  return state.decision !== null || spread === 0 || spread === null;
}

export function redDogOutcome(state: RedDogState): RedDogOutcome | null {
  const [first, second, third] = state.cards as [Card, Card, Card];
  const spread = spreadOf(first, second);
  if (spread === 0) return 'push';
  if (spread === null) return rankOf(third) === rankOf(first) ? 'three-of-a-kind' : 'push';
  if (state.decision === null) return null;
  const low = Math.min(rankOf(first), rankOf(second));
  const between = rankOf(third) > low && rankOf(third) <= low + spread;
  return between ? 'win' : 'lose';
}

function outcomeReturn(state: RedDogState, outcome: RedDogOutcome): Fraction {
  if (outcome === 'push') return fraction(1);
  if (outcome === 'three-of-a-kind') return fraction(RED_DOG_TRIPS_PAYS + 1);
  if (outcome === 'lose') return fraction(0);
  return fraction(spreadReturn(spreadOf(state.cards[0]!, state.cards[1]!)!));
}

/**
 * The exact return of a bet under the raise rule, as 1 + the expected net per bet: over the ordered first two
 * ranks, then the third card from the 414 left.
 */
export function redDogReturn(raiseFrom = RAISE_FROM_SPREAD): Fraction {
  let net = fraction(0);
  const firstTwo = SHOE * (SHOE - 1);
  const left = SHOE - 2;
  for (let first = 0; first < 13; first++) {
    for (let second = 0; second < 13; second++) {
      const gap = Math.abs(first - second);
      if (gap === 1) continue;
      if (gap === 0) {
        const trips = fraction(RED_DOG_TRIPS_PAYS * (PER_RANK - 2), left);
        net = fractionAdd(net, fractionMul(fraction(PER_RANK * (PER_RANK - 1), firstTwo), trips));
        continue;
      }
      const spread = gap - 1;
      const stake = spread >= raiseFrom ? 2 : 1;
      const wins = PER_RANK * spread;
      const expected = fraction(stake * (wins * (spreadReturn(spread) - 1) - (left - wins)), left);
      net = fractionAdd(net, fractionMul(fraction(PER_RANK * PER_RANK, firstTwo), expected));
    }
  }
  return fractionAdd(fraction(1), net);
}

export const redDog: HouseGame<RedDogState> = {
  id: 'red-dog',
  kind: 'TG',
  rules(): GameRules {
    const returnToPlayer = redDogReturn();
    return {
      returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: 12,
      spots: [{ spot: 'bet', pays: 'spread 1 5:1, 2 4:1, 3 2:1, 4+ 1:1; three of a kind 11:1', returnToPlayer }],
    };
  },
  checkWagers(wagers) {
    checkSpots(wagers, ['bet']);
  },
  *deal(wagers): Sampler<RedDogState> {
    const cards = yield* dealFrom(freshShoe(DECKS), 3);
    return { wagers: storeWagers(wagers), cards, decision: null };
  },
  actions: (state) => (isOver(state) ? [] : ['raise', 'call']),
  act(state, action) {
    requireAction(redDog.actions(state), action);
    const decision = action as 'raise' | 'call';
    const extraStake = decision === 'raise' ? stakeOn(state.wagers, 'bet') : 0n;
    const wagers = extraStake > 0n ? [...state.wagers, { spot: 'raise', amount: String(extraStake) }] : state.wagers;
    return { state: { ...state, wagers, decision }, extraStake };
  },
  view(state): RedDogView {
    const over = isOver(state);
    const spread = spreadOf(state.cards[0]!, state.cards[1]!);
    return {
      cards: state.cards.slice(0, over && spread !== 0 ? 3 : 2),
      spread,
      outcome: redDogOutcome(state),
      over,
    };
  },
  payout(state) {
    const outcome = redDogOutcome(state);
    if (outcome === null) return 0n;
    const multiple = outcomeReturn(state, outcome);
    return state.wagers.reduce((sum, wager) => sum + returnOf(BigInt(wager.amount), multiple), 0n);
  },
};

export const redDogStrategy = (state: RedDogState): string =>
  (spreadOf(state.cards[0]!, state.cards[1]!) ?? 0) >= RAISE_FROM_SPREAD ? 'raise' : 'call';
