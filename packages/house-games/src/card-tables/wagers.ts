import { HouseGameInputError, type Wager } from '../game.js';

/** A wager as kept in a state (JSON): the amount as a decimal string of minor units. */
export interface StoredWager {
  spot: string;
  amount: string;
}

export const storeWagers = (wagers: readonly Wager[]): StoredWager[] =>
  wagers.map((wager) => ({ spot: wager.spot, amount: String(wager.amount) }));

/** The amount staked on a spot (0n when it has no wager). */
export const stakeOn = (wagers: readonly StoredWager[], spot: string): bigint =>
  wagers.reduce((sum, wager) => (wager.spot === spot ? sum + BigInt(wager.amount) : sum), 0n);

/** Refuses unknown, repeated or missing spots: every game here takes one wager per spot it has. */
export function checkSpots(wagers: readonly Wager[], required: readonly string[], optional: readonly string[] = []) {
  const seen = new Set<string>();
  for (const wager of wagers) {
    if (!required.includes(wager.spot) && !optional.includes(wager.spot)) {
      throw new HouseGameInputError('wagers', `unknown spot ${wager.spot}`);
    }
    if (seen.has(wager.spot)) throw new HouseGameInputError('wagers', `one wager per spot: ${wager.spot} is repeated`);
    seen.add(wager.spot);
  }
  for (const spot of required) {
    if (!seen.has(spot)) throw new HouseGameInputError('wagers', `a wager on ${spot} is required`);
  }
}

/** Throws unless the action is one the state offers now. */
export function requireAction(offered: readonly string[], action: string): void {
  if (!offered.includes(action)) {
    throw new HouseGameInputError(
      'action',
      offered.length === 0 ? 'the round is over' : `the action is one of ${offered.join(', ')}`,
    );
  }
}
