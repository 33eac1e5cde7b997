import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';
import { type Card, dealFrom, freshShoe, rankOf } from '../cards.js';
import type { SpotRule } from '../game.js';
import {
  BACCARAT_DECKS,
  type BaccaratWinner,
  baccaratTotal,
  playCoup,
  pointsOf,
  winnerChances,
  winnerOf,
} from './baccarat-coup.js';
import { exactReturn, instantGame, PUSH, paysToOne, type SettledWager, ZERO_MULTIPLE } from './instant.js';

/**
 * Punto banco from a fresh eight-deck shoe each round. Player 1:1, banker 0.95:1 (5 % commission), both pushed
 * on a tie; tie 8:1; a pair in the player's or the banker's first two cards 11:1.
 */
const SPOTS = ['player', 'banker', 'tie', 'player-pair', 'banker-pair'] as const;
type BaccaratSpot = (typeof SPOTS)[number];

/** A coup takes at most six cards: they are drawn up front, and the ones the tableau does not call stay unseen. */
const MOST_CARDS = 6;

interface BaccaratOutcome {
  /** The cards each side took, in the order dealt (two or three). */
  player: Card[];
  banker: Card[];
}

/** What the browser shows once the coup is played. */
export interface BaccaratView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** Cards 0-51 (cards.ts), two or three a side, in the order dealt. */
  playerCards: Card[];
  bankerCards: Card[];
  /** Totals 0-9. */
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratWinner;
  playerPair: boolean;
  bankerPair: boolean;
}

const BANKER_WIN = fraction(195, 100);

/** What the player, banker and tie spots return on each winner. */
const MAIN_MULTIPLES: Record<'player' | 'banker' | 'tie', Record<BaccaratWinner, Fraction>> = {
  player: { player: paysToOne(1), banker: ZERO_MULTIPLE, tie: PUSH },
  banker: { player: ZERO_MULTIPLE, banker: BANKER_WIN, tie: PUSH },
  tie: { player: ZERO_MULTIPLE, banker: ZERO_MULTIPLE, tie: paysToOne(8) },
};

const isPair = (cards: readonly Card[]): boolean => rankOf(cards[0]!) === rankOf(cards[1]!);
const winnerOfCards = (outcome: BaccaratOutcome): BaccaratWinner =>
  winnerOf(outcome.player.map(pointsOf), outcome.banker.map(pointsOf));

function multiple(outcome: BaccaratOutcome, spot: string): Fraction {
  switch (spot as BaccaratSpot) {
    case 'player':
    case 'banker':
    case 'tie':
      return MAIN_MULTIPLES[spot as 'player' | 'banker' | 'tie'][winnerOfCards(outcome)];
    case 'player-pair':
      return isPair(outcome.player) ? paysToOne(11) : ZERO_MULTIPLE;
    case 'banker-pair':
      return isPair(outcome.banker) ? paysToOne(11) : ZERO_MULTIPLE;
    default:
      return ZERO_MULTIPLE;
  }
}

/** A side's first two cards by rank: 13 x 13 ordered ranks, weighted by the ways to take them from the shoe. */
function everyFirstTwoRanks(): (readonly [BaccaratOutcome, bigint])[] {
  const perRank = 4 * BACCARAT_DECKS;
  const pairs: (readonly [BaccaratOutcome, bigint])[] = [];
  for (let first = 0; first < 13; first++) {
    for (let second = 0; second < 13; second++) {
      const cards = [first, second];
      pairs.push([{ player: cards, banker: cards }, BigInt(perRank * (first === second ? perRank - 1 : perRank))]);
    }
  }
  return pairs;
}

const PAYS: Record<BaccaratSpot, string> = {
  player: '1:1, push on a tie',
  banker: '0.95:1 (1:1 less 5 %), push on a tie',
  tie: '8:1',
  'player-pair': '11:1',
  'banker-pair': '11:1',
};

export const baccarat = instantGame<BaccaratOutcome, BaccaratView>({
  id: 'baccarat',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot)
      ? null
      : `${spot} is not a spot: player, banker, tie, player-pair or banker-pair`,
  *draw() {
    const cards = yield* dealFrom(freshShoe(BACCARAT_DECKS), MOST_CARDS);
    let dealt = 0;
    const order: Card[] = [];
    const coup = playCoup(() => {
      const card = cards[dealt++]!;
      order.push(card);
      return pointsOf(card);
    });
    // The tableau dealt player, banker, player, banker, then the player's third card before the banker's.
    const player = [order[0]!, order[2]!];
    const banker = [order[1]!, order[3]!];
    if (coup.player.length === 3) player.push(order[4]!);
    if (coup.banker.length === 3) banker.push(order[coup.player.length === 3 ? 5 : 4]!);
    return { player, banker };
  },
  multiple,
  rules() {
    const chances = winnerChances();
    const mainReturn = (spot: 'player' | 'banker' | 'tie'): Fraction =>
      (['player', 'banker', 'tie'] as const).reduce(
        (sum, winner) => fractionAdd(sum, fractionMul(chances[winner], MAIN_MULTIPLES[spot][winner])),
        fraction(0),
      );
    const firstTwo = everyFirstTwoRanks();
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer:
        spot === 'player-pair' || spot === 'banker-pair'
          ? exactReturn(firstTwo, (outcome) => multiple(outcome, spot))
          : mainReturn(spot),
    }));
    // Quoted on the banker, the bet the game is known by.
    return { returnToPlayer: spots[1]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 12, spots };
  },
  view: (outcome, wagers) => ({
    wagers,
    playerCards: outcome.player,
    bankerCards: outcome.banker,
    playerTotal: baccaratTotal(outcome.player.map(pointsOf)),
    bankerTotal: baccaratTotal(outcome.banker.map(pointsOf)),
    winner: winnerOfCards(outcome),
    playerPair: isPair(outcome.player),
    bankerPair: isPair(outcome.banker),
  }),
});
