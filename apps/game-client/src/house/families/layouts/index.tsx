import type { BoardProps, HouseFamily, ViewProps } from '../../plugin';
import { CrapsBoard } from './CrapsBoard';
import { CrapsView } from './CrapsView';
import { FanTanBoard } from './FanTanBoard';
import { FanTanView } from './FanTanView';
import { RouletteBoard } from './RouletteBoard';
import { RouletteView } from './RouletteView';
import { SicBoBoard } from './SicBoBoard';
import { SicBoView } from './SicBoView';
import { layoutsStrings } from './strings';
import './layouts.css';

/**
 * The table layouts: European and American roulette, sic bo, craps and fan tan. All instant, with any number of
 * wagers a round: the board adds the chip to the spot tapped (`place`), the view plays the round out (the wheel,
 * the dice, the rolls, the beans) and then lists each wager's result; the winning spots stay lit on the board.
 */
function Board(props: BoardProps) {
  switch (props.info.game) {
    case 'sic-bo':
      return <SicBoBoard {...props} />;
    case 'craps':
      return <CrapsBoard {...props} />;
    case 'fan-tan':
      return <FanTanBoard {...props} />;
    default:
      return <RouletteBoard {...props} />;
  }
}

function View(props: ViewProps) {
  switch (props.info.game) {
    case 'sic-bo':
      return <SicBoView {...props} />;
    case 'craps':
      return <CrapsView {...props} />;
    case 'fan-tan':
      return <FanTanView {...props} />;
    default:
      return <RouletteView {...props} />;
  }
}

export const layoutsFamily: HouseFamily = { Board, View, strings: layoutsStrings, holdsResult: true };
