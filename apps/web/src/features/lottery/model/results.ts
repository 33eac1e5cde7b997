import type { LotteryKind, VnLayout } from '@portal/lottery';

/** A prize tier of a long result (VN, 4D) and its numbers, in the result's order. */
export interface PrizeTier {
  /** i18n key suffix under lottery.tier. */
  tier: string;
  numbers: string[];
}

/** How many numbers each tier holds, in result order (see @portal/lottery's DrawResult). */
const tierSizes: Record<'north' | 'south' | 'sea', [string, number][]> = {
  north: [
    ['special', 1],
    ['g1', 1],
    ['g2', 2],
    ['g3', 6],
    ['g4', 4],
    ['g5', 6],
    ['g6', 3],
    ['g7', 4],
  ],
  south: [
    ['special', 1],
    ['g1', 1],
    ['g2', 1],
    ['g3', 2],
    ['g4', 7],
    ['g5', 1],
    ['g6', 3],
    ['g7', 1],
    ['g8', 1],
  ],
  sea: [
    ['first', 1],
    ['second', 1],
    ['third', 1],
    ['starter', 10],
    ['consolation', 10],
  ],
};

/** Results of VN and 4D games are prize tables; the ball games show a row of balls. */
export function isPrizeTable(kind: LotteryKind): boolean {
  return kind === 'VN' || kind === 'SEA';
}

/** A VN or 4D result split into its prize tiers; null for ball games. */
export function prizeTiers(kind: LotteryKind, layout: VnLayout | null, result: readonly string[]): PrizeTier[] | null {
  if (!isPrizeTable(kind)) return null;
  const sizes = kind === 'SEA' ? tierSizes.sea : tierSizes[layout ?? (result.length > 18 ? 'north' : 'south')];
  const tiers: PrizeTier[] = [];
  let start = 0;
  for (const [tier, size] of sizes) {
    tiers.push({ tier, numbers: result.slice(start, start + size) });
    start += size;
  }
  return tiers.filter((tier) => tier.numbers.length > 0);
}

/** The LHC special number is the 7th, drawn apart from the six. */
export function isSpecialBall(kind: LotteryKind, index: number): boolean {
  return kind === 'LHC' && index === 6;
}
