import type { Site } from '../../../platform/site.types.js';
import { stakeScale } from '../../games/game-view.js';

/**
 * The play money a free trial starts with, told to the vendor at launch (the vendor keeps it): ten thousand of the
 * catalog's smallest slot bets (20 US cents, 20 lines at a cent), in the site's minor units at its table rate.
 */
const trialBalanceInCents = 20n * 10_000n;

export function trialBalanceOf(site: Site): bigint {
  return trialBalanceInCents * stakeScale(site);
}
