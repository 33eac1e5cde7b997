import type { BoardProps, HouseFamily, ViewProps } from '../../plugin';
import { DiceBoard } from './DiceBoard';
import { DiceView } from './DiceView';
import { MultiplierBoard } from './MultiplierBoard';
import { MultiplierView } from './MultiplierView';
import { PlinkoView } from './PlinkoView';
import { PlinkoBoard, WheelBoard } from './RiskBoards';
import { arcadeStrings } from './strings';
import { WheelView } from './WheelView';
import './arcade.css';

/**
 * The arcade originals with one wager whose spot carries the player's choice: dice, limbo, crash, jet, balloon,
 * plinko and wheel. The board sets that wager with `only(spot)` whenever the choice or the chip changes; the
 * view animates the finished round (the games are instant) and then shows its result.
 */
function Board(props: BoardProps) {
  switch (props.info.game) {
    case 'dice':
      return <DiceBoard {...props} />;
    case 'plinko':
      return <PlinkoBoard {...props} />;
    case 'wheel':
      return <WheelBoard {...props} />;
    default:
      return <MultiplierBoard {...props} />;
  }
}

function View(props: ViewProps) {
  switch (props.info.game) {
    case 'dice':
      return <DiceView {...props} />;
    case 'plinko':
      return <PlinkoView {...props} />;
    case 'wheel':
      return <WheelView {...props} />;
    default:
      return <MultiplierView {...props} />;
  }
}

export const arcadeFamily: HouseFamily = { Board, View, strings: arcadeStrings, holdsResult: true };
