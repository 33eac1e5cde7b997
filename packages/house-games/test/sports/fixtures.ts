import type { Competitor, Sport } from '../../src/sports/index.js';

/** Home (or meron) and away (or wala) at these ratings. */
export const pair = (home: number, away: number): Competitor[] => [
  { code: 'H', name: 'Home', rating: home },
  { code: 'A', name: 'Away', rating: away },
];

/** A field of runners R1.. at these ratings. */
export const field = (ratings: readonly number[]): Competitor[] =>
  ratings.map((rating, index) => ({ code: `R${index + 1}`, name: `Runner ${index + 1}`, rating }));

/** A typical event of each sport: a clear but not overwhelming favourite. */
export function typicalEvent(sport: Sport): Competitor[] {
  if (sport === 'horse-racing') return field([1420, 1480, 1500, 1530, 1550, 1580, 1600, 1650]);
  if (sport === 'greyhounds') return field([1450, 1500, 1520, 1560, 1600, 1640]);
  return pair(1620, 1500);
}
