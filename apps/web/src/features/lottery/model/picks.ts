/** The quick picks of a number row (all, big, small, odd, even, clear). */
export const quickPicks = ['all', 'big', 'small', 'odd', 'even', 'clear'] as const;
export type QuickPick = (typeof quickPicks)[number];

/** A row of numbers ('0'..'9', '01'..'49'), as opposed to option codes (BIG, DRAGON, ...). */
export function isNumberRow(values: readonly string[]): boolean {
  return values.length > 0 && values.every((value) => /^[0-9]+$/.test(value));
}

/**
 * The values a quick pick selects, in the row's order. Big is the upper half of the row's numbers
 * (5-9 of 0-9, 06-11 of 01-11, 25-49 of 01-49), small the rest.
 */
export function quickPick(values: readonly string[], pick: QuickPick): string[] {
  if (pick === 'clear') return [];
  if (pick === 'all') return [...values];
  const sorted = [...values].sort((a, b) => Number(a) - Number(b));
  const firstBig = Number(sorted[Math.floor(sorted.length / 2)]);
  const keep = (value: string) => {
    const number = Number(value);
    if (pick === 'big') return number >= firstBig;
    if (pick === 'small') return number < firstBig;
    return pick === 'odd' ? number % 2 === 1 : number % 2 === 0;
  };
  return values.filter(keep);
}

/** Toggles one value in a row: a row that takes a single value swaps it; a full row takes no more. */
export function toggleValue(
  values: readonly string[],
  picked: readonly string[],
  value: string,
  max: number,
): string[] {
  if (picked.includes(value)) return picked.filter((item) => item !== value);
  if (max === 1) return [value];
  if (picked.length >= max) return [...picked];
  const chosen = new Set([...picked, value]);
  return values.filter((item) => chosen.has(item));
}

/**
 * Numbers typed into a row too long for buttons (000-999): separated by spaces, commas or semicolons,
 * each padded to the row's width; the answer keeps the row's order and says what it could not read.
 */
export function parseTyped(values: readonly string[], text: string): { picked: string[]; unknown: string[] } {
  const width = values[0]?.length ?? 0;
  const allowed = new Set(values);
  const chosen = new Set<string>();
  const unknown: string[] = [];
  for (const token of text.split(/[\s,;]+/).filter(Boolean)) {
    const padded = /^[0-9]+$/.test(token) ? token.padStart(width, '0') : token;
    if (allowed.has(padded)) chosen.add(padded);
    else unknown.push(token);
  }
  return { picked: values.filter((value) => chosen.has(value)), unknown };
}
