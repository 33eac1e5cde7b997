import { type Fraction, fraction } from '@portal/lottery';
import { type Card, dealFrom, freshShoe } from '../cards.js';
import { instantGame, PUSH, type SettledWager, ZERO_MULTIPLE } from './instant.js';
import { compareSettings, handName, houseWay, type PaiGowResult, type Setting } from './pai-gow-hands.js';

/**
 * Pai gow poker, one player against the dealer from a 53-card deck (a joker). Both seven-card hands are set by the
 * same house way (pai-gow-hands.ts), so the round needs no action. The player wins both hands to win 1:1 less a
 * 5 % commission, loses both (or copies, which go to the dealer) to lose, and pushes otherwise.
 */
interface PaiGowOutcome {
  /** Seven cards each, 0-51 and 52 for the joker, as dealt. */
  player: Card[];
  dealer: Card[];
}

/** One side's setting, as the browser shows it. */
export interface PaiGowHandView {
  /** The seven cards as dealt, 0-51, 52 the joker. */
  cards: Card[];
  /** The five-card high hand and the two-card low hand the house way set. */
  high: Card[];
  low: Card[];
  /** 'two pair', 'flush', ...; the low hand is 'pair' or 'high card'. */
  highHand: string;
  lowHand: string;
}

/** What the browser shows once both hands are set. */
export interface PaiGowView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  player: PaiGowHandView;
  dealer: PaiGowHandView;
  /** The player's result: both hands won, one each, or both lost (copies count as lost). */
  outcome: PaiGowResult;
}

const MULTIPLES: Record<PaiGowResult, Fraction> = { win: fraction(195, 100), push: PUSH, lose: ZERO_MULTIPLE };

/**
 * The return of the hand bet with both sides on this house way: 1.95 x P(win) + P(push), from a seeded simulation
 * of 4,000,000 rounds (seed 2024; test/table/pai-gow-soak.test.ts reruns it under SOAK=full, about 6 minutes):
 * 97.4201 %, 95 % interval +/- 0.0725 points. The figure usually quoted for a casino's own house way is about
 * 97.27 % (a 2.73 % edge); this simpler way, played by the dealer too, comes out a little higher.
 */
export const PAI_GOW_RETURN = fraction(9742, 10000);
export const PAI_GOW_SIMULATION = { kind: 'simulation', rounds: 4_000_000, ci95Percent: 0.073 } as const;

interface Settled {
  player: Setting;
  dealer: Setting;
  result: PaiGowResult;
}

// Setting both hands tries 42 splits: payout and view of one state share the work.
const settledOutcomes = new WeakMap<PaiGowOutcome, Settled>();

function resultOf(outcome: PaiGowOutcome): Settled {
  const known = settledOutcomes.get(outcome);
  if (known) return known;
  const player = houseWay(outcome.player);
  const dealer = houseWay(outcome.dealer);
  const settled = { player, dealer, result: compareSettings(player, dealer) };
  settledOutcomes.set(outcome, settled);
  return settled;
}

const handView = (cards: Card[], setting: Setting): PaiGowHandView => ({
  cards,
  high: setting.high,
  low: setting.low,
  highHand: handName(setting.highScore),
  lowHand: handName(setting.lowScore, true),
});

export const paiGow = instantGame<PaiGowOutcome, PaiGowView>({
  id: 'pai-gow',
  spotProblem: (spot) => (spot === 'hand' ? null : `${spot} is not a spot: the only spot is hand`),
  *draw() {
    const cards = yield* dealFrom(freshShoe(1, 1), 14);
    return { player: cards.slice(0, 7), dealer: cards.slice(7) };
  },
  multiple: (outcome, spot) => (spot === 'hand' ? MULTIPLES[resultOf(outcome).result] : ZERO_MULTIPLE),
  rules: () => ({
    returnToPlayer: PAI_GOW_RETURN,
    method: PAI_GOW_SIMULATION,
    maxWinMultiple: 1.95,
    spots: [
      {
        spot: 'hand',
        pays: '1:1 less 5 % commission; push when each side wins one hand',
        returnToPlayer: PAI_GOW_RETURN,
      },
    ],
  }),
  view: (outcome, wagers) => {
    const { player, dealer, result } = resultOf(outcome);
    return {
      wagers,
      player: handView(outcome.player, player),
      dealer: handView(outcome.dealer, dealer),
      outcome: result,
    };
  },
});
