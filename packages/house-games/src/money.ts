import type { Fraction } from '@portal/lottery';

/** The amount a stake returns at a multiple (stake included): the floor of the exact product, minor units. */
export function returnOf(stake: bigint, multiple: Fraction): bigint {
  return (stake * multiple.num) / multiple.den;
}

/** A state's decimal string back to minor units. */
export const unitsOf = (text: string): bigint => BigInt(text);

/** The sum of the wagers' amounts. */
export const totalStake = (wagers: readonly { amount: bigint }[]): bigint =>
  wagers.reduce((sum, wager) => sum + wager.amount, 0n);
