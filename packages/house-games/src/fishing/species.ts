import { type Fraction, fraction, integerBelow, type Sampler } from '@portal/lottery';

/**
 * A fish of the fishing games (category FISH) and what catching it pays. These rules are shown to players:
 *
 * - Every shot costs the cannon level's stake and is fired at one fish. The shot catches it or misses it; a missed
 *   fish swims on, and a shot never pays anything but the fish it caught.
 * - A normal fish pays a fixed multiplier of the stake (2x for a clownfish up to 50x for a whale).
 * - A boss fish (the golden dragon, the shark king, the mermaid queen...) pays a multiplier drawn on the catch from
 *   its printed table of multipliers and their weights (100x to 1000x).
 * - A bomb fish blows up the fish around it when caught; the blast pays one multiplier drawn from its table
 *   (20x to 80x), and that is the whole pay: the fish seen caught in the blast pay nothing more on their own.
 * - A chain-lightning fish links 2 to 5 more fish of one small species when caught; the chain pays one multiplier
 *   drawn from its table, and that is the whole pay: the linked fish pay nothing more on their own.
 *
 * Which fish, and how many, a blast or a chain is seen taking is the client's show: it draws nothing from the stream
 * and pays nothing. A fish's expected multiplier E[M] is its fixed multiplier, or its table's weighted mean; the
 * chance of a catch is RTP / E[M], so every shot at every fish returns exactly the game's RTP: aiming changes the
 * variance, never the return.
 */
export type FishKind = 'normal' | 'boss' | 'bomb' | 'chain';

/** A multiplier table: each entry's chance is its weight over the table's total weight. */
export type MultiplierTable = readonly (readonly [multiplier: number, weight: number])[];

export interface FishSpecies {
  /** Stable id, also the key of the fish's art in the client ('clownfish', 'golden-dragon'). */
  id: string;
  kind: FishKind;
  /** A normal fish's pay in stakes (a whole number); null for a fish paid from its table. */
  multiplier: number | null;
  /** Boss, bomb and chain fish only: the multipliers a catch draws from, with whole weights. */
  table?: MultiplierTable;
  /** How often the client spawns the fish, relative to the others of its game (small fish spawn most). */
  spawnWeight: number;
  /** Length of the fish in pixels on the 1280 x 720 reference playfield (the client scales it to the screen). */
  size: number;
  /** Swimming speed in pixels per second on the 1280 x 720 reference playfield. */
  speed: number;
}

/** The smallest multiplier, fixed or in a table: a catch always pays more than the shot cost. */
const LOWEST_MULTIPLIER = 2;

/**
 * A table's total weight stays below this, and so do the denominators of the catch chances built from it (see
 * shot.ts): every draw is then one integerBelow on a number well inside the stream's 32 bits.
 */
export const DRAW_LIMIT = 2 ** 31;

const isWhole = (value: number, low: number): boolean => Number.isSafeInteger(value) && value >= low;

const tableWeight = (table: MultiplierTable): number => table.reduce((sum, [, weight]) => sum + weight, 0);

/** Why a species cannot be played, or null when it is well formed. */
export function speciesProblem(species: FishSpecies): string | null {
  const { id, kind, multiplier, table } = species;
  if (!isWhole(species.spawnWeight, 1)) return `${id}: the spawn weight is a positive whole number`;
  if (!(species.size > 0 && species.speed > 0)) return `${id}: size and speed are positive`;
  if (kind === 'normal') {
    if (multiplier === null || !isWhole(multiplier, LOWEST_MULTIPLIER)) {
      return `${id}: a normal fish pays a whole multiplier of at least ${LOWEST_MULTIPLIER}`;
    }
    return table === undefined ? null : `${id}: a normal fish has no table`;
  }
  if (multiplier !== null) return `${id}: a ${kind} fish is paid from its table, its multiplier is null`;
  if (table === undefined || table.length === 0) return `${id}: a ${kind} fish needs a multiplier table`;
  if (!table.every(([value, weight]) => isWhole(value, LOWEST_MULTIPLIER) && isWhole(weight, 1))) {
    return `${id}: table multipliers are whole numbers of at least ${LOWEST_MULTIPLIER}, weights positive wholes`;
  }
  return tableWeight(table) < DRAW_LIMIT ? null : `${id}: the table's total weight must be below 2^31`;
}

function checked(species: FishSpecies): FishSpecies {
  const problem = speciesProblem(species);
  if (problem !== null) throw new RangeError(`fishing: ${problem}`);
  return species;
}

/** The fish's exact expected multiplier on a catch: its fixed multiplier, or sum of multiplier x weight / total. */
export function expectedMultiplier(species: FishSpecies): Fraction {
  const { multiplier, table } = checked(species);
  if (table === undefined) return fraction(multiplier!);
  const weighted = table.reduce((sum, [value, weight]) => sum + BigInt(value) * BigInt(weight), 0n);
  return fraction(weighted, tableWeight(table));
}

/** The most one catch of the fish pays, in stakes. */
export function largestMultiplier(species: FishSpecies): number {
  const { multiplier, table } = checked(species);
  return table === undefined ? multiplier! : Math.max(...table.map(([value]) => value));
}

/** The table entry a number in [0, total weight) falls in: the entries' cumulative weights, in the table's order. */
export function multiplierAt(table: MultiplierTable, draw: number): number {
  let below = draw;
  for (const [value, weight] of table) {
    if (below < weight) return value;
    below -= weight;
  }
  throw new RangeError(`fishing: draw ${draw} is beyond the multiplier table`);
}

/** A table multiplier, drawn by weight: one integerBelow(total weight), read through multiplierAt. */
export function* drawMultiplier(table: MultiplierTable): Sampler<number> {
  return multiplierAt(table, yield* integerBelow(tableWeight(table)));
}
