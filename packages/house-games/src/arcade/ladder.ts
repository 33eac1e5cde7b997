import { type Fraction, fraction, type Sampler } from '@portal/lottery';
import { type Acted, type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import type { PickStatus } from './mines.js';
import {
  distinctPlaces,
  type MultipleView,
  multipleView,
  onlyWager,
  paidAt,
  type StoredWager,
  storedWagers,
} from './shared.js';

/**
 * Tower and goal: a ladder of floors (rows of the goal), each with `tiles` places of which `traps` are traps
 * (the keeper's places), drawn uniformly per floor at the deal. The player climbs one floor per pick; a trap ends
 * the round with nothing; after k safe floors the multiple is 0.99 / P(safe)^k = 0.99 x (tiles / safe)^k, so cashing
 * out at any floor returns exactly 99 %. Clearing the top floor cashes out by itself.
 */
export interface LadderLevel {
  tiles: number;
  traps: number;
}

export interface LadderState {
  wagers: StoredWager[];
  /** Per floor from the bottom, its trap tiles ascending. Hidden from the view while the round is open. */
  traps: number[][];
  /** The tile picked on each floor climbed, from the bottom; a busted round ends with the trap it hit. */
  picks: number[];
  status: PickStatus;
}

export interface LadderView {
  spot: string;
  /** The level named by the spot ('easy', 'small'...), with its tiles and traps per floor and its floors. */
  level: string;
  tiles: number;
  trapsPerFloor: number;
  floors: number;
  /** The tile picked on each floor climbed, from the bottom (the last is the trap hit when 'busted'). */
  picks: number[];
  /** The multiple the safe floors have reached (what a cash-out pays now or paid). */
  multiple: MultipleView;
  status: PickStatus;
  /** Once over: every floor's traps, and whether the round paid. */
  traps?: number[][];
  outcome?: 'win' | 'lose';
}

export interface LadderConfig {
  id: string;
  /** The spot is `${spotPrefix}${level}`. */
  spotPrefix: string;
  /** The action is `${verb}-<tile>`. */
  verb: string;
  floors: number;
  levels: Record<string, LadderLevel>;
}

/** 0.99 x (tiles / safe)^k. */
export const ladderMultiple = ({ tiles, traps }: LadderLevel, safeFloors: number): Fraction =>
  fraction(99n * BigInt(tiles) ** BigInt(safeFloors), 100n * BigInt(tiles - traps) ** BigInt(safeFloors));

export function ladderGame(config: LadderConfig): HouseGame<LadderState> {
  const { id, spotPrefix, verb, floors, levels } = config;
  const levelNameOf = (spot: string): string | null => {
    const name = spot.startsWith(spotPrefix) ? spot.slice(spotPrefix.length) : '';
    return Object.hasOwn(levels, name) ? name : null;
  };
  const levelOf = (state: LadderState): LadderLevel => levels[levelNameOf(state.wagers[0]!.spot)!]!;
  const safeFloorsOf = (state: LadderState): number =>
    state.picks.filter((tile, floor) => !state.traps[floor]!.includes(tile)).length;
  const levelNames = Object.keys(levels).join(', ');

  const game: HouseGame<LadderState> = {
    id,
    kind: 'AC',
    rules(): GameRules {
      const returnAt = (level: LadderLevel, safeFloors: number): Fraction => {
        const survive = fraction(
          BigInt(level.tiles - level.traps) ** BigInt(safeFloors),
          BigInt(level.tiles) ** BigInt(safeFloors),
        );
        const multiple = ladderMultiple(level, safeFloors);
        return fraction(survive.num * multiple.num, survive.den * multiple.den);
      };
      const spots = Object.entries(levels).map(([name, level]) => ({
        spot: `${spotPrefix}${name}`,
        pays: `0.99 x (${level.tiles}/${level.tiles - level.traps})^k x after k floors (k = 1..${floors})`,
        returnToPlayer: returnAt(level, floors),
      }));
      const tops = Object.values(levels).map((level) => {
        const top = ladderMultiple(level, floors);
        return Number(top.num) / Number(top.den);
      });
      return {
        returnToPlayer: returnAt(Object.values(levels)[0]!, 1),
        method: { kind: 'exact' },
        maxWinMultiple: Math.max(...tops),
        spots,
      };
    },
    checkWagers(wagers: readonly Wager[]) {
      if (levelNameOf(onlyWager(wagers, `${spotPrefix}<level>`).spot) === null) {
        throw new HouseGameInputError('wagers', `the spot is ${spotPrefix}<${levelNames}>`);
      }
    },
    *deal(wagers): Sampler<LadderState> {
      const level = levels[levelNameOf(wagers[0]!.spot)!]!;
      const traps: number[][] = [];
      for (let floor = 0; floor < floors; floor++) {
        traps.push((yield* distinctPlaces(level.tiles, level.traps)).sort((a, b) => a - b));
      }
      return { wagers: storedWagers(wagers), traps, picks: [], status: 'open' };
    },
    actions(state) {
      if (state.status !== 'open') return [];
      const picks = Array.from({ length: levelOf(state).tiles }, (_, tile) => `${verb}-${tile}`);
      return state.picks.length > 0 ? [...picks, 'cashout'] : picks;
    },
    act(state, action): Acted<LadderState> {
      if (!game.actions(state).includes(action)) {
        throw new HouseGameInputError('action', 'that action is not open now');
      }
      if (action === 'cashout') return { state: { ...state, status: 'cashed' }, extraStake: 0n };
      const tile = Number(action.slice(verb.length + 1));
      const picks = [...state.picks, tile];
      const next: LadderState = { ...state, picks };
      if (state.traps[state.picks.length]!.includes(tile)) next.status = 'busted';
      else if (picks.length === floors) next.status = 'cleared';
      return { state: next, extraStake: 0n };
    },
    view(state): LadderView {
      const level = levelOf(state);
      const view: LadderView = {
        spot: state.wagers[0]!.spot,
        level: levelNameOf(state.wagers[0]!.spot)!,
        tiles: level.tiles,
        trapsPerFloor: level.traps,
        floors,
        picks: state.picks,
        multiple: multipleView(ladderMultiple(level, safeFloorsOf(state))),
        status: state.status,
      };
      if (state.status === 'open') return view;
      return { ...view, traps: state.traps, outcome: state.status === 'busted' ? 'lose' : 'win' };
    },
    payout(state) {
      if (state.status !== 'cashed' && state.status !== 'cleared') return 0n;
      return paidAt(state.wagers, ladderMultiple(levelOf(state), safeFloorsOf(state)));
    },
  };
  return game;
}
