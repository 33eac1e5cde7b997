import { maxHistoryDays } from '@portal/contracts';
import { type Day, daysInRange, shiftDay } from './time';

/** SPEC §9's date presets, past side only (history has no "next" days); custom is typed in. */
export const rangePresets = ['today', 'last7', 'last30'] as const;
export type RangePreset = (typeof rangePresets)[number] | 'custom';

export interface DateRange {
  from: Day;
  to: Day;
}
export interface RangeChoice extends DateRange {
  preset: RangePreset;
}

const presetDays: Record<(typeof rangePresets)[number], number> = { today: 1, last7: 7, last30: 30 };

/** A preset's days, ending today (a site day): the last 7 days are today and the 6 before. */
export function presetRange(preset: (typeof rangePresets)[number], today: Day): RangeChoice {
  return { preset, from: shiftDay(today, 1 - presetDays[preset]), to: today };
}

export type RangeProblem = 'missing' | 'order' | 'future' | 'tooLong';

/** What is wrong with a typed range, checked as the server will (contracts' maxHistoryDays), or null. */
export function rangeProblem({ from, to }: DateRange, today: Day): RangeProblem | null {
  if (!from || !to) return 'missing';
  if (from > to) return 'order';
  if (to > today) return 'future';
  if (daysInRange(from, to) > maxHistoryDays) return 'tooLong';
  return null;
}
