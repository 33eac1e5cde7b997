import { houseGames } from '@portal/house-games';
import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { finishingMoves } from '../src/house/finishing.js';

/** A seeded stream (mulberry32): the same deals every run. */
function stream(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** A wager each game takes (its first listed spot, or the pattern's first value). */
const wagerOf: Record<string, string> = {
  mines: 'mines-3',
  tower: 'tower-easy',
  goal: 'goal-small',
  bingo: 'cards-1',
  dice: 'under-5000',
  limbo: 'target-200',
  crash: 'cashout-200',
  jet: 'cashout-200',
  balloon: 'cashout-200',
  plinko: 'plinko-8-low',
  wheel: 'wheel-10-low',
  'european-roulette': 'red',
  'american-roulette': 'red',
  'sic-bo': 'big',
  'fan-tan': 'odd',
  baccarat: 'banker',
  'dragon-tiger': 'dragon',
  'andar-bahar': 'andar',
  craps: 'pass',
};

/** The games whose round may wait on a first pick that no rule can make for the player. */
const mayWait = new Set(['mines', 'tower', 'goal', 'hi-lo']);

describe('finishing a round its player left', () => {
  it('ends every game that waits for a move without staking more, or leaves only a pick game waiting', () => {
    const next = stream(24);
    for (const game of houseGames) {
      const spot = wagerOf[game.id] ?? game.rules().spots[0]!.spot;
      for (let round = 0; round < 12; round++) {
        const state = runSampler(game.deal([{ spot, amount: 100n }]), next);
        if (game.actions(state).length === 0) continue;
        const finished = finishingMoves(game, state);
        if (finished === null) {
          expect(mayWait.has(game.id), game.id).toBe(true);
          continue;
        }
        expect(game.actions(finished.state), game.id).toEqual([]);
        let replay: unknown = state;
        for (const move of finished.moves) {
          const acted = game.act(replay, move);
          expect(acted.extraStake, `${game.id} ${move}`).toBe(0n);
          replay = acted.state;
        }
      }
    }
  });
});
