export { FISH, type FishId } from './fish.js';
export {
  CANNON_LEVELS,
  type FishingKind,
  type FishingKindId,
  fishingKindById,
  fishingKindOf,
  fishingKinds,
  fishOf,
} from './kinds.js';
export { catchChance, decideShot, type Shot, shotOutcomes, shotPayout, shotReturn } from './shot.js';
export {
  DRAW_LIMIT,
  drawMultiplier,
  expectedMultiplier,
  type FishKind,
  type FishSpecies,
  largestMultiplier,
  type MultiplierTable,
  multiplierAt,
  speciesProblem,
} from './species.js';
