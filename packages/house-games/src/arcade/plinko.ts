import { type Fraction, fraction, fractionMul, integerBelow, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import {
  binomial,
  fractionSum,
  type MultipleView,
  multipleView,
  onlyWager,
  paidAt,
  type StoredWager,
  storedWagers,
} from './shared.js';

/**
 * Plinko: the ball makes `rows` fair left/right bounces and lands in the bucket numbered by its rights (0..rows),
 * so bucket k has chance C(rows, k) / 2^rows. Spots `plinko-<rows>-<risk>`, rows 8, 12 or 16, risk low, medium
 * or high; each has a symmetric pay table, low in the centre and high at the edges, whose exact return lies between
 * 98.9 % and 99.0 % (plinko's usual tables round to tenths, so no table lands on 99 % exactly).
 */
export type PlinkoRisk = 'low' | 'medium' | 'high';
export const PLINKO_ROWS = [8, 12, 16] as const;
export const PLINKO_RISKS: readonly PlinkoRisk[] = ['low', 'medium', 'high'];

/** Multiples in hundredths from the left edge to the centre bucket; the right half mirrors it. */
const HALF_TABLES: Record<string, readonly number[]> = {
  '8-low': [560, 210, 110, 100, 50],
  '8-medium': [1300, 300, 130, 70, 40],
  '8-high': [2890, 400, 150, 30, 20],
  '12-low': [1000, 300, 160, 140, 110, 100, 50],
  '12-medium': [3300, 1100, 400, 200, 110, 60, 30],
  '12-high': [16700, 2400, 810, 200, 70, 20, 20],
  '16-low': [1600, 900, 200, 140, 140, 120, 110, 100, 50],
  '16-medium': [11000, 4100, 1000, 500, 300, 150, 100, 50, 30],
  '16-high': [100000, 13000, 2600, 900, 400, 200, 20, 20, 20],
};

/** The whole pay table of `rows-risk`, bucket 0 to bucket `rows`, in hundredths. */
export function plinkoTable(rows: number, risk: PlinkoRisk): number[] {
  const half = HALF_TABLES[`${rows}-${risk}`]!;
  return [...half, ...half.slice(0, -1).reverse()];
}

/** The exact return of a table: sum over buckets of C(rows, k) / 2^rows x multiple. */
export function plinkoReturn(rows: number, risk: PlinkoRisk): Fraction {
  const table = plinkoTable(rows, risk);
  return fractionSum(
    table.map((hundredths, bucket) =>
      fractionMul(fraction(binomial(rows, bucket), 2n ** BigInt(rows)), fraction(hundredths, 100)),
    ),
  );
}

export interface PlinkoState {
  wagers: StoredWager[];
  /** The bounces from the top, 0 left and 1 right. */
  path: number[];
}

/** Plinko is instant: the view is the finished round. */
export interface PlinkoView {
  spot: string;
  rows: number;
  risk: PlinkoRisk;
  /** The bounces from the top, 0 left and 1 right. */
  path: number[];
  /** The bucket the ball landed in, 0 (left edge) to rows. */
  bucket: number;
  /** The bucket's multiple. */
  multiple: MultipleView;
  /** 'win' when the bucket returns more than the stake. */
  outcome: 'win' | 'lose';
}

interface PlinkoSpot {
  rows: number;
  risk: PlinkoRisk;
}

function plinkoSpotOf(spot: string): PlinkoSpot | null {
  const match = /^plinko-(8|12|16)-(low|medium|high)$/.exec(spot);
  return match ? { rows: Number(match[1]), risk: match[2] as PlinkoRisk } : null;
}

function landed(state: PlinkoState): { spot: PlinkoSpot; bucket: number; multiple: Fraction } {
  const spot = plinkoSpotOf(state.wagers[0]!.spot)!;
  const bucket = state.path.reduce((sum, bounce) => sum + bounce, 0);
  return { spot, bucket, multiple: fraction(plinkoTable(spot.rows, spot.risk)[bucket]!, 100) };
}

export const plinko: HouseGame<PlinkoState> = {
  id: 'plinko',
  kind: 'AC',
  rules(): GameRules {
    const spots = PLINKO_ROWS.flatMap((rows) =>
      PLINKO_RISKS.map((risk) => ({
        spot: `plinko-${rows}-${risk}`,
        pays: `${plinkoTable(rows, risk)
          .map((hundredths) => hundredths / 100)
          .join(', ')} x by bucket`,
        returnToPlayer: plinkoReturn(rows, risk),
      })),
    );
    return {
      returnToPlayer: plinkoReturn(16, 'medium'),
      method: { kind: 'exact' },
      maxWinMultiple: Math.max(...Object.values(HALF_TABLES).map((half) => half[0]!)) / 100,
      spots,
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (plinkoSpotOf(onlyWager(wagers, 'plinko-<rows>-<risk>').spot) === null) {
      throw new HouseGameInputError('wagers', 'the spot is plinko-<8, 12 or 16>-<low, medium or high>');
    }
  },
  *deal(wagers): Sampler<PlinkoState> {
    const { rows } = plinkoSpotOf(wagers[0]!.spot)!;
    const path: number[] = [];
    for (let row = 0; row < rows; row++) path.push(yield* integerBelow(2));
    return { wagers: storedWagers(wagers), path };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'plinko takes no action');
  },
  view(state): PlinkoView {
    const { spot, bucket, multiple } = landed(state);
    return {
      spot: state.wagers[0]!.spot,
      ...spot,
      path: state.path,
      bucket,
      multiple: multipleView(multiple),
      outcome: multiple.num > multiple.den ? 'win' : 'lose',
    };
  },
  payout: (state) => paidAt(state.wagers, landed(state).multiple),
};
