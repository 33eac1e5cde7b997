import { strings as dealsStrings } from '../../house/families/deals/strings';
import type { HouseFamily } from '../../house/plugin';
import { bullBullStrings, moneyWheelStrings, squeezeStrings, teenPattiStrings, xocDiaStrings } from '../strings';
import { BullBullBoard, BullBullView, TeenPattiBoard, TeenPattiView } from './CardDuels';
import { MoneyWheelBoard, MoneyWheelView } from './MoneyWheel';
import { SqueezeBaccaratView } from './SqueezeBaccarat';
import { XocDiaBoard, XocDiaView } from './XocDia';
import '../../house/families/deals/deals.css';

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
