// SEA, read as the Southeast-Asian 4D games: 23 four-digit numbers per draw (LOTTERY.md §2, unconfirmed).
import { digitStrings, SEA_RESULT_COUNT } from '../shapes.js';
import { indices, type PlayHeader, type PlayRules } from './model.js';
import { occurrencePlay } from './occurrence.js';

const TOP_TIERS = ['FIRST', 'SECOND', 'THIRD'] as const;
const STARTERS = 10;

/** The prize tier of a result's place: 1st, 2nd, 3rd, then 10 starters and 10 consolations. */
const tierOf = (place: number): string =>
  TOP_TIERS[place] ?? (place < TOP_TIERS.length + STARTERS ? 'STARTER' : 'CONSOLATION');
const PLACES = indices(SEA_RESULT_COUNT);

const header = (id: string): PlayHeader => ({ id, kind: 'SEA', group: 'fourD', prizeMode: 'SEA', scaling: 'odds' });

/** Each picked number is one bet, paid once for every place of the covered tiers that shows it. */
const fourD = (id: string, tiers: readonly string[]) =>
  occurrencePlay({
    header: header(id),
    values: digitStrings(4),
    maxPicks: 10 ** 4,
    options: tiers,
    entriesOf: (result) =>
      result.flatMap((number, place) => (tiers.includes(tierOf(place)) ? [[tierOf(place), number] as const] : [])),
    entryCount: (tier) => PLACES.filter((place) => tierOf(place) === tier).length,
  });

export const seaPlays: PlayRules[] = [
  // Big covers all 23 numbers; a number drawn at several places is paid at each.
  fourD('SEA_BIG', [...TOP_TIERS, 'STARTER', 'CONSOLATION']),
  // Small covers the top three only.
  fourD('SEA_SMALL', TOP_TIERS),
];
