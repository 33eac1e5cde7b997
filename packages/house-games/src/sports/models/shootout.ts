import { type EventModel, quantisedModel, type WeightedResult } from '../distribution.js';
import { eloExpectation, sidesOf } from '../ratings.js';
import type { Competitor } from '../types.js';

/**
 * A penalty shoot-out: five kicks each, home first in every round, stopped as soon as one side cannot be caught;
 * then sudden death, round by round, until one side scores and the other does not. The score is the goals of the
 * shoot-out. Each side converts a kick with 0.75 ± 0.2 × (Elo expectation − 0.5). After 15 rounds still level
 * (vanishingly rare) a decider goes to each side in proportion to its conversion chance, scored as one more round
 * that only the winner scores, so the distribution is finite and enumerated exactly.
 */
const REGULATION_ROUNDS = 5;
const MAX_ROUNDS = 15;
const BASE_CONVERSION = 0.75;
const CONVERSION_SPREAD = 0.2;

/** Each side's chance of scoring a kick. */
export function conversionChances(competitors: readonly Competitor[]): { home: number; away: number } {
  const [home, away] = sidesOf(competitors);
  const edge = eloExpectation(home.rating, away.rating) - 0.5;
  return { home: BASE_CONVERSION + CONVERSION_SPREAD * edge, away: BASE_CONVERSION - CONVERSION_SPREAD * edge };
}

interface KickState {
  homeKicks: number;
  homeGoals: number;
  awayKicks: number;
  awayGoals: number;
  probability: number;
}

/** Whether a side is out of reach: its lead is more than the kicks the other has left in the first five rounds. */
const decidedInRegulation = (state: KickState) =>
  state.homeGoals > state.awayGoals + REGULATION_ROUNDS - state.awayKicks ||
  state.awayGoals > state.homeGoals + REGULATION_ROUNDS - state.homeKicks;

/** The final scores, with their chances: exact, by walking every kick. */
export function shootoutScores(homeConversion: number, awayConversion: number): WeightedResult[] {
  const finals = new Map<string, WeightedResult>();
  const finish = (home: number, away: number, probability: number) => {
    if (probability === 0) return;
    const key = `${home}-${away}`;
    const entry = finals.get(key);
    if (entry) entry.probability += probability;
    else finals.set(key, { result: { kind: 'score', home, away }, probability });
  };

  let running: KickState[] = [{ homeKicks: 0, homeGoals: 0, awayKicks: 0, awayGoals: 0, probability: 1 }];
  for (let kick = 0; kick < 2 * REGULATION_ROUNDS; kick++) {
    const homeKicking = kick % 2 === 0;
    const conversion = homeKicking ? homeConversion : awayConversion;
    const next: KickState[] = [];
    for (const state of running) {
      for (const scored of [true, false]) {
        const after: KickState = {
          homeKicks: state.homeKicks + (homeKicking ? 1 : 0),
          homeGoals: state.homeGoals + (homeKicking && scored ? 1 : 0),
          awayKicks: state.awayKicks + (homeKicking ? 0 : 1),
          awayGoals: state.awayGoals + (!homeKicking && scored ? 1 : 0),
          probability: state.probability * (scored ? conversion : 1 - conversion),
        };
        if (decidedInRegulation(after)) finish(after.homeGoals, after.awayGoals, after.probability);
        else next.push(after);
      }
    }
    running = next;
  }

  // Only level states survive five full rounds; sudden death keeps them level or ends them, a round at a time.
  let level = new Map<number, number>();
  for (const state of running) level.set(state.homeGoals, (level.get(state.homeGoals) ?? 0) + state.probability);
  for (let round = REGULATION_ROUNDS; round < MAX_ROUNDS; round++) {
    const next = new Map<number, number>();
    for (const [goals, probability] of level) {
      finish(goals + 1, goals, probability * homeConversion * (1 - awayConversion));
      finish(goals, goals + 1, probability * (1 - homeConversion) * awayConversion);
      const stillLevel = homeConversion * awayConversion;
      next.set(goals + 1, (next.get(goals + 1) ?? 0) + probability * stillLevel);
      const bothMissed = (1 - homeConversion) * (1 - awayConversion);
      next.set(goals, (next.get(goals) ?? 0) + probability * bothMissed);
    }
    level = next;
  }
  // The better kicker is the likelier to take the decider; two sides that never score toss for it.
  const bothConversions = homeConversion + awayConversion;
  const homeDecider = bothConversions > 0 ? homeConversion / bothConversions : 0.5;
  for (const [goals, probability] of level) {
    finish(goals + 1, goals, probability * homeDecider);
    finish(goals, goals + 1, probability * (1 - homeDecider));
  }
  return [...finals.values()];
}

export function shootoutModel(competitors: readonly Competitor[]): EventModel {
  const { home, away } = conversionChances(competitors);
  return quantisedModel(shootoutScores(home, away));
}
