import { strings as dealsStrings } from '../../house/families/deals/strings';
import { strings as duelsStrings } from '../../house/families/duels/strings';
import type { HouseFamily } from '../../house/plugin';
import {
  bullBullStrings,
  decisionStrings,
  moneyWheelStrings,
  squeezeStrings,
  teenPattiStrings,
  xocDiaStrings,
} from '../strings';
import { BullBullBoard, BullBullView, TeenPattiBoard, TeenPattiView } from './CardDuels';
import { BlackjackLiveView, DecisionBoard, HoldemLiveView } from './Decisions';
import { MoneyWheelBoard, MoneyWheelView } from './MoneyWheel';
import { SqueezeBaccaratView } from './SqueezeBaccarat';
import { XocDiaBoard, XocDiaView } from './XocDia';
import '../../house/families/deals/deals.css';
import '../../house/families/duels/duels.css';

/** The live tables' own games: boards and views the house families do not have. Each shows its result itself. */
export const xocDiaFamily: HouseFamily = {
  Board: XocDiaBoard,
  View: XocDiaView,
  strings: xocDiaStrings,
  holdsResult: true,
};

export const moneyWheelFamily: HouseFamily = {
  Board: MoneyWheelBoard,
  View: MoneyWheelView,
  strings: moneyWheelStrings,
  holdsResult: true,
};

/** Bull bull and teen patti draw their cards as the deals family does, with its words for them. */
export const bullBullFamily: HouseFamily = {
  Board: BullBullBoard,
  View: BullBullView,
  strings: bullBullStrings(dealsStrings),
  holdsResult: true,
};

export const teenPattiFamily: HouseFamily = {
  Board: TeenPattiBoard,
  View: TeenPattiView,
  strings: teenPattiStrings(dealsStrings),
  holdsResult: true,
};

/** Squeeze baccarat: the deals family's board and words, its own slow view. */
export function squeezeFamily(deals: HouseFamily): HouseFamily {
  return { ...deals, View: SqueezeBaccaratView, strings: squeezeStrings(deals.strings) };
}

/**
 * The tables whose seats decide: common-draw blackjack and casino hold'em, drawn as the duels family draws its
 * cards, with its words (cards, hands, results) under their own.
 */
export const blackjackFamily: HouseFamily = {
  Board: DecisionBoard,
  View: BlackjackLiveView,
  strings: decisionStrings(duelsStrings),
  holdsResult: true,
};

export const holdemFamily: HouseFamily = {
  Board: DecisionBoard,
  View: HoldemLiveView,
  strings: decisionStrings(duelsStrings),
  holdsResult: true,
};
