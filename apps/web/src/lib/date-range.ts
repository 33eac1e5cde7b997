import { maxHistoryDays } from '@portal/contracts';
import { type Day, daysInRange, shiftDay } from './time';

/** SPEC §9's date presets, past side only (history has no "next" days); custom is typed in. */
export const rangePresets = ['today', 'yesterday', 'last7', 'last30'] as const;
export type RangePreset = (typeof rangePresets)[number] | 'custom';

export interface DateRange {
  from: Day;
  to: Day;
}
export interface RangeChoice extends DateRange {
  preset: RangePreset;
}

/** Each preset's days back from today: its first day and its last (0 is today). */
const presetDays: Record<(typeof rangePresets)[number], [number, number]> = {
  today: [0, 0],
  yesterday: [1, 1],
  last7: [6, 0],
  last30: [29, 0],
};

/** A preset's days (site days): the last 7 days are today and the 6 before; yesterday is the day before today. */
export function presetRange(preset: (typeof rangePresets)[number], today: Day): RangeChoice {
  const [first, last] = presetDays[preset];
  return { preset, from: shiftDay(today, -first), to: shiftDay(today, -last) };
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
