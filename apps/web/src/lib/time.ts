import { type Language, languageTags } from '@portal/contracts';

/** The zone itself when Intl knows it, else UTC (a mistyped site setting must not break the page). */
export function validTimeZone(timeZone: string): string {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return timeZone;
  } catch {
    return 'UTC';
  }
}

/** The GMT offset of a time zone at an instant, as "GMT+08:00" (the agent header, SPEC §2). */
export function gmtOffset(timeZone: string, at: Date = new Date()): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: validTimeZone(timeZone), timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((p) => p.type === 'timeZoneName')?.value;
  // Intl writes plain "GMT" for a zero offset.
  if (!part || part === 'GMT') return 'GMT+00:00';
  return part;
}

/** Date and time in the site's time zone, 24-hour, in the interface language's conventions. */
export function formatSiteTime(at: Date, timeZone: string, language: Language): string {
  return new Intl.DateTimeFormat(languageTags[language], {
    timeZone: validTimeZone(timeZone),
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
}
