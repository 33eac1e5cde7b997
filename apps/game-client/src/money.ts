const formats = new Map<string, Intl.NumberFormat>();

/** Minor units as the currency's amount (2 decimals), in the player's language. */
export function formatMoney(minor: string | bigint, currency: string, locale: string): string {
  const key = `${locale}:${currency}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency, minimumFractionDigits: 2 });
    formats.set(key, format);
  }
  const value = BigInt(minor);
  const negative = value < 0n;
  const absolute = negative ? -value : value;
  // A decimal string (Intl.NumberFormat v3): no float ever carries the amount.
  const decimal = `${absolute / 100n}.${String(absolute % 100n).padStart(2, '0')}`;
  const text = format.format(decimal as unknown as number);
  return negative ? `-${text}` : text;
}
