import type { BoardProps, HouseFamily, ViewProps } from '../../plugin';
import { BingoBoard } from './BingoBoard';
import { BingoView } from './BingoView';
import { ScratchBoard } from './ScratchBoard';
import { ScratchView } from './ScratchView';
import { strings } from './strings';
import './tickets.css';

/**
 * The lottery tickets family: scratch cards (one ticket at the chip's price, scratched off in the view) and bingo
 * (1 to 4 cards, 30 balls called). Both are instant: the round is settled at the deal and the view only shows it.
 */
function Board(props: BoardProps) {
  return props.info.game === 'bingo' ? <BingoBoard {...props} /> : <ScratchBoard {...props} />;
}

function View(props: ViewProps) {
  return props.info.game === 'bingo' ? <BingoView {...props} /> : <ScratchView {...props} />;
}

/** The shell keeps its win line back until the last cell is scratched or the last ball called. */
export const ticketsFamily: HouseFamily = { Board, View, strings, holdsResult: true };
