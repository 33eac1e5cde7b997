import { type Fraction, fraction, integerBelow, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { type MultipleView, multipleView, onlyWager, paidAt, type StoredWager, storedWagers } from './shared.js';

/**
 * Wheel: a wheel of 10, 20, 30, 40 or 50 equal segments stops on one drawn uniformly. Spots
 * `wheel-<segments>-<risk>`: low risk pays 1.5x or 1.2x on most segments, medium pays 1.5x-5x on half of them,
 * high pays one jackpot segment 0.99 x segments (9.9x to 49.5x). Every table's multiples sum to 0.99 x segments,
 * so each returns exactly 99 %.
 */
export type WheelRisk = 'low' | 'medium' | 'high';
export const WHEEL_SEGMENTS = [10, 20, 30, 40, 50] as const;
export const WHEEL_RISKS: readonly WheelRisk[] = ['low', 'medium', 'high'];

const LOW_BLOCK = [150, 120, 120, 120, 0, 120, 120, 120, 120, 0];

/** Medium risk's paying segments (hundredths); a losing segment follows each. */
const MEDIUM_PAYING: Record<number, readonly number[]> = {
  10: [190, 150, 200, 150, 300],
  20: [150, 200, 200, 200, 150, 300, 180, 200, 200, 200],
  30: [150, 150, 200, 150, 200, 200, 150, 300, 150, 200, 200, 170, 400, 150, 200],
  40: [200, 250, 200, 150, 250, 200, 150, 200, 200, 150, 200, 250, 150, 200, 150, 200, 300, 150, 200, 210],
  50: [
    150, 200, 150, 200, 300, 150, 200, 150, 200, 500, 150, 200, 150, 200, 300, 150, 200, 150, 200, 160, 150, 200, 150,
    200, 190,
  ],
};

/** The multiples of the wheel's segments in hundredths, clockwise from segment 0. */
export function wheelTable(segments: number, risk: WheelRisk): number[] {
  if (risk === 'low') return Array.from({ length: segments }, (_, i) => LOW_BLOCK[i % 10]!);
  if (risk === 'medium') return MEDIUM_PAYING[segments]!.flatMap((hundredths) => [hundredths, 0]);
  return Array.from({ length: segments }, (_, i) => (i === segments - 1 ? 99 * segments : 0));
}

/** The exact return of a table: the mean of its multiples. */
export function wheelReturn(segments: number, risk: WheelRisk): Fraction {
  const table = wheelTable(segments, risk);
  return fraction(
    table.reduce((sum, hundredths) => sum + hundredths, 0),
    100 * table.length,
  );
}

export interface WheelState {
  wagers: StoredWager[];
  /** The segment the wheel stopped on, 0 to segments - 1. */
  segment: number;
}

/** Wheel is instant: the view is the finished round. */
export interface WheelView {
  spot: string;
  segments: number;
  risk: WheelRisk;
  /** The segment the wheel stopped on, 0 to segments - 1 (the client lays segments out from wheelTable). */
  segment: number;
  multiple: MultipleView;
  /** 'win' when the segment returns more than the stake. */
  outcome: 'win' | 'lose';
}

interface WheelSpot {
  segments: number;
  risk: WheelRisk;
}

function wheelSpotOf(spot: string): WheelSpot | null {
  const match = /^wheel-(10|20|30|40|50)-(low|medium|high)$/.exec(spot);
  return match ? { segments: Number(match[1]), risk: match[2] as WheelRisk } : null;
}

function stoppedOn(state: WheelState): { spot: WheelSpot; multiple: Fraction } {
  const spot = wheelSpotOf(state.wagers[0]!.spot)!;
  return { spot, multiple: fraction(wheelTable(spot.segments, spot.risk)[state.segment]!, 100) };
}

export const wheel: HouseGame<WheelState> = {
  id: 'wheel',
  kind: 'AC',
  rules(): GameRules {
    const spots = WHEEL_SEGMENTS.flatMap((segments) =>
      WHEEL_RISKS.map((risk) => ({
        spot: `wheel-${segments}-${risk}`,
        pays: `${wheelTable(segments, risk)
          .map((hundredths) => hundredths / 100)
          .join(', ')} x by segment`,
        returnToPlayer: wheelReturn(segments, risk),
      })),
    );
    return {
      returnToPlayer: wheelReturn(10, 'low'),
      method: { kind: 'exact' },
      maxWinMultiple:
        Math.max(...WHEEL_SEGMENTS.flatMap((segments) => WHEEL_RISKS.flatMap((risk) => wheelTable(segments, risk)))) /
        100,
      spots,
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (wheelSpotOf(onlyWager(wagers, 'wheel-<segments>-<risk>').spot) === null) {
      throw new HouseGameInputError('wagers', 'the spot is wheel-<10, 20, 30, 40 or 50>-<low, medium or high>');
    }
  },
  *deal(wagers): Sampler<WheelState> {
    const { segments } = wheelSpotOf(wagers[0]!.spot)!;
    return { wagers: storedWagers(wagers), segment: yield* integerBelow(segments) };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'wheel takes no action');
  },
  view(state): WheelView {
    const { spot, multiple } = stoppedOn(state);
    return {
      spot: state.wagers[0]!.spot,
      ...spot,
      segment: state.segment,
      multiple: multipleView(multiple),
      outcome: multiple.num > multiple.den ? 'win' : 'lose',
    };
  },
  payout: (state) => paidAt(state.wagers, stoppedOn(state).multiple),
};
