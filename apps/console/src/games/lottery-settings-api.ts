import {
  type LotteryGameSettings,
  type LotteryGameSettingsRequest,
  operatorLotteryGamesPaths,
} from '@portal/contracts';
import { call, withName } from '../api';

/** The query key of the site's lottery game settings (read again after a save). */
export const lotterySettingsKey = ['lottery-settings'] as const;

/** The lottery game settings' calls (issue 25 "Games"): every game of the site, and a change of one. */
export const lotterySettingsApi = {
  list: () => call<LotteryGameSettings[]>('GET', operatorLotteryGamesPaths.settings),
  save: (gameCode: string, body: LotteryGameSettingsRequest) =>
    call<LotteryGameSettings>('PUT', withName(operatorLotteryGamesPaths.setting, 'gameCode', gameCode), body),
};
