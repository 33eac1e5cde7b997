import { fraction, integerBelow, type Sampler } from '@portal/lottery';
import { type GameRules, type HouseGame, HouseGameInputError, type Wager } from '../game.js';
import { returnOf } from '../money.js';
import { drawFace } from './face.js';
import { PRIZE_TABLE, PRIZE_WEIGHT_TOTAL, prizeTableReturn, tierAt } from './prize-table.js';

/**
 * A scratch card, every scratch title of the catalogue (they differ by art only). One wager is one ticket at its
 * amount; the ticket's prize tier is drawn from the printed prize table, then its face is printed to match.
 */
export interface ScratchCardState {
  wagers: { spot: 'ticket'; amount: string }[];
  /** The prize multiple of the ticket (0 = no prize). */
  multiple: number;
  cells: number[];
  winningCells: number[];
}

/**
 * What the browser renders. A scratch card has no secret left once bought: the whole face is decided by the
 * purchase, so it is all sent at once and the client scratches the cells off locally (scratching is only a show).
 */
export interface ScratchCardView {
  /** The ticket's price, minor units as a decimal string. */
  ticketPrice: string;
  /** The nine prize multiples under the latex, reading order (index = row x 3 + column); 5 means '5x'. */
  cells: number[];
  /** The indexes of the three matching cells, ascending; empty on a losing ticket. */
  winningCells: number[];
  /** The ticket's prize multiple, 0 when it lost. */
  multiple: number;
  outcome: 'win' | 'lose';
  /** The prize, minor units as a decimal string ('0' on a losing ticket). */
  payout: string;
}

const payoutOf = (state: ScratchCardState): bigint =>
  state.wagers.reduce((sum, wager) => sum + returnOf(BigInt(wager.amount), fraction(state.multiple)), 0n);

export const scratchCard: HouseGame<ScratchCardState> = {
  id: 'scratch-card',
  kind: 'SC',
  rules(): GameRules {
    const returnToPlayer = prizeTableReturn();
    return {
      returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: Math.max(...PRIZE_TABLE.map((tier) => tier.multiple)),
      spots: [{ spot: 'ticket', pays: 'match three: see the prize table', returnToPlayer }],
    };
  },
  checkWagers(wagers: readonly Wager[]) {
    if (wagers.length !== 1) throw new HouseGameInputError('wagers', 'one wager: one ticket');
    if (wagers[0]!.spot !== 'ticket') throw new HouseGameInputError('wagers', 'the spot is ticket');
  },
  *deal(wagers): Sampler<ScratchCardState> {
    const { multiple } = tierAt(yield* integerBelow(PRIZE_WEIGHT_TOTAL));
    const face = yield* drawFace(multiple);
    return {
      wagers: wagers.map((wager) => ({ spot: 'ticket' as const, amount: String(wager.amount) })),
      multiple,
      ...face,
    };
  },
  actions: () => [],
  act() {
    throw new HouseGameInputError('action', 'a scratch card takes no action');
  },
  view: (state): ScratchCardView => ({
    ticketPrice: state.wagers[0]?.amount ?? '0',
    cells: state.cells,
    winningCells: state.winningCells,
    multiple: state.multiple,
    outcome: state.multiple > 0 ? 'win' : 'lose',
    payout: String(payoutOf(state)),
  }),
  payout: payoutOf,
};
