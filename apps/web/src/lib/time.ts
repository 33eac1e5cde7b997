import { type Language, languageTags } from '@portal/contracts';

// Building an Intl.DateTimeFormat costs far more than using one (about 70 ms of a phone's first load went to
// building them, twice per date written): one per locale, zone and kind of date, kept. A zone Intl does not know
// (a mistyped site setting must not break the page) is written in UTC, found by the build itself, not a second one.
const formats = new Map<string, Intl.DateTimeFormat>();

function dateTimeFormat(locale: string, kind: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${kind}|${options.timeZone}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, options);
    } catch (error) {
      if (!(error instanceof RangeError) || options.timeZone === 'UTC') throw error;
      format = dateTimeFormat(locale, kind, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

/** A calendar day's parts, two digits for month and day. */
const dayParts = { year: 'numeric', month: '2-digit', day: '2-digit' } as const;

/** The zone itself when Intl knows it, else UTC. */
export function validTimeZone(timeZone: string): string {
  return dateTimeFormat('en-CA', 'day', { timeZone, ...dayParts }).resolvedOptions().timeZone;
}

/** The GMT offset of a time zone at an instant, as "GMT+08:00" (the agent header, SPEC §2). */
export function gmtOffset(timeZone: string, at: Date = new Date()): string {
  const part = dateTimeFormat('en-US', 'offset', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // Intl writes plain "GMT" for a zero offset.
  if (!part || part === 'GMT') return 'GMT+00:00';
  return part;
}

/** Every part of a date and time to the second, 24-hour. */
const dateAndTime: Intl.DateTimeFormatOptions = {
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
};

/** Date and time in the site's time zone, 24-hour, in the interface language's conventions. */
export function formatSiteTime(at: Date, timeZone: string, language: Language): string {
  return dateTimeFormat(languageTags[language], 'dateAndTime', {
    ...dateAndTime,
    timeZone,
  }).format(at);
}

/**
 * An instant as SPEC §9 writes notice times, YYYY-MM-DD hh:mm:ss (24-hour), in the site's time zone
 * whatever the interface language, so every player reads the same instant the same way.
 */
export function formatSiteTimestamp(at: Date, timeZone: string): string {
  const parts = dateTimeFormat('en-US', 'dateAndTime', {
    ...dateAndTime,
    timeZone,
  }).formatToParts(at);
  const part = Object.fromEntries(parts.map(({ type, value }) => [type, value]));
  return `${part.year}-${part.month}-${part.day} ${part.hour}:${part.minute}:${part.second}`;
}

/** A calendar day as the API speaks it: YYYY-MM-DD. */
export type Day = string;

/** The calendar day it is in the site's time zone: history days begin and end there, not in the browser's zone. */
export function siteToday(timeZone: string, at: Date = new Date()): Day {
  // en-CA writes dates as YYYY-MM-DD.
  return dateTimeFormat('en-CA', 'day', { timeZone, ...dayParts }).format(at);
}

const dayMs = 86_400_000;

/** The day `days` after (or before, when negative) a day: plain calendar arithmetic, no zone involved. */
export function shiftDay(day: Day, days: number): Day {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * dayMs).toISOString().slice(0, 10);
}

/** How many days a range covers, both ends included (a single day is 1). */
export function daysInRange(from: Day, to: Day): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;
}

/** A calendar day written the member's language's way (15/01/2025, 2025/01/15…). */
export function formatDay(day: Day, language: Language): string {
  return dateTimeFormat(languageTags[language], 'day', { timeZone: 'UTC', ...dayParts }).format(
    new Date(`${day}T00:00:00Z`),
  );
}
