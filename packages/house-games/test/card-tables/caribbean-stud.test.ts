import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { type CaribbeanStudState, caribbeanStud, caribbeanStudStrategy } from '../../src/card-tables/caribbean-stud.js';
import { HouseGameInputError } from '../../src/game.js';
import { seededStream } from '../play.js';
import { cards, simulate } from './crafted.js';

const state = (player: string, dealer: string): CaribbeanStudState => ({
  wagers: [{ spot: 'ante', amount: '100' }],
  player: cards(player),
  dealer: cards(dealer),
  decision: null,
});
const raised = (player: string, dealer: string) => caribbeanStud.act(state(player, dealer), 'raise');

describe('caribbean stud', () => {
  it('pays the ante 1:1 and the raise by the hand against a qualifying dealer', () => {
    const flush = raised('2h 6h 9h Jh Kh', 'As Kd 9c 5d 3c');
    expect(flush.extraStake).toBe(200n);
    expect(caribbeanStud.payout(flush.state)).toBe(200n + 1200n); // raise 5:1
    expect(caribbeanStud.payout(raised('Ts Js Qs Ks As', '2d 2c 9c 5d 3c').state)).toBe(200n + 20200n); // 100:1
    expect(caribbeanStud.payout(raised('Ah Kh 9s 5h 2c', 'As Kd 9c 5d 3c').state)).toBe(0n); // loses to A-K-9-5-3
    expect(caribbeanStud.payout(raised('Ah Kh 9s 5h 3c', 'As Kd 9c 5d 3d').state)).toBe(300n); // equal: push
  });

  it('pays the ante only when the dealer does not qualify, and nothing on a fold', () => {
    expect(caribbeanStud.payout(raised('7h 7d 9s 5h 2c', 'As Qd 9c 5d 3c').state)).toBe(200n + 200n);
    expect(caribbeanStud.payout(caribbeanStud.act(state('7h 7d 9s 5h 2c', 'As Kd 9c 5d 3c'), 'fold').state)).toBe(0n);
  });

  it('shows the dealer up card only while open', () => {
    expect(caribbeanStud.view(state('7h 7d 9s 5h 2c', 'As Kd 9c 5d 3c'))).toMatchObject({
      dealer: cards('As'),
      dealerHand: null,
      playerHand: 'pair',
      outcome: null,
    });
  });

  it('raises by the rules of thumb', () => {
    expect(caribbeanStudStrategy(state('2h 2d 9s 5h 3c', 'As Kd 9c 5d 3d'))).toBe('raise'); // any pair
    expect(caribbeanStudStrategy(state('Ah Qd 9s 5h 3c', '9c Kd 8c 5d 3d'))).toBe('fold'); // below ace-king
    expect(caribbeanStudStrategy(state('Ah Kd 9s 5h 3c', '9c 2d 8c 5d 3d'))).toBe('raise'); // up card matched
    expect(caribbeanStudStrategy(state('Ah Kd 9s 5h 3c', 'Tc 2d 8c 5d 3d'))).toBe('fold');
    expect(caribbeanStudStrategy(state('Ah Kd Js 5h 3c', 'Ac 2d 8c 5d 3d'))).toBe('raise'); // jack against an ace
    expect(caribbeanStudStrategy(state('Ah Kd Qs 8h 3c', '7c 2d 8c 5d 3d'))).toBe('raise'); // queen, 7 below the 8
  });

  it('returns about the stated 94.78 % (40,000 seeded rounds, a 3-sigma band)', () => {
    const { meanNet, sd } = simulate(caribbeanStud, 'ante', caribbeanStudStrategy, seededStream(12), 40_000);
    const stated = fractionToNumber(caribbeanStud.rules().returnToPlayer);
    expect(Math.abs(1 + meanNet - stated)).toBeLessThan((3 * sd) / Math.sqrt(40_000));
  }, 60_000);

  it('refuses an unknown spot and a second decision', () => {
    expect(() => caribbeanStud.checkWagers([{ spot: 'jackpot', amount: 1n }])).toThrow(HouseGameInputError);
    expect(() => caribbeanStud.act(raised('7h 7d 9s 5h 2c', 'As Kd 9c 5d 3c').state, 'fold')).toThrow(
      HouseGameInputError,
    );
  });
});

describe.skipIf(process.env.SOAK !== 'full')('caribbean stud return, full size', () => {
  it('has the stated return inside the 95 % interval of 4 million rounds of the rules of thumb', () => {
    const { meanNet, halfWidth95 } = simulate(
      caribbeanStud,
      'ante',
      caribbeanStudStrategy,
      seededStream(99),
      4_000_000,
    );
    expect(Math.abs(1 + meanNet - fractionToNumber(caribbeanStud.rules().returnToPlayer))).toBeLessThan(halfWidth95);
  }, 1_800_000);
});
