import type { Site } from '../../../platform/site.types.js';
import { stakeScale } from '../../games/game-view.js';
import { payLines } from '../slot/slot-definition.js';

/**
 * Total bets of the built-in slot, in US cents like the catalog's minimum bets, each a whole number
 * of cents per line: the line bet is the total over 20 lines, exactly.
 */
const totalBetsInCents = [20n, 40n, 100n, 200n, 400n, 1000n, 2000n];

/** A fresh trial session's play money, in smallest total bets. */
const trialBalanceInBets = 10_000n;

/** The bets a site's players choose from, in the site's minor units (the catalog's table rate). */
export function betOptionsOf(site: Site): bigint[] {
  const scale = stakeScale(site);
  return totalBetsInCents.map((cents) => cents * scale);
}

export function isBetOption(site: Site, bet: bigint): boolean {
  return bet % BigInt(payLines.length) === 0n && betOptionsOf(site).includes(bet);
}

export function trialBalanceOf(site: Site): bigint {
  return betOptionsOf(site)[0]! * trialBalanceInBets;
}
