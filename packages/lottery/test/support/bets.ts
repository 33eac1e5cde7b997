// A brute-force expansion of a selection into its single bets, written from the play rules of the issue (not from
// the engine's counting code): the bet counts and the win functions are checked against it.
import type { PlayDefinition, Selection } from '../../src/types.js';

/** One bet: a selection that is that bet alone, or null where no selection is a single bet (group-3 pairs). */
export interface SingleBet {
  key: string;
  selection: Selection | null;
}

export function subsets<T>(items: readonly T[], size: number): T[][] {
  if (size === 0) return [[]];
  if (items.length < size) return [];
  const [first, ...rest] = items as [T, ...T[]];
  return [...subsets(rest, size - 1).map((subset) => [first, ...subset]), ...subsets(rest, size)];
}

const cartesian = (groups: readonly (readonly string[])[]): string[][] =>
  groups.reduce<string[][]>(
    (tuples, group) => tuples.flatMap((tuple) => group.map((value) => [...tuple, value])),
    [[]],
  );

/** Plays where each picked value is one bet although the play is paid at official (group) prizes. */
const ONE_PICK_ONE_BET = /_(FIXED_POSITION|POSITION|BALL_PICK|SPECIAL_NUMBER|REGULAR_NUMBER|AT_LEAST_ONE)$/;

/** How many numbers make one bet of a play bet on sets of numbers, or undefined. */
function setSize(id: string): number | undefined {
  const sized = /^11X5_ANY(\d)$|^11X5_FRONT(\d)_GROUP$|^VN_XIEN(\d)$/.exec(id);
  if (sized) return Number(sized[1] ?? sized[2] ?? sized[3]);
  if (/^SSC_\w+_GROUP6$/.test(id) || id === 'LHC_THREE_ALL_HIT') return 3;
  if (/^SSC_\w+2_GROUP$/.test(id) || id === 'LHC_TWO_ALL_HIT') return 2;
  return undefined;
}

/** A selection with the given picks in the given areas and the others blank. */
const only = (play: PlayDefinition, picks: ReadonlyMap<number, readonly string[]>): Selection =>
  play.areas.map((_, index) => picks.get(index) ?? []);

export function bruteForceBets(play: PlayDefinition, selection: Selection): SingleBet[] {
  const { id } = play;
  const areaIndices = play.areas.map((_, index) => index);
  const picks = selection[0] ?? [];
  const size = setSize(id);
  if (size !== undefined) return subsets(picks, size).map((subset) => ({ key: subset.join(), selection: [subset] }));
  if (play.scaling === 'odds' || ONE_PICK_ONE_BET.test(id)) {
    return selection.flatMap((picks, area) =>
      picks.map((value) => ({ key: `${area}:${value}`, selection: only(play, new Map([[area, [value]]])) })),
    );
  }
  const anyDirect = /_ANY(\d)_DIRECT$/.exec(id);
  if (anyDirect) {
    return subsets(areaIndices, Number(anyDirect[1])).flatMap((areas) =>
      cartesian(areas.map((area) => selection[area]!)).map((tuple) => ({
        key: areas.map((area, i) => `${area}:${tuple[i]}`).join(),
        selection: only(play, new Map(areas.map((area, i) => [area, [tuple[i]!]]))),
      })),
    );
  }
  if (id.endsWith('_DIRECT')) {
    // Balls cannot repeat within a draw, so a tuple naming one twice is no bet.
    const ballsDistinct = play.kind !== 'SSC';
    return cartesian(selection)
      .filter((tuple) => !ballsDistinct || new Set(tuple).size === tuple.length)
      .map((tuple) => ({ key: tuple.join(), selection: tuple.map((value) => [value]) }));
  }
  if (id.endsWith('_GROUP3')) {
    return picks.flatMap((doubled) =>
      picks
        .filter((single) => single !== doubled)
        .map((single) => ({ key: `${doubled}${doubled}${single}`, selection: null })),
    );
  }
  throw new Error(`no brute-force rule for ${id}`);
}
