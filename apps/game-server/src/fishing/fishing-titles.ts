import { type FishingKind, fishingKinds } from '@portal/house-games';

/** A coin of the cannon levels, minor units: level 1 stakes 10 a shot, level 100 stakes 1000. */
const coin = 10n;

/** The most shots a second one seat may fire: a fast player, never a script's flood. */
export const shotsPerSecond = 10;

export interface FishingTitle {
  kind: FishingKind;
  /** Each cannon level's stake per shot, minor units. */
  cannons: readonly bigint[];
}

// Longest id first: 'mega-dragon-fishing' plays dragon-fishing rather than fishing.
const longestFirst = [...fishingKinds].sort((a, b) => b.id.length - a.id.length);

/**
 * Which fishing game a title plays, from its code alone: a fishing studio names its titles '<adjective>-<game>'
 * ('golden-ocean-king', 'lucky-fishing'). A code that is the game's name alone is not one of them: a slot may be
 * called 'ocean-king'.
 */
export function fishingTitleOf(gameCode: string): FishingTitle | null {
  const kind = longestFirst.find((candidate) => gameCode.endsWith(`-${candidate.id}`));
  return kind ? { kind, cannons: kind.cannonLevels.map((level) => BigInt(level) * coin) } : null;
}
