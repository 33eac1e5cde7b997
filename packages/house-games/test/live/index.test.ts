import { describe, expect, it } from 'vitest';
import { liveInstantGame } from '../../src/live/index.js';

/** Each of the API's kinds (liveKindsList in @portal/contracts) and the game it settles with. */
const settledWith = {
  baccarat: 'baccarat',
  'speed-baccarat': 'baccarat',
  'squeeze-baccarat': 'baccarat',
  roulette: 'european-roulette',
  blackjack: null,
  'dragon-tiger': 'dragon-tiger',
  'sic-bo': 'sic-bo',
  'xoc-dia': 'xoc-dia',
  'fan-tan': 'fan-tan',
  'bull-bull': 'bull-bull',
  'casino-hold-em': null,
  'teen-patti': 'teen-patti',
  'andar-bahar': 'andar-bahar',
  'money-wheel': 'money-wheel',
};
const liveKinds = Object.keys(settledWith);

describe('live tables', () => {
  it('settles each instant kind with its game, and none for the tables that take decisions', () => {
    expect(Object.fromEntries(liveKinds.map((kind) => [kind, liveInstantGame(kind)?.id ?? null]))).toEqual(settledWith);
    expect(liveInstantGame('speed-baccarat')).toBe(liveInstantGame('baccarat'));
    for (const kind of liveKinds) expect(liveInstantGame(kind)?.kind ?? 'TG').toBe('TG');
  });
});
