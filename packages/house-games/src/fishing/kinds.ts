import { type Fraction, fraction } from '@portal/lottery';
import { FISH, type FishId } from './fish.js';
import type { FishSpecies } from './species.js';

/**
 * The seven fishing games of the catalogue (category FISH). A title is an adjective before the game it plays
 * ('golden-ocean-king', 'lucky-fishing'); the titles of one game differ by art only. The games differ in the fish
 * they field and in their RTP, which every shot at every fish returns exactly (shot.ts).
 */
export type FishingKindId =
  | 'fishing'
  | 'fish-hunter'
  | 'ocean-king'
  | 'fish-party'
  | 'mermaid-hunt'
  | 'dragon-fishing'
  | 'shark-hunter';

export interface FishingKind {
  id: FishingKindId;
  /** Every shot's return, per staked: basis points over 10000, which keeps the catch chances' denominators small. */
  rtp: Fraction;
  /** The fish the game fields (normal ones by pay, then bomb, chain, boss), spawned in proportion to spawnWeight. */
  species: readonly FishSpecies[];
  /** The stakes per shot the player picks the cannon from, in coins (the server scales a coin per currency). */
  cannonLevels: readonly number[];
}

/** Stakes per shot, in coins. */
export const CANNON_LEVELS: readonly number[] = [1, 2, 5, 10, 20, 50, 100];

const kind = (id: FishingKindId, rtpBasisPoints: number, fish: readonly FishId[]): FishingKind => ({
  id,
  rtp: fraction(rtpBasisPoints, 10_000),
  species: fish.map((fishId) => FISH[fishId]),
  cannonLevels: CANNON_LEVELS,
});

export const fishingKinds: readonly FishingKind[] = [
  // The classic reef: small fish, a bomb crab and the golden toad.
  kind('fishing', 9600, [
    'clownfish',
    'neon-tetra',
    'guppy',
    'angelfish',
    'pufferfish',
    'butterflyfish',
    'seahorse',
    'lionfish',
    'sea-turtle',
    'octopus',
    'swordfish',
    'manta-ray',
    'bomb-crab',
    'golden-toad',
  ]),
  // Bigger game: whales and a kraken, with a lightning eel to chain the small fish.
  kind('fish-hunter', 9650, [
    'clownfish',
    'guppy',
    'pufferfish',
    'butterflyfish',
    'lionfish',
    'octopus',
    'swordfish',
    'stingray',
    'hammerhead-shark',
    'killer-whale',
    'blue-whale',
    'lightning-eel',
    'kraken',
  ]),
  // The fullest sea, bomb and chain both, ruled by the king crab.
  kind('ocean-king', 9700, [
    'clownfish',
    'neon-tetra',
    'angelfish',
    'pufferfish',
    'jellyfish',
    'seahorse',
    'sea-turtle',
    'octopus',
    'stingray',
    'manta-ray',
    'tiger-shark',
    'killer-whale',
    'blue-whale',
    'bomb-crab',
    'lightning-eel',
    'king-crab',
  ]),
  // Casual: small fish, bombs and chains often, a golden whale as the boss.
  kind('fish-party', 9550, [
    'clownfish',
    'neon-tetra',
    'guppy',
    'angelfish',
    'jellyfish',
    'butterflyfish',
    'lionfish',
    'sea-turtle',
    'blast-puffer',
    'thunder-jellyfish',
    'golden-whale',
  ]),
  // The mermaid queen's court: sea dragons, pearls and thunder jellyfish.
  kind('mermaid-hunt', 9620, [
    'neon-tetra',
    'angelfish',
    'jellyfish',
    'butterflyfish',
    'seahorse',
    'sea-turtle',
    'pearl-oyster',
    'stingray',
    'sea-dragon',
    'manta-ray',
    'thunder-jellyfish',
    'mermaid-queen',
  ]),
  // Koi and golden carp under two dragons: the jade dragon and the golden dragon (up to 1000x).
  kind('dragon-fishing', 9750, [
    'clownfish',
    'guppy',
    'pufferfish',
    'koi',
    'lionfish',
    'golden-carp',
    'sea-turtle',
    'swordfish',
    'sea-dragon',
    'dragon-turtle',
    'blast-puffer',
    'lightning-eel',
    'jade-dragon',
    'golden-dragon',
  ]),
  // Sharks of every size, the shark king and the megalodon.
  kind('shark-hunter', 9580, [
    'clownfish',
    'neon-tetra',
    'guppy',
    'pufferfish',
    'lionfish',
    'octopus',
    'reef-shark',
    'stingray',
    'hammerhead-shark',
    'tiger-shark',
    'great-white-shark',
    'bomb-crab',
    'shark-king',
    'megalodon',
  ]),
];

export const fishingKindById = (id: string): FishingKind | null =>
  fishingKinds.find((candidate) => candidate.id === id) ?? null;

// Longest id first, so 'mega-dragon-fishing' plays dragon-fishing rather than fishing.
const LONGEST_FIRST = [...fishingKinds].sort((a, b) => b.id.length - a.id.length);

/**
 * The game a catalogue title plays: the longest kind id the code equals or ends with after a '-'
 * ('mega-dragon-fishing' → dragon-fishing, 'x-fishing' → fishing), null for none ('ocean-kings').
 */
export const fishingKindOf = (gameCode: string): FishingKind | null =>
  LONGEST_FIRST.find((candidate) => gameCode === candidate.id || gameCode.endsWith(`-${candidate.id}`)) ?? null;

/** The fish a shot names, when the game fields it; null otherwise (the server refuses the shot). */
export const fishOf = (kind: FishingKind, speciesId: string): FishSpecies | null =>
  kind.species.find((species) => species.id === speciesId) ?? null;
