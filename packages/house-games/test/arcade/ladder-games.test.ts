import { type Fraction, fraction, fractionAdd, fractionMul } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type LadderState, ladderMultiple } from '../../src/arcade/ladder.js';
import { goal, tower } from '../../src/arcade/ladder-games.js';
import type { HouseGame } from '../../src/game.js';
import { expectRefusedSpots, expectSimulatedReturn, inputErrorOf } from './helpers.js';

const LEVELS = {
  tower: {
    game: tower,
    verb: 'pick',
    floors: 9,
    levels: { easy: [4, 1], medium: [3, 1], hard: [2, 1], expert: [3, 2], master: [4, 3] },
  },
  goal: { game: goal, verb: 'shoot', floors: 8, levels: { small: [3, 1], medium: [4, 2], large: [5, 3] } },
} as const;

const play = (game: HouseGame<LadderState>, state: LadderState, actions: string[]): LadderState =>
  actions.reduce((current, action) => game.act(current, action).state, state);

const stateOf = (spot: string, traps: number[][], amount = '100'): LadderState => ({
  wagers: [{ spot, amount }],
  traps,
  picks: [],
  status: 'open',
});

/** Every way to place `traps` of `tiles` on one floor. */
function floorPlacements(tiles: number, traps: number): number[][] {
  const placements: number[][] = [];
  const extend = (from: number, chosen: number[]): void => {
    if (chosen.length === traps) placements.push(chosen);
    else for (let tile = from; tile < tiles; tile++) extend(tile + 1, [...chosen, tile]);
  };
  extend(0, []);
  return placements;
}

describe('tower and goal', () => {
  it('pay 0.99 / P(safe)^k after k floors, nothing on a trap', () => {
    const traps = Array.from({ length: 9 }, () => [0]);
    const twoFloors = play(tower, stateOf('tower-easy', traps), ['pick-1', 'pick-2', 'cashout']);
    expect(tower.payout(twoFloors)).toBe(176n); // 100 x 0.99 x (4/3)^2 = 176.0
    expect(tower.payout(play(tower, stateOf('tower-easy', traps), ['pick-1', 'pick-0']))).toBe(0n);
    const top = play(tower, stateOf('tower-hard', traps), Array(9).fill('pick-1'));
    expect(top.status).toBe('cleared');
    expect(tower.payout(top)).toBe(50_688n); // 100 x 0.99 x 2^9
    const kick = play(
      goal,
      stateOf(
        'goal-large',
        Array.from({ length: 8 }, () => [0, 1, 2]),
      ),
      ['shoot-4', 'cashout'],
    );
    expect(goal.payout(kick)).toBe(247n); // 100 x 0.99 x 5/2 = 247.5
  });

  it('hide the traps while open and show them once over; cashout only after a floor', () => {
    const traps = Array.from({ length: 8 }, () => [1]);
    const fresh = stateOf('goal-small', traps);
    expect(goal.actions(fresh)).toEqual(['shoot-0', 'shoot-1', 'shoot-2']);
    expect(inputErrorOf(() => goal.act(fresh, 'cashout')).field).toBe('action');
    const once = play(goal, fresh, ['shoot-0']);
    expect(goal.view(once)).not.toHaveProperty('traps');
    expect(goal.view(once)).toMatchObject({ picks: [0], multiple: { text: '1.48' }, tiles: 3, floors: 8 });
    expect(goal.actions(once)).toContain('cashout');
    expect(goal.view(play(goal, once, ['shoot-1']))).toMatchObject({ traps, outcome: 'lose', status: 'busted' });
    expect(inputErrorOf(() => goal.act(once, 'shoot-3')).field).toBe('action');
  });

  it('return exactly 99 % at every floor of every level', () => {
    for (const { game, floors, levels } of Object.values(LEVELS)) {
      for (const [name, [tiles, traps]] of Object.entries(levels)) {
        const rule = game.rules().spots.find((spot) => spot.spot.endsWith(`-${name}`));
        expect(rule?.returnToPlayer, name).toEqual(fraction(99, 100));
        for (let k = 1; k <= floors; k++) {
          const survive = fraction(BigInt(tiles - traps) ** BigInt(k), BigInt(tiles) ** BigInt(k));
          expect(fractionMul(survive, ladderMultiple({ tiles, traps }, k)), `${name} ${k}`).toEqual(fraction(99, 100));
        }
      }
    }
  });

  it('return exactly 99 % over every trap placement of the first floors, played through act and payout', () => {
    for (const { game, verb, floors, levels } of Object.values(LEVELS)) {
      for (const [name, [tiles, traps]] of Object.entries(levels)) {
        const placements = floorPlacements(tiles, traps);
        for (let k = 1; k <= 2; k++) {
          const stake = ladderMultiple({ tiles, traps }, k).den;
          let paid: Fraction = fraction(0);
          let boards = 0;
          const fill = (chosen: number[][]): void => {
            if (chosen.length < k) {
              for (const placement of placements) fill([...chosen, placement]);
              return;
            }
            const rest = Array.from({ length: floors - k }, () => placements[0]!);
            let state = stateOf(`${game.id}-${name}`, [...chosen, ...rest], String(stake));
            for (let floor = 0; floor < k && state.status === 'open'; floor++) state = play(game, state, [`${verb}-0`]);
            if (state.status === 'open') state = play(game, state, ['cashout']);
            paid = fractionAdd(paid, fraction(game.payout(state), stake));
            boards++;
          };
          fill([]);
          expect(fraction(paid.num, paid.den * BigInt(boards)), `${name} ${k}`).toEqual(fraction(99, 100));
        }
      }
    }
  });

  it('draw the traps uniformly: seeded simulations return 99 %', () => {
    const climb = (floors: number) => (state: LadderState, actions: string[]) =>
      state.picks.length < floors ? actions[state.picks.length % (actions.length - 1)]! : 'cashout';
    expectSimulatedReturn(tower, { spot: 'tower-medium', amount: 100n }, 0.99, 1500, 50, climb(3));
    expectSimulatedReturn(goal, { spot: 'goal-medium', amount: 100n }, 0.99, 1500, 51, climb(2));
  });

  it('refuse levels they do not have', () => {
    expectRefusedSpots(tower, ['tower-legend', 'tower-', 'goal-small', 'tower-constructor']);
    expectRefusedSpots(goal, ['goal-huge', 'tower-easy', 'goal-toString']);
  });
});
