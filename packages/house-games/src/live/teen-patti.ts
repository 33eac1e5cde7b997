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
import { countTies, everyThreeCards, type TeenPattiHand, teenPattiHandOf, teenPattiValue } from './teen-patti-hands.js';

/**
 * Live teen patti, player A against player B: three cards each from one fresh deck (teen-patti-hands.ts ranks
 * them). Either player pays 0.98:1 and loses on a tie; the tie pays 865:1 (it comes about once in 904 deals);
 * pair plus A pays on player A's hand alone, from a pair up (the usual pair plus table, trail above pure sequence as teen patti ranks them).
 */
const SPOTS = ['player-a', 'player-b', 'tie', 'pair-plus-a'] as const;
type TeenPattiSpot = (typeof SPOTS)[number];

export type TeenPattiWinner = 'player-a' | 'player-b' | 'tie';

interface TeenPattiOutcome {
  /** Three cards each, 0-51 (cards.ts), in the order dealt. */
  playerA: Card[];
  playerB: Card[];
}

/** What the browser shows once both hands are turned. */
export interface TeenPattiView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  playerA: Card[];
  playerB: Card[];
  handA: TeenPattiHand;
  handB: TeenPattiHand;
  winner: TeenPattiWinner;
}

const PLAYER_WIN = fraction(198, 100);
const TIE_WIN = paysToOne(865);

/** To one, on player A's hand; a high card loses. */
const PAIR_PLUS_PAYS: Record<TeenPattiHand, number> = {
  'high-card': -1,
  pair: 1,
  colour: 4,
  sequence: 6,
  'pure-sequence': 30,
  trail: 40,
};
const pairPlusMultiple = (hand: TeenPattiHand): Fraction =>
  PAIR_PLUS_PAYS[hand] < 0 ? ZERO_MULTIPLE : paysToOne(PAIR_PLUS_PAYS[hand]);

interface Settled {
  handA: TeenPattiHand;
  handB: TeenPattiHand;
  winner: TeenPattiWinner;
}

// The payout and the view settle each wager on the same two hands: they are valued once per outcome.
const settledOutcomes = new WeakMap<TeenPattiOutcome, Settled>();

function settledOf(outcome: TeenPattiOutcome): Settled {
  const known = settledOutcomes.get(outcome);
  if (known) return known;
  const a = teenPattiValue(outcome.playerA);
  const b = teenPattiValue(outcome.playerB);
  const settled: Settled = {
    handA: teenPattiHandOf(a),
    handB: teenPattiHandOf(b),
    winner: a > b ? 'player-a' : a < b ? 'player-b' : 'tie',
  };
  settledOutcomes.set(outcome, settled);
  return settled;
}

function multiple(outcome: TeenPattiOutcome, spot: string): Fraction {
  const { handA, winner } = settledOf(outcome);
  switch (spot as TeenPattiSpot) {
    case 'player-a':
    case 'player-b':
      return winner === spot ? PLAYER_WIN : ZERO_MULTIPLE;
    case 'tie':
      return winner === 'tie' ? TIE_WIN : ZERO_MULTIPLE;
    case 'pair-plus-a':
      return pairPlusMultiple(handA);
    default:
      return ZERO_MULTIPLE;
  }
}

/**
 * The winner exactly, without playing the 407,170,400 ordered pairs of hands: the ties are counted (countTies),
 * and the rest split evenly by symmetry, since swapping the two hands maps each deal A wins to one B wins, just
 * as likely. One deal stands for each result, weighted by its ways.
 */
function everyWinner(): (readonly [TeenPattiOutcome, bigint])[] {
  const { pairs, ties, tie } = countTies();
  // A trail of aces against 2-3-4 of clubs: A wins.
  const won: TeenPattiOutcome = { playerA: [12, 25, 38], playerB: [0, 1, 2] };
  const eachSide = (pairs - ties) / 2n;
  return [
    [won, eachSide],
    [{ playerA: won.playerB, playerB: won.playerA }, eachSide],
    [{ playerA: tie[0], playerB: tie[1] }, ties],
  ];
}

const PAYS: Record<TeenPattiSpot, string> = {
  'player-a': '0.98:1, lost on a tie',
  'player-b': '0.98:1, lost on a tie',
  tie: '865:1 (both hands alike but for their suits)',
  'pair-plus-a': "on player A's hand: pair 1:1, colour 4:1, sequence 6:1, pure sequence 30:1, trail 40:1",
};

export const teenPatti = instantGame<TeenPattiOutcome, TeenPattiView>({
  id: 'teen-patti',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot)
      ? null
      : `${spot} is not a spot: player-a, player-b, tie or pair-plus-a`,
  *draw() {
    // Dealt one at a time, A first: A takes cards 0, 2 and 4, B cards 1, 3 and 5.
    const cards = yield* dealFrom(freshShoe(1), 6);
    return {
      playerA: cards.filter((_, index) => index % 2 === 0),
      playerB: cards.filter((_, index) => index % 2 === 1),
    };
  },
  multiple,
  rules() {
    const winners = everyWinner();
    // Pair plus looks at A's three cards only, a uniform hand of the deck: each of the 22,100 once.
    const hands = everyThreeCards().map((cards) => [{ playerA: cards, playerB: cards }, 1n] as const);
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer: exactReturn(spot === 'pair-plus-a' ? hands : winners, (outcome) => multiple(outcome, spot)),
    }));
    return {
      returnToPlayer: spots[0]!.returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: largestMultiple([PLAYER_WIN, TIE_WIN, pairPlusMultiple('trail')]),
      spots,
    };
  },
  view: (outcome, wagers) => ({ wagers, playerA: outcome.playerA, playerB: outcome.playerB, ...settledOf(outcome) }),
});
