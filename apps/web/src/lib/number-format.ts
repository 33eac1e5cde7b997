// Building an Intl.NumberFormat costs far more than using one (a first screen built one per figure it wrote): one per
// locale and options, kept for the page's life.
const formats = new Map<string, Intl.NumberFormat>();

/** The number format of a locale (a language tag) with these options, built once. */
export function numberFormat(locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  const key = `${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, options);
    formats.set(key, format);
  }
  return format;
}
