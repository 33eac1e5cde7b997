import { runSampler } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { arcadeGames } from '../../src/arcade/index.js';
import { seededStream } from '../play.js';

const sampleSpot: Record<string, string> = {
  'coin-flip': 'heads',
  dice: 'under-5000',
  limbo: 'target-200',
  crash: 'cashout-200',
  jet: 'cashout-150',
  balloon: 'cashout-300',
  plinko: 'plinko-16-high',
  wheel: 'wheel-50-medium',
  mines: 'mines-5',
  tower: 'tower-expert',
  goal: 'goal-large',
  'hi-lo': 'hi-lo',
};

describe('the arcade games', () => {
  it('are the twelve of the catalogue, kind AC, with unique ids', () => {
    expect(arcadeGames.map((game) => game.id).sort()).toEqual(Object.keys(sampleSpot).sort());
    expect(arcadeGames.every((game) => game.kind === 'AC')).toBe(true);
  });

  it('keep JSON states and short actions, and state rules with a positive max win', () => {
    const next = seededStream(99);
    for (const game of arcadeGames) {
      const wagers = [{ spot: sampleSpot[game.id]!, amount: 100n }];
      game.checkWagers(wagers);
      let state = runSampler(game.deal(wagers), next);
      for (let actions = game.actions(state); actions.length > 0; actions = game.actions(state)) {
        expect(JSON.parse(JSON.stringify(state)), game.id).toEqual(state);
        expect(
          actions.every((action) => action.length <= 40),
          game.id,
        ).toBe(true);
        state = game.act(state, actions.includes('cashout') ? 'cashout' : actions[0]!).state;
      }
      expect(JSON.parse(JSON.stringify(state)), game.id).toEqual(state);
      expect(JSON.stringify(game.view(state)), game.id).toContain('"');
      expect(game.payout(state) >= 0n, game.id).toBe(true);
      expect(game.rules().maxWinMultiple, game.id).toBeGreaterThan(1);
    }
  });
});
