// The Mark Six zodiac (生肖): number 1 belongs to the animal of the lunar year the draw falls in, 2 to the animal
// before it, and so on backwards round the cycle, so that animal holds 1, 13, 25, 37, 49 and every other four.
// The mapping turns over at Lunar New Year, which the Gregorian calendar cannot compute: hence the table.

export const ZODIAC_ANIMALS = [
  'RAT',
  'OX',
  'TIGER',
  'RABBIT',
  'DRAGON',
  'SNAKE',
  'HORSE',
  'GOAT',
  'MONKEY',
  'ROOSTER',
  'DOG',
  'PIG',
] as const;
export type ZodiacAnimal = (typeof ZODIAC_ANIMALS)[number];

/** The first day of each lunar year (Spring Festival) in the Gregorian calendar, 2000-2044. */
const LUNAR_NEW_YEARS = `
  2000-02-05 2001-01-24 2002-02-12 2003-02-01 2004-01-22 2005-02-09 2006-01-29 2007-02-18 2008-02-07 2009-01-26
  2010-02-14 2011-02-03 2012-01-23 2013-02-10 2014-01-31 2015-02-19 2016-02-08 2017-01-28 2018-02-16 2019-02-05
  2020-01-25 2021-02-12 2022-02-01 2023-01-22 2024-02-10 2025-01-29 2026-02-17 2027-02-06 2028-01-26 2029-02-13
  2030-02-03 2031-01-23 2032-02-11 2033-01-31 2034-02-19 2035-02-08 2036-01-28 2037-02-15 2038-02-04 2039-01-24
  2040-02-12 2041-02-01 2042-01-22 2043-02-10 2044-01-30
`
  .trim()
  .split(/\s+/);
/** 2020 was a year of the rat. */
const A_RAT_YEAR = 2020;

/** Lunar New Year of a Gregorian year as YYYY-MM-DD, or undefined outside the table. */
export const lunarNewYearOf = (year: number): string | undefined =>
  LUNAR_NEW_YEARS.find((day) => day.startsWith(`${year}-`));

/** The lunar year a calendar day (YYYY-MM-DD) belongs to: the Gregorian year, or the one before until New Year. */
export function lunarYearOf(drawDate: string): number {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(drawDate)) throw new RangeError(`lottery: draw date ${drawDate} is not YYYY-MM-DD`);
  const year = Number(drawDate.slice(0, 4));
  const newYear = lunarNewYearOf(year);
  // The day before the table's first New Year (or after its last year) cannot be placed.
  if (newYear === undefined || (drawDate < newYear && lunarNewYearOf(year - 1) === undefined)) {
    throw new RangeError(`lottery: no Lunar New Year table for ${drawDate}`);
  }
  // ISO dates compare as strings.
  return drawDate < newYear ? year - 1 : year;
}

const mod = (value: number, modulus: number) => ((value % modulus) + modulus) % modulus;

export function yearAnimalOf(drawDate: string): ZodiacAnimal {
  return ZODIAC_ANIMALS[mod(lunarYearOf(drawDate) - A_RAT_YEAR, ZODIAC_ANIMALS.length)]!;
}

/** The animal of an LHC number (1-49) on a draw date. */
export function zodiacOf(number: number, drawDate: string): ZodiacAnimal {
  const yearIndex = ZODIAC_ANIMALS.indexOf(yearAnimalOf(drawDate));
  return ZODIAC_ANIMALS[mod(yearIndex - (number - 1), ZODIAC_ANIMALS.length)]!;
}
