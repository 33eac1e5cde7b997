// Prints the published figures of every slot model with features (npm run slot-figures -w apps/game-server): a
// simulation on a seeded generator, in runs of a million rounds until the return's 95 % interval is within
// ±0.75 % (at least 2 million, at most 20), with the hit rate, as each model file's `published` holds them. The
// same seed and rounds give the same figures (the slow test plays them again under SOAK=full).
import { publishedSeed, seededRandom, simulate, Tally } from '../src/slots/features/simulate.js';
import { featureModels } from '../src/slots/models/index.js';

const percent = (fraction: number) => Math.round(fraction * 1_000_000) / 10_000;
// MODELS=low (any part of an id) runs only the models whose figures changed.
const only = process.env.MODELS;
for (const model of featureModels.filter((candidate) => !only || candidate.id.includes(only))) {
  const random = seededRandom(publishedSeed);
  const tally = new Tally();
  while (tally.rounds < 2_000_000 || (tally.halfWidth > 0.0075 && tally.rounds < 20_000_000)) {
    simulate(model, 1_000_000, random, tally);
  }
  const figures = [
    `rtpPercent: ${percent(tally.mean)}`,
    `rtpHalfWidthPercent: ${percent(tally.halfWidth)}`,
    `hitRatePercent: ${percent(tally.hitRate)}`,
    `rounds: ${tally.rounds}`,
  ];
  console.log(`${model.id}: published: { ${figures.join(', ')} },`);
}
