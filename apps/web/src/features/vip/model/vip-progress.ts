import type { VipLevel, VipStatus } from '../api/get-vip';

/** Whole percent of `done` towards `need`, rounded down (99.6 % shows 99 until the last bet is in). */
export function percentOf(done: string, need: string): number {
  const required = BigInt(need);
  if (required <= 0n) return 100;
  const reached = BigInt(done);
  return reached >= required ? 100 : Number((reached * 100n) / required);
}

/** My level's entry and the next level up, if any (the levels in the order of their number). */
export function standing(status: VipStatus): { current: VipLevel | undefined; next: VipLevel | undefined } {
  const levels = [...status.levels].sort((a, b) => a.level - b.level);
  return {
    current: levels.find((level) => level.level === status.level),
    next: levels.find((level) => level.level > status.level),
  };
}

/** The highest rebate rate of a level (basis points), what its "up to" says. */
export const topRate = (level: VipLevel) => Math.max(0, ...Object.values(level.rebateRates));

/** Every category any level pays a rebate on, in a stable order. */
export const rateCategories = (levels: VipLevel[]) => [
  ...new Set(levels.flatMap((level) => Object.keys(level.rebateRates))),
];
