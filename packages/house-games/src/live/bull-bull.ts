import { type Fraction, fraction } from '@portal/lottery';
import { type Card, dealFrom, freshShoe } from '../cards.js';
import type { SpotRule } from '../game.js';
import {
  exactReturn,
  instantGame,
  largestMultiple,
  paysToOne,
  type SettledWager,
  ZERO_MULTIPLE,
} from '../table/instant.js';
import { BULL_BULL, bullOf, cardOrder, everyPointHand, highCardOf } from './bull-bull-hands.js';

/**
 * Bull bull (niu niu), player against banker, five cards each from one fresh deck (bull-bull-hands.ts finds
 * their bulls). Player and banker pay 1:1 less a 5 % commission (0.95:1); there is no tie. The bull bull side
 * spots pay 12:1 when that side's hand is a bull bull.
 */
const SPOTS = ['player', 'banker', 'player-bull-bull', 'banker-bull-bull'] as const;
type BullBullSpot = (typeof SPOTS)[number];

export type BullBullWinner = 'player' | 'banker';

interface BullBullOutcome {
  /** Five cards each, 0-51 (cards.ts), in the order dealt. */
  player: Card[];
  banker: Card[];
}

/** One side's hand, as the browser shows it. */
export interface BullBullHandView {
  /** The five cards, 0-51 (cards.ts), in the order dealt. */
  cards: Card[];
  /** 0 no bull, 1-9 a bull of that many, 10 bull bull. */
  bull: number;
  /** The three cards that add up to a multiple of ten; none when there is no bull. */
  tens: Card[];
  /** The card that breaks a tie of bulls. */
  highCard: Card;
}

/** What the browser shows once both hands are turned. */
export interface BullBullView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  player: BullBullHandView;
  banker: BullBullHandView;
  winner: BullBullWinner;
}

const SIDE_WIN = fraction(195, 100);
const BULL_BULL_WIN = paysToOne(12);

interface Settled {
  player: BullBullHandView;
  banker: BullBullHandView;
  winner: BullBullWinner;
}

const handView = (cards: Card[]): BullBullHandView => ({ cards, ...bullOf(cards), highCard: highCardOf(cards) });

/**
 * The better bull wins, then the higher highest card. Two hands from one deck never share a card, so one highest
 * card is always above the other: there is no tie.
 */
const winnerOf = (player: BullBullHandView, banker: BullBullHandView): BullBullWinner =>
  player.bull !== banker.bull
    ? player.bull > banker.bull
      ? 'player'
      : 'banker'
    : cardOrder(player.highCard) > cardOrder(banker.highCard)
      ? 'player'
      : 'banker';

// The payout and the view settle each wager on the same two hands: they are read once per outcome.
const settledOutcomes = new WeakMap<BullBullOutcome, Settled>();

function settledOf(outcome: BullBullOutcome): Settled {
  const known = settledOutcomes.get(outcome);
  if (known) return known;
  const player = handView(outcome.player);
  const banker = handView(outcome.banker);
  const settled = { player, banker, winner: winnerOf(player, banker) };
  settledOutcomes.set(outcome, settled);
  return settled;
}

function multiple(outcome: BullBullOutcome, spot: string): Fraction {
  const { player, banker, winner } = settledOf(outcome);
  switch (spot as BullBullSpot) {
    case 'player':
    case 'banker':
      return winner === spot ? SIDE_WIN : ZERO_MULTIPLE;
    case 'player-bull-bull':
      return player.bull === BULL_BULL ? BULL_BULL_WIN : ZERO_MULTIPLE;
    case 'banker-bull-bull':
      return banker.bull === BULL_BULL ? BULL_BULL_WIN : ZERO_MULTIPLE;
    default:
      return ZERO_MULTIPLE;
  }
}

/**
 * Player and banker by symmetry, exactly: the ten cards are a uniform deal, so any deal and its mirror (the two
 * hands swapped) are equally likely, and as there is no tie exactly one of the two is the player's. One deal
 * and its mirror, once each, are then the whole distribution of the winner: each side wins half the rounds.
 */
function mirroredDeals(): (readonly [BullBullOutcome, bigint])[] {
  const cards = freshShoe(1);
  const deal = { player: cards.slice(0, 5), banker: cards.slice(5, 10) };
  return [
    [deal, 1n],
    [{ player: deal.banker, banker: deal.player }, 1n],
  ];
}

const PAYS: Record<BullBullSpot, string> = {
  player: '0.95:1 (1:1 less 5 %)',
  banker: '0.95:1 (1:1 less 5 %)',
  'player-bull-bull': '12:1',
  'banker-bull-bull': '12:1',
};

export const bullBull = instantGame<BullBullOutcome, BullBullView>({
  id: 'bull-bull',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot)
      ? null
      : `${spot} is not a spot: player, banker, player-bull-bull or banker-bull-bull`,
  *draw() {
    // Dealt one at a time, player first: the player takes cards 0, 2, 4, 6 and 8, the banker 1, 3, 5, 7 and 9.
    const cards = yield* dealFrom(freshShoe(1), 10);
    return {
      player: cards.filter((_, index) => index % 2 === 0),
      banker: cards.filter((_, index) => index % 2 === 1),
    };
  },
  multiple,
  rules() {
    const deals = mirroredDeals();
    // A side spot looks at its own five cards only, and either side's five are a uniform hand of the deck.
    const hands = everyPointHand().map(([cards, ways]) => [{ player: cards, banker: cards }, ways] as const);
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer: exactReturn(spot === 'player' || spot === 'banker' ? deals : hands, (outcome) =>
        multiple(outcome, spot),
      ),
    }));
    return {
      returnToPlayer: spots[0]!.returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: largestMultiple([SIDE_WIN, BULL_BULL_WIN]),
      spots,
    };
  },
  view: (outcome, wagers) => ({ wagers, ...settledOf(outcome) }),
});
