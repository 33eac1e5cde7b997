/** A time as the operator reads it: its browser's time zone, in the console's language (the page's lang). */
export function dateTime(iso: string | null): string {
  if (!iso) return '–';
  const language = document.documentElement.lang || 'en';
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
