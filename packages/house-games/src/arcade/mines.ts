import { type Fraction, fraction, type Sampler } from '@portal/lottery';
import { type Acted, type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import {
  binomial,
  distinctPlaces,
  type MultipleView,
  multipleView,
  onlyWager,
  paidAt,
  type StoredWager,
  spotNumber,
  storedWagers,
} from './shared.js';

/**
 * Mines: a 5x5 board (tiles 0-24, row by row) hides m mines (spot `mines-<m>`, 1-24) placed uniformly at the deal.
 * The player reveals tiles one at a time ('reveal-<i>'): a mine ends the round with nothing; after k safe tiles the
 * multiple is 0.99 x C(25, k) / C(25 - m, k), the inverse of the chance of surviving k reveals with a 1 % edge
 * taken once, so cashing out ('cashout', after at least one reveal) at any k returns exactly 99 %. Revealing every
 * safe tile cashes out by itself.
 */
export const TILES = 25;

export type PickStatus = 'open' | 'cashed' | 'busted' | 'cleared';

export interface MinesState {
  wagers: StoredWager[];
  /** The mines' tiles, ascending. Hidden from the view while the round is open. */
  mines: number[];
  /** The tiles revealed, in order; a busted round ends with the mine it hit. */
  revealed: number[];
  status: PickStatus;
}

export interface MinesView {
  spot: string;
  /** How many mines the board hides. */
  mineCount: number;
  /** The tiles revealed, in order (the last one is the mine hit when status is 'busted'). */
  revealed: number[];
  /** The multiple the safe reveals so far have reached (what a cash-out pays now or paid). */
  multiple: MultipleView;
  /** 'open' while the player plays; 'cashed' (by choice), 'cleared' (every safe tile) or 'busted' once over. */
  status: PickStatus;
  /** Once over: the mines' tiles and whether the round paid. */
  mines?: number[];
  outcome?: 'win' | 'lose';
}

/** 0.99 x C(25, k) / C(25 - m, k): what k safe reveals among m mines pay. */
export const minesMultiple = (mines: number, safeReveals: number): Fraction =>
  fraction(99n * binomial(TILES, safeReveals), 100n * binomial(TILES - mines, safeReveals));

const mineCountOf = (state: MinesState): number => spotNumber(state.wagers[0]!.spot, 'mines-')!;
const safeRevealsOf = (state: MinesState): number =>
  state.revealed.filter((tile) => !state.mines.includes(tile)).length;

export const mines: HouseGame<MinesState> = {
  id: 'mines',
  kind: 'AC',
  rules(): GameRules {
    const returnAt = (mineCount: number, safeReveals: number): Fraction => {
      const survive = fraction(binomial(TILES - mineCount, safeReveals), binomial(TILES, safeReveals));
      const multiple = minesMultiple(mineCount, safeReveals);
      return fraction(survive.num * multiple.num, survive.den * multiple.den);
    };
    let maxWinMultiple = 0;
    for (let m = 1; m < TILES; m++) {
      const top = minesMultiple(m, TILES - m);
      maxWinMultiple = Math.max(maxWinMultiple, Number(top.num) / Number(top.den));
    }
    return {
      returnToPlayer: returnAt(3, 5),
      method: { kind: 'exact' },
      maxWinMultiple,
      spots: [
        {
          spot: 'mines-<m>',
          pays: '0.99 x C(25,k) / C(25-m,k) x after k safe reveals (m = 1..24)',
          returnToPlayer: returnAt(24, 1),
        },
      ],
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    const count = spotNumber(onlyWager(wagers, 'mines-<m>').spot, 'mines-');
    if (count === null) throw new HouseGameInputError('wagers', 'the spot is mines-<m>');
    if (count < 1 || count > TILES - 1) throw new HouseGameInputError('wagers', 'the mines are between 1 and 24');
  },
  *deal(wagers): Sampler<MinesState> {
    const count = spotNumber(wagers[0]!.spot, 'mines-')!;
    const places = yield* distinctPlaces(TILES, count);
    return { wagers: storedWagers(wagers), mines: places.sort((a, b) => a - b), revealed: [], status: 'open' };
  },
  actions(state) {
    if (state.status !== 'open') return [];
    const reveals: string[] = [];
    for (let tile = 0; tile < TILES; tile++) if (!state.revealed.includes(tile)) reveals.push(`reveal-${tile}`);
    return state.revealed.length > 0 ? [...reveals, 'cashout'] : reveals;
  },
  act(state, action): Acted<MinesState> {
    if (!mines.actions(state).includes(action)) throw new HouseGameInputError('action', 'that action is not open now');
    if (action === 'cashout') return { state: { ...state, status: 'cashed' }, extraStake: 0n };
    const tile = spotNumber(action, 'reveal-')!;
    const revealed = [...state.revealed, tile];
    const next: MinesState = { ...state, revealed };
    if (state.mines.includes(tile)) next.status = 'busted';
    else if (revealed.length === TILES - state.mines.length) next.status = 'cleared';
    return { state: next, extraStake: 0n };
  },
  view(state): MinesView {
    const view: MinesView = {
      spot: state.wagers[0]!.spot,
      mineCount: mineCountOf(state),
      revealed: state.revealed,
      multiple: multipleView(minesMultiple(mineCountOf(state), safeRevealsOf(state))),
      status: state.status,
    };
    if (state.status === 'open') return view;
    return { ...view, mines: state.mines, outcome: state.status === 'busted' ? 'lose' : 'win' };
  },
  payout(state) {
    if (state.status !== 'cashed' && state.status !== 'cleared') return 0n;
    return paidAt(state.wagers, minesMultiple(mineCountOf(state), safeRevealsOf(state)));
  },
};
