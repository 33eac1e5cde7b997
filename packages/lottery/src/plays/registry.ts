// Every play of every kind, in menu order, looked up by id.
import type { DrawShape, PlayDefinition } from '../types.js';
import { elevenFivePlays } from './11x5.js';
import { luckyFarmPlays } from './lf.js';
import { lhcPlays } from './lhc.js';
import type { PlayRules } from './model.js';
import { pk10Plays } from './pk10.js';
import { seaPlays } from './sea.js';
import { sscPlays } from './ssc.js';
import { vnPlays } from './vn.js';

const allPlays: readonly PlayRules[] = [
  ...sscPlays,
  ...elevenFivePlays,
  ...pk10Plays,
  ...lhcPlays,
  ...luckyFarmPlays,
  ...vnPlays,
  ...seaPlays,
];

const byId = new Map<string, PlayRules>();
for (const rules of allPlays) {
  // Ids are stored with bets and used as i18n keys: a clash would settle one play by another's rules.
  if (byId.has(rules.definition.id)) throw new Error(`lottery: play id ${rules.definition.id} is used twice`);
  byId.set(rules.definition.id, rules);
}

export function playsOf(shape: DrawShape): PlayDefinition[] {
  return allPlays
    .map((rules) => rules.definition)
    .filter(
      (play) =>
        play.kind === shape.kind && (!play.layouts || (shape.layout !== null && play.layouts.includes(shape.layout))),
    );
}

export const playById = (id: string): PlayDefinition | undefined => byId.get(id)?.definition;

/** The rules behind a definition (looked up by id, so a copy of a definition works as well as the original). */
export function rulesOf(play: PlayDefinition): PlayRules {
  const rules = byId.get(play.id);
  if (!rules) throw new Error(`lottery: unknown play ${play.id}`);
  return rules;
}
