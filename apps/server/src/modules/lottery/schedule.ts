import { TZDate } from '@date-fns/tz';
import { z } from 'zod';
import { siteLocalDay } from '../../db/site-days.js';

/**
 * When a game draws, in the site's time zone. Intra-day games draw every `seconds` from `from` to
 * `to` (issue numbers `YYYYMMDD-NNNN`, NNNN counted from the day's first draw); daily and weekly
 * games draw at `at` on the listed weekdays (0 = Sunday; issue numbers `YYYYMMDD`).
 */
const clockTime = z.string().regex(/^([01][0-9]|2[0-4]):[0-5][0-9]$/, 'a time as HH:MM');
export const scheduleSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('interval'),
    seconds: z.int().min(30).max(86_400),
    from: clockTime.default('00:00'),
    to: clockTime.default('24:00'),
  }),
  z.object({
    type: z.literal('daily'),
    at: clockTime,
    days: z.array(z.int().min(0).max(6)).min(1).max(7).default([0, 1, 2, 3, 4, 5, 6]),
  }),
]);
export type Schedule = z.infer<typeof scheduleSchema>;

export interface Slot {
  number: string;
  drawAt: Date;
}

const minutesOf = (time: string) => {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * 60 + (minutes ?? 0);
};
const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** The site-local calendar day that holds an instant. */
function localDay(at: number, timeZone: string) {
  const local = new TZDate(at, timeZone);
  return { year: local.getFullYear(), month: local.getMonth(), day: local.getDate(), weekday: local.getDay() };
}
type Day = ReturnType<typeof localDay>;

const dayCode = (day: Day) => `${day.year}${pad(day.month + 1, 2)}${pad(day.day, 2)}`;
/** The instant of a site-local time (minutes after midnight) on a day; 24:00 is the next midnight. */
const instantOf = (day: Day, minutes: number, timeZone: string, extraSeconds = 0) =>
  new TZDate(day.year, day.month, day.day, 0, minutes, extraSeconds, timeZone).getTime();
function nextDay(day: Day, timeZone: string): Day {
  return localDay(new TZDate(day.year, day.month, day.day + 1, 12, 0, 0, timeZone).getTime(), timeZone);
}

/**
 * The draws of one site-local day after an instant, at most `limit`, in order. On a day of 24 hours
 * an interval game's draws are computed by arithmetic from midnight; on a day a clock change makes
 * shorter or longer, each is placed by the wall clock.
 */
function slotsOfDay(schedule: Schedule, day: Day, timeZone: string, after: number, limit: number): Slot[] {
  if (schedule.type === 'daily') {
    if (!schedule.days.includes(day.weekday)) return [];
    const drawAt = instantOf(day, minutesOf(schedule.at), timeZone);
    return drawAt > after ? [{ number: dayCode(day), drawAt: new Date(drawAt) }] : [];
  }
  const start = minutesOf(schedule.from) * 60;
  const end = minutesOf(schedule.to) * 60;
  const midnight = instantOf(day, 0, timeZone);
  const uniform = instantOf(day, 24 * 60, timeZone) - midnight === 86_400_000;
  const drawAtOf = (serial: number) =>
    uniform
      ? midnight + (start + serial * schedule.seconds) * 1000
      : instantOf(day, 0, timeZone, start + serial * schedule.seconds);
  const elapsed = Math.floor((after - midnight) / 1000) - start;
  let serial = uniform ? Math.max(1, Math.floor(elapsed / schedule.seconds)) : 1;
  const slots: Slot[] = [];
  for (; start + serial * schedule.seconds <= end && slots.length < limit; serial++) {
    const drawAt = drawAtOf(serial);
    if (drawAt > after) slots.push({ number: `${dayCode(day)}-${pad(serial, 4)}`, drawAt: new Date(drawAt) });
  }
  return slots;
}

/**
 * The next `count` draws strictly after an instant (a draw exactly at it has begun). Looks ahead day
 * by day; a weekly game finds its next draw within eight days.
 */
export function slotsAfter(schedule: Schedule, timeZone: string, after: number, count: number): Slot[] {
  const found: Slot[] = [];
  // Start a day early: an interval game's last draw at 24:00 belongs to the day before.
  let day = localDay(after - 86_400_000, timeZone);
  for (let scanned = 0; found.length < count && scanned < 400 + count * 8; scanned++) {
    found.push(...slotsOfDay(schedule, day, timeZone, after, count - found.length));
    day = nextDay(day, timeZone);
  }
  return found;
}

/** The draws in a half-open window (from, to], in order. */
export function slotsBetween(schedule: Schedule, timeZone: string, from: number, to: number): Slot[] {
  const found: Slot[] = [];
  let cursor = from;
  for (;;) {
    const batch = slotsAfter(schedule, timeZone, cursor, 64).filter((slot) => slot.drawAt.getTime() <= to);
    found.push(...batch);
    if (batch.length < 64) return found;
    cursor = batch[batch.length - 1]!.drawAt.getTime();
  }
}

/** The site-local day of an instant as YYYY-MM-DD (the LHC zodiac and today's orders read it). */
export const localDate = (at: number, timeZone: string): string => siteLocalDay(at, timeZone);
