import { type Fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import { exactReturn, instantGame, PUSH, paysToOne, type SettledWager, ZERO_MULTIPLE } from './instant.js';

/**
 * Craps, one decision of the line per round: the come-out roll, then, if it set a point, rolls until the point
 * or a seven. Pass and don't pass (bar 12) are settled on that decision; field, any seven and any craps on the
 * first roll alone.
 */
const SPOTS = ['pass', 'dont-pass', 'field', 'any-seven', 'any-craps'] as const;
type CrapsSpot = (typeof SPOTS)[number];

type Roll = [number, number];

interface CrapsOutcome {
  /** Every roll to the line's decision, in order; the first is the come-out. */
  rolls: Roll[];
}

/** How the line was decided: 'bar-12' is a come-out 12, which loses pass and pushes don't pass. */
export type CrapsLineResult = 'pass' | 'dont-pass' | 'bar-12';

/** What the browser shows once the line is decided. */
export interface CrapsView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** Every roll, two dice 1-6 each; the first is the come-out, and settles the one-roll bets. */
  rolls: Roll[];
  /** The point the come-out set, or null when it decided the line itself. */
  point: number | null;
  outcome: CrapsLineResult;
}

const totalOf = (roll: Roll): number => roll[0] + roll[1];

function lineOf(rolls: readonly Roll[]): { point: number | null; result: CrapsLineResult } {
  const comeOut = totalOf(rolls[0]!);
  if (comeOut === 7 || comeOut === 11) return { point: null, result: 'pass' };
  if (comeOut === 2 || comeOut === 3) return { point: null, result: 'dont-pass' };
  if (comeOut === 12) return { point: null, result: 'bar-12' };
  const last = totalOf(rolls[rolls.length - 1]!);
  return { point: comeOut, result: rolls.length > 1 && last === comeOut ? 'pass' : 'dont-pass' };
}

/** Whether the rolls so far decide the line. */
const decided = (rolls: readonly Roll[]): boolean => {
  const comeOut = totalOf(rolls[0]!);
  if ([2, 3, 7, 11, 12].includes(comeOut)) return true;
  const last = totalOf(rolls[rolls.length - 1]!);
  return rolls.length > 1 && (last === comeOut || last === 7);
};

const FIELD_PAYS: Record<number, number> = { 2: 2, 3: 1, 4: 1, 9: 1, 10: 1, 11: 1, 12: 3 };

function multiple({ rolls }: CrapsOutcome, spot: string): Fraction {
  const first = totalOf(rolls[0]!);
  switch (spot as CrapsSpot) {
    case 'pass':
      return lineOf(rolls).result === 'pass' ? paysToOne(1) : ZERO_MULTIPLE;
    case 'dont-pass': {
      const { result } = lineOf(rolls);
      return result === 'dont-pass' ? paysToOne(1) : result === 'bar-12' ? PUSH : ZERO_MULTIPLE;
    }
    case 'field': {
      const pays = FIELD_PAYS[first];
      return pays === undefined ? ZERO_MULTIPLE : paysToOne(pays);
    }
    case 'any-seven':
      return first === 7 ? paysToOne(4) : ZERO_MULTIPLE;
    case 'any-craps':
      return first === 2 || first === 3 || first === 12 ? paysToOne(7) : ZERO_MULTIPLE;
    default:
      return ZERO_MULTIPLE;
  }
}

/** Ways two dice make a total, of 36. */
const waysOf = (total: number): number => 6 - Math.abs(total - 7);
/** A roll making the total, to stand for all of them (the bets read totals only). */
const rollOf = (total: number): Roll => [Math.min(6, total - 1), total - Math.min(6, total - 1)];

/**
 * Every line decision with its weight over 36 x 990: a point of w ways (of 36) is made before a seven (6 ways)
 * w / (w + 6) of the time, and w + 6 is 9, 10 or 11, all dividing 990.
 */
function everyDecision(): (readonly [CrapsOutcome, bigint])[] {
  const decisions: (readonly [CrapsOutcome, bigint])[] = [];
  for (let total = 2; total <= 12; total++) {
    const ways = waysOf(total);
    if ([2, 3, 7, 11, 12].includes(total)) {
      decisions.push([{ rolls: [rollOf(total)] }, BigInt(ways * 990)]);
      continue;
    }
    const share = 990 / (ways + 6);
    decisions.push([{ rolls: [rollOf(total), rollOf(total)] }, BigInt(ways * ways * share)]);
    decisions.push([{ rolls: [rollOf(total), rollOf(7)] }, BigInt(ways * 6 * share)]);
  }
  return decisions;
}

const PAYS: Record<CrapsSpot, string> = {
  pass: '1:1',
  'dont-pass': '1:1, bar 12 (push on a come-out 12)',
  field: '1:1 on 3, 4, 9, 10, 11; 2:1 on 2; 3:1 on 12 (one roll)',
  'any-seven': '4:1 (one roll)',
  'any-craps': '7:1 on 2, 3, 12 (one roll)',
};

/**
 * No real stream leaves the line undecided this long (a point survives a roll at most 3 times in 4, so the chance
 * is below 10^-1000); a stream that does is broken, and the round fails rather than loop for ever.
 */
const ROLLS_GUARD = 10_000;

export const craps = instantGame<CrapsOutcome, CrapsView>({
  id: 'craps',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot)
      ? null
      : `${spot} is not a spot: pass, dont-pass, field, any-seven or any-craps`,
  *draw() {
    const rolls: Roll[] = [];
    do {
      if (rolls.length >= ROLLS_GUARD) throw new Error('craps: the stream never decided the line');
      const first = (yield* integerBelow(6)) + 1;
      const second = (yield* integerBelow(6)) + 1;
      rolls.push([first, second]);
    } while (!decided(rolls));
    return { rolls };
  },
  multiple,
  rules() {
    const decisions = everyDecision();
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer: exactReturn(decisions, (outcome) => multiple(outcome, spot)),
    }));
    return { returnToPlayer: spots[0]!.returnToPlayer, method: { kind: 'exact' }, maxWinMultiple: 8, spots };
  },
  view: ({ rolls }, wagers) => {
    const { point, result } = lineOf(rolls);
    return { wagers, rolls, point, outcome: result };
  },
});
