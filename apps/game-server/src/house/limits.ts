import type { HouseKind } from '@portal/house-games';
import { VendorFailure } from '../platform/failures.js';
import type { Edition } from './titles.js';

/**
 * A house title's chips and limits, in minor units: one table per edition (a Mini table takes small stakes, a
 * VIP or Gold table big ones), arcade games, scratch cards and bingo their own smaller steps. A wager is a whole
 * number of the smallest chip, at most the largest chip ten times; a round's first stakes at most twenty times.
 */
const chipsOf = (kind: HouseKind, edition: Edition | null): readonly bigint[] => {
  if (kind === 'AC' || kind === 'SC' || kind === 'BG') return [10n, 20n, 50n, 100n, 200n, 500n, 1000n, 5000n];
  if (edition === 'mini') return [10n, 25n, 50n, 100n, 250n, 500n];
  if (edition === 'vip' || edition === 'gold') return [500n, 1000n, 2500n, 5000n, 10000n, 50000n];
  return [50n, 100n, 250n, 500n, 1000n, 5000n];
};

export interface TableLimits {
  chips: readonly bigint[];
  maxWager: bigint;
  maxRound: bigint;
}

export function limitsOf(kind: HouseKind, edition: Edition | null): TableLimits {
  const chips = chipsOf(kind, edition);
  const largest = chips[chips.length - 1]!;
  return { chips, maxWager: largest * 10n, maxRound: largest * 20n };
}

/** Refuses a wager off the chip steps or above the table's limits (400, naming the wager). */
export function checkLimits(limits: TableLimits, amounts: readonly bigint[]): void {
  const step = limits.chips[0]!;
  let total = 0n;
  amounts.forEach((amount, index) => {
    if (amount % step !== 0n) {
      throw new VendorFailure(400, 'BET_INVALID', `a wager is a whole number of ${step}`, `wagers.${index}.amount`);
    }
    if (amount > limits.maxWager) {
      throw new VendorFailure(400, 'BET_INVALID', `a wager is at most ${limits.maxWager}`, `wagers.${index}.amount`);
    }
    total += amount;
  });
  if (total > limits.maxRound) {
    throw new VendorFailure(400, 'BET_INVALID', `a round's stakes are at most ${limits.maxRound}`, 'wagers');
  }
}
