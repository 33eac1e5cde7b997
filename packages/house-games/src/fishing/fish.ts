import type { FishSpecies, MultiplierTable } from './species.js';

/**
 * Every fish of the fishing games, by id. A fish pays the same in every game it swims in (a clownfish is 2x
 * everywhere), so the client keeps one piece of art and one pay per id; the games differ in which fish they field
 * and in their RTP (kinds.ts). Sizes are pixels and speeds pixels per second on the 1280 x 720 reference playfield.
 */
type FishShape = Omit<FishSpecies, 'id'>;

const normal = (multiplier: number, spawnWeight: number, size: number, speed: number): FishShape => ({
  kind: 'normal',
  multiplier,
  spawnWeight,
  size,
  speed,
});

const paidFrom =
  (kind: 'boss' | 'bomb' | 'chain') =>
  (table: MultiplierTable, spawnWeight: number, size: number, speed: number): FishShape => ({
    kind,
    multiplier: null,
    table,
    spawnWeight,
    size,
    speed,
  });

const boss = paidFrom('boss');
const bomb = paidFrom('bomb');
const chain = paidFrom('chain');

/** A table entry: the multiplier and its whole weight. */
const pays = (multiplier: number, weight: number) => [multiplier, weight] as const;

// Every table's weights add up to 100, so a weight reads as the percentage of catches paying that multiplier.
const SHAPES = {
  // Normal fish:        multiplier, spawn weight, size, speed
  clownfish: normal(2, 300, 44, 150),
  'neon-tetra': normal(2, 300, 36, 170),
  guppy: normal(3, 260, 44, 150),
  angelfish: normal(3, 240, 56, 130),
  pufferfish: normal(4, 220, 60, 100),
  jellyfish: normal(4, 220, 64, 60),
  butterflyfish: normal(5, 200, 64, 130),
  koi: normal(5, 200, 72, 110),
  seahorse: normal(6, 170, 56, 70),
  lionfish: normal(8, 140, 84, 100),
  'golden-carp': normal(10, 110, 96, 100),
  'sea-turtle': normal(10, 110, 120, 70),
  octopus: normal(12, 100, 110, 80),
  'reef-shark': normal(12, 100, 150, 140),
  swordfish: normal(15, 80, 180, 160),
  'pearl-oyster': normal(15, 80, 90, 50),
  stingray: normal(18, 70, 160, 90),
  'hammerhead-shark': normal(20, 60, 220, 110),
  'sea-dragon': normal(20, 60, 200, 80),
  'manta-ray': normal(25, 45, 240, 70),
  'dragon-turtle': normal(30, 35, 240, 60),
  'tiger-shark': normal(30, 35, 260, 120),
  'killer-whale': normal(40, 25, 320, 90),
  'great-white-shark': normal(50, 18, 340, 110),
  'blue-whale': normal(50, 18, 420, 50),

  // Bomb fish (20x-80x for the blast): table, spawn weight, size, speed
  'bomb-crab': bomb([pays(20, 40), pays(30, 30), pays(50, 20), pays(80, 10)], 20, 90, 60),
  'blast-puffer': bomb([pays(20, 50), pays(35, 30), pays(60, 15), pays(80, 5)], 20, 80, 90),

  // Chain-lightning fish (the chain of 2 to 5 small fish pays 10x-45x):
  'lightning-eel': chain([pays(12, 40), pays(20, 30), pays(30, 20), pays(45, 10)], 25, 200, 120),
  'thunder-jellyfish': chain([pays(10, 45), pays(16, 30), pays(25, 18), pays(40, 7)], 25, 100, 60),

  // Boss fish (100x-1000x):
  'golden-toad': boss([pays(100, 50), pays(150, 25), pays(200, 15), pays(300, 7), pays(500, 3)], 8, 300, 50),
  kraken: boss([pays(120, 40), pays(180, 30), pays(250, 20), pays(400, 8), pays(600, 2)], 6, 440, 40),
  'king-crab': boss([pays(100, 45), pays(150, 30), pays(200, 15), pays(300, 7), pays(500, 3)], 8, 360, 45),
  'golden-whale': boss([pays(100, 50), pays(150, 30), pays(250, 15), pays(400, 5)], 8, 460, 40),
  'mermaid-queen': boss([pays(100, 40), pays(188, 30), pays(288, 20), pays(388, 8), pays(888, 2)], 6, 320, 55),
  'jade-dragon': boss([pays(100, 50), pays(120, 30), pays(160, 15), pays(250, 5)], 8, 420, 55),
  'golden-dragon': boss(
    [pays(100, 35), pays(150, 25), pays(200, 20), pays(300, 12), pays(500, 6), pays(1000, 2)],
    5,
    480,
    45,
  ),
  'shark-king': boss([pays(100, 40), pays(150, 25), pays(200, 20), pays(300, 10), pays(500, 5)], 6, 400, 70),
  megalodon: boss([pays(150, 40), pays(200, 30), pays(300, 20), pays(500, 8), pays(800, 2)], 4, 480, 60),
} satisfies Record<string, FishShape>;

export type FishId = keyof typeof SHAPES;

/** Every fish by id, its id included in it. */
export const FISH = Object.fromEntries(
  Object.entries(SHAPES).map(([id, shape]): [string, FishSpecies] => [id, { id, ...shape }]),
) as Readonly<Record<FishId, FishSpecies>>;
