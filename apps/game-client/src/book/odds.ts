// How the book writes its numbers: prices (decimal odds kept in thousandths) and Asian lines (kept in quarters).

/**
 * A price in thousandths as decimal odds with two decimals: 1850 is "1.85". The third decimal is cut, never rounded
 * up, so the slip never shows a better price than the one the bet is struck at (its return is computed exactly).
 */
export function formatPrice(thousandths: number): string {
  const hundredths = Math.floor(thousandths / 10);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/** A whole number of quarters as a decimal: 10 is "2.5", -1 is "-0.25", 0 is "0". */
function quartersAsDecimal(quarters: number): string {
  const sign = quarters < 0 ? '-' : '';
  const absolute = Math.abs(quarters);
  const fraction = ['', '.25', '.5', '.75'][absolute % 4];
  return `${sign}${Math.floor(absolute / 4)}${fraction}`;
}

/**
 * A handicap as the side taking it reads it: the home side's line as given, the away side's the opposite, with
 * its sign ("+0.5", "-1.25"); a level line is "0".
 */
export function formatHandicap(homeLine: number, side: 'home' | 'away'): string {
  const line = side === 'home' ? homeLine : -homeLine;
  return line > 0 ? `+${quartersAsDecimal(line)}` : quartersAsDecimal(line);
}

/** A totals line: 10 quarters is "2.5". */
export const formatTotal = (line: number): string => quartersAsDecimal(line);
