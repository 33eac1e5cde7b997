import type { LotteryUnit, PlayMenu } from '@portal/contracts';

/** The unit coefficients (元/角/分) as divisors, so stakes stay exact integers of minor units. */
const unitDivisors: Record<LotteryUnit, bigint> = { '1': 1n, '0.1': 10n, '0.01': 100n };

/**
 * What a line costs in minor units, as the server prices it: one bet costs the bet price (2 units at
 * unit 1) x multiple / the unit's divisor, and the line that times its bets.
 */
export function lineStake(betPrice: string, bets: number, unit: LotteryUnit, multiple: number | bigint): bigint {
  return ((BigInt(betPrice) * BigInt(multiple)) / unitDivisors[unit]) * BigInt(bets);
}

/**
 * What a line of the menu's play costs, as the server prices it: a VN play (it has a point price) is bought
 * in điểm, the multiple, at its price a điểm; the others by `lineStake`.
 */
export function playStake(
  menu: PlayMenu,
  playId: string,
  bets: number,
  unit: LotteryUnit,
  multiple: number | bigint,
): bigint {
  const price = menu.plays.find((play) => play.id === playId)?.pointPrice;
  if (price) return BigInt(price.price) * BigInt(multiple) * BigInt(bets);
  return lineStake(menu.betPrice, bets, unit, multiple);
}

/** The rebate of playing below the maximum group: (maxGroup - group) / 2000 of the stake. */
export function rebateOf(stake: bigint, group: number, maxGroup: number): bigint {
  return (stake * BigInt(Math.max(0, maxGroup - group))) / 2000n;
}

/** The rebate rate at a group as a percentage with one decimal ("4.0" for 80 points under the maximum). */
export function rebatePercent(group: number, maxGroup: number): string {
  return (Math.max(0, maxGroup - group) / 20).toFixed(1);
}

const factorScale = 10_000n;

/** A decimal factor ("1800.0000") in ten-thousandths. */
function toScaled(decimal: string): bigint {
  const [whole = '0', fraction = ''] = decimal.split('.');
  return BigInt(whole) * factorScale + BigInt(fraction.padEnd(4, '0').slice(0, 4) || '0');
}

/**
 * The odds at another group: factors of group-scaled plays scale linearly with the group (the menu gives
 * them at `menuGroup`); fixed-odds plays do not move. The answer is a decimal with 4 places.
 */
export function factorAtGroup(factor: string, group: number, menuGroup: number, scaling: 'group' | 'odds'): string {
  if (scaling === 'odds' || group === menuGroup) return factor;
  const scaled = (toScaled(factor) * BigInt(group) * 2n + BigInt(menuGroup)) / (BigInt(menuGroup) * 2n);
  const whole = scaled / factorScale;
  const fraction = String(scaled % factorScale).padStart(4, '0');
  return `${whole}.${fraction}`;
}

/**
 * What a chase costs over all its issues: the slip on each issue, its multiples doubled issue after
 * issue when asked (the server prices every issue's lines so; `slipAt` prices the slip at a factor).
 */
export function chaseTotal(slipAt: (factor: bigint) => bigint, issues: number, double: boolean): bigint {
  let total = 0n;
  for (let index = 0; index < issues; index++) total += slipAt(double ? 2n ** BigInt(index) : 1n);
  return total;
}
