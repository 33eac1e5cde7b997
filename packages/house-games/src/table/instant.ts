import { type Fraction, fraction, fractionAdd, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';

/**
 * The frame shared by the instant table games: the player lays any number of wagers (several on one spot too),
 * `deal` draws the whole round, no action follows, and each wager is settled on its own at an exact multiple.
 */

/** A wager as kept in a state (JSON): the amount in minor units as a decimal string. */
export interface StoredWager {
  spot: string;
  amount: string;
}

/** A wager as shown once settled: `paid` is what it returned, stake included (0 when lost). */
export interface SettledWager extends StoredWager {
  paid: string;
}

export interface InstantState<Outcome> {
  wagers: StoredWager[];
  /** Everything the deal drew, shown whole: the round is over as soon as it is dealt. */
  outcome: Outcome;
}

/** A table takes at most this many wagers in one round: enough for any layout, small enough to bound a request. */
export const MAX_WAGERS = 100;

export const ZERO_MULTIPLE = fraction(0);
export const PUSH = fraction(1);
/** 'n:1' as the multiple it returns, stake included. */
export const paysToOne = (num: number, den = 1): Fraction => fraction(num + den, den);

export interface InstantDefinition<Outcome, View> {
  id: string;
  /** Why the spot cannot be played, or null when it is a spot of the board. */
  spotProblem(spot: string): string | null;
  draw(): Sampler<Outcome>;
  /** What one staked on the spot returns, stake included (0 lost, 1 pushed). */
  multiple(outcome: Outcome, spot: string): Fraction;
  rules(): GameRules;
  view(outcome: Outcome, wagers: SettledWager[]): View;
}

/** Settles each wager at its own multiple; the floor is per wager. */
export function settle<Outcome>(
  wagers: readonly StoredWager[],
  outcome: Outcome,
  multiple: (outcome: Outcome, spot: string) => Fraction,
): SettledWager[] {
  return wagers.map((wager) => ({
    ...wager,
    paid: String(returnOf(BigInt(wager.amount), multiple(outcome, wager.spot))),
  }));
}

export function instantGame<Outcome, View>(
  definition: InstantDefinition<Outcome, View>,
): HouseGame<InstantState<Outcome>> & { viewOf(state: InstantState<Outcome>): View } {
  let rules: GameRules | undefined;
  const viewOf = (state: InstantState<Outcome>): View =>
    definition.view(state.outcome, settle(state.wagers, state.outcome, definition.multiple));
  return {
    id: definition.id,
    kind: 'TG',
    // Some returns take a few milliseconds of counting: worked out once per process.
    rules() {
      rules ??= definition.rules();
      return rules;
    },
    checkWagers(wagers: readonly Wager[]) {
      if (wagers.length === 0) throw new HouseGameInputError('wagers', 'at least one wager');
      if (wagers.length > MAX_WAGERS) throw new HouseGameInputError('wagers', `at most ${MAX_WAGERS} wagers`);
      for (const wager of wagers) {
        const problem = definition.spotProblem(wager.spot);
        if (problem !== null) throw new HouseGameInputError('wagers', problem);
      }
    },
    *deal(wagers): Sampler<InstantState<Outcome>> {
      const outcome = yield* definition.draw();
      return { wagers: wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) })), outcome };
    },
    actions: () => [],
    act() {
      throw new HouseGameInputError('action', 'the round is over once dealt: no action is taken');
    },
    view: viewOf,
    viewOf,
    payout: (state) =>
      settle(state.wagers, state.outcome, definition.multiple).reduce((sum, wager) => sum + BigInt(wager.paid), 0n),
  };
}

/**
 * The exact return of a spot over every outcome of the round, each with its count of equally likely ways:
 * sum of ways x multiple over the total ways. The settlement's own `multiple` is used, so the rules page and
 * the payouts cannot disagree.
 */
export function exactReturn<Outcome>(
  outcomes: readonly (readonly [Outcome, bigint])[],
  multiple: (outcome: Outcome) => Fraction,
): Fraction {
  // Grouped by multiple first: thousands of outcomes share a handful of multiples.
  const waysByMultiple = new Map<string, { multiple: Fraction; ways: bigint }>();
  let totalWays = 0n;
  for (const [outcome, ways] of outcomes) {
    totalWays += ways;
    const value = multiple(outcome);
    const key = `${value.num}/${value.den}`;
    const group = waysByMultiple.get(key);
    if (group) group.ways += ways;
    else waysByMultiple.set(key, { multiple: value, ways });
  }
  let total = fraction(0);
  for (const { multiple: value, ways } of waysByMultiple.values()) {
    total = fractionAdd(total, fraction(value.num * ways, value.den * totalWays));
  }
  return total;
}

/** The largest multiple among the spots: no round returns more per total stake. */
export const largestMultiple = (multiples: readonly Fraction[]): number =>
  Math.max(...multiples.map((value) => Number(value.num) / Number(value.den)));

/** A canonical whole number in [low, high] from a spot's text ('07' and '+7' are not), else null. */
export function wholeIn(text: string | undefined, low: number, high: number): number | null {
  if (text === undefined || !/^(0|[1-9]\d*)$/.test(text)) return null;
  const value = Number(text);
  return value >= low && value <= high ? value : null;
}
