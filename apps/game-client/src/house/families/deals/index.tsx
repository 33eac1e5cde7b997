import type { HouseFamily, ViewProps } from '../../plugin';
import { AndarBaharView } from './AndarBaharView';
import { BaccaratView } from './BaccaratView';
import { Board } from './Board';
import { DragonTigerView } from './DragonTigerView';
import { PaiGowView } from './PaiGowView';
import { strings } from './strings';
import './deals.css';

/**
 * The card-deals family: baccarat, dragon tiger, andar bahar and pai gow poker, the instant card tables. The
 * player lays chips on the boxes of the felt (several bets a round), the deal settles them all, and the view
 * turns the cards over one after another.
 */
function View(props: ViewProps) {
  switch (props.info.game) {
    case 'dragon-tiger':
      return <DragonTigerView {...props} />;
    case 'andar-bahar':
      return <AndarBaharView {...props} />;
    case 'pai-gow':
      return <PaiGowView {...props} />;
    default:
      return <BaccaratView {...props} />;
  }
}

export const dealsFamily: HouseFamily = { Board, View, strings, holdsResult: true };
