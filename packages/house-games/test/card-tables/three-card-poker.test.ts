import { fractionToNumber } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { threeCardCategoryOf, threeCardValue } from '../../src/card-tables/poker-hands.js';
import {
  type ThreeCardPokerState,
  threeCardPoker,
  threeCardPokerStrategy,
} from '../../src/card-tables/three-card-poker.js';
import {
  allThreeCardHands,
  DEALER_HANDS,
  dealerOutcomes,
  exactAnteReturn,
  playReturnTimesDealerHands,
} from '../../src/card-tables/three-card-poker-return.js';
import { HouseGameInputError } from '../../src/game.js';
import { seededStream } from '../play.js';
import { cards, simulate } from './crafted.js';

const state = (player: string, dealer: string, pairPlus = true): ThreeCardPokerState => ({
  wagers: [{ spot: 'ante', amount: '100' }, ...(pairPlus ? [{ spot: 'pair-plus', amount: '10' }] : [])],
  player: cards(player),
  dealer: cards(dealer),
  decision: null,
});
const paid = (s: ThreeCardPokerState, action: string) => {
  const acted = threeCardPoker.act(s, action);
  return { extra: acted.extraStake, paid: threeCardPoker.payout(acted.state) };
};

const QUEEN_HIGH = threeCardValue(cards('Qc 3d 2h'));
let handValues: number[] | undefined;

/** Outcome counts by checking every dealer hand against the player's cards: the slow way. */
function bruteForceOutcomes(player: number[]) {
  const hands = allThreeCardHands();
  handValues ??= hands.map(threeCardValue);
  const mine = threeCardValue(player);
  const counts = { notQualifying: 0, playerWins: 0, ties: 0, dealerWins: 0 };
  hands.forEach((dealer, index) => {
    if (dealer.some((card) => player.includes(card))) return;
    const theirs = handValues![index]!;
    if (theirs < QUEEN_HIGH) counts.notQualifying++;
    else if (mine > theirs) counts.playerWins++;
    else if (mine === theirs) counts.ties++;
    else counts.dealerWins++;
  });
  return counts;
}

describe('three card poker', () => {
  it('pays ante, play, ante bonus and pair plus on known hands', () => {
    // Pair of kings beats the dealer's ace-high: ante and play 1:1, pair plus 1:1.
    expect(paid(state('Ks Kd 4c', 'Ah 9d 3c'), 'play')).toEqual({ extra: 100n, paid: 400n + 20n });
    // The dealer's jack-high does not qualify: ante 1:1, play pushes; a straight adds the 1:1 bonus and 6:1.
    expect(paid(state('4s 5d 6c', 'Jh 9d 3c'), 'play').paid).toBe(200n + 100n + 100n + 70n);
    // A straight flush beats trips: ante 1:1 + bonus 5:1, play 1:1, pair plus 40:1.
    expect(paid(state('9s Ts Js', 'Ah Ad Ac'), 'play').paid).toBe(700n + 200n + 410n);
    // The bonus is paid even when the hand loses: a straight under trips keeps its 1:1 bonus and 6:1 pair plus.
    expect(paid(state('4s 5d 6c', '2h 2d 2c'), 'play').paid).toBe(100n + 70n);
    expect(paid(state('Qs 6d 4c', 'Qh 6c 4d', false), 'play').paid).toBe(200n); // equal hands push
    expect(paid(state('2s 2d 9c', 'As Kd 3c'), 'fold')).toEqual({ extra: 0n, paid: 20n }); // pair plus still pays
    expect(paid(state('Qs 6d 3c', 'Kh 9d 3h', false), 'fold').paid).toBe(0n);
  });

  it('keeps the dealer hidden until the player decides', () => {
    const open = threeCardPoker.view(state('Ks Kd 4c', 'Ah 9d 3c')) as { dealer: number[]; outcome: unknown };
    expect(open).toMatchObject({ dealer: [], outcome: null });
    const over = threeCardPoker.view(threeCardPoker.act(state('Ks Kd 4c', 'Ah 9d 3c'), 'play').state);
    expect(over).toMatchObject({ dealer: cards('Ah 9d 3c'), outcome: 'win', pairPlusReturn: 2 });
  });

  it('has the published returns: ante 3.37 % and pair plus 2.32 % house edge', () => {
    const rules = threeCardPoker.rules();
    expect(fractionToNumber(rules.returnToPlayer)).toBeCloseTo(1 - 0.0337, 4);
    expect(fractionToNumber(rules.spots.find((spot) => spot.spot === 'pair-plus')!.returnToPlayer)).toBeCloseTo(
      1 - 0.0232,
      4,
    );
  });

  it('counts the dealer hands by inclusion-exclusion as a check of every hand does (100 player hands)', () => {
    const hands = allThreeCardHands();
    for (let i = 0; i < hands.length; i += 221) {
      expect(dealerOutcomes(hands[i]!)).toEqual(bruteForceOutcomes(hands[i]!));
    }
  }, 60_000);

  it('plays queen-6-4 (expected -0.99338 ante) and folds queen-6-3 (-1.00255), the published borderline', () => {
    const expected = (labels: string) => playReturnTimesDealerHands(cards(labels)) / DEALER_HANDS - 2;
    expect(expected('Qs 6d 4c')).toBeCloseTo(-0.993378, 5);
    expect(expected('Qs 6d 3c')).toBeCloseTo(-1.00255, 5);
    expect(threeCardPokerStrategy(state('Qs 6d 4c', '2c 3c 4c'))).toBe('play');
    expect(threeCardPokerStrategy(state('Qs 6d 3c', '2c 3c 4c'))).toBe('fold');
  });

  it('agrees with the exact ante return in 20,000 seeded rounds (4 sigma)', () => {
    const { meanNet, sd } = simulate(threeCardPoker, 'ante', threeCardPokerStrategy, seededStream(5), 20_000);
    expect(Math.abs(1 + meanNet - fractionToNumber(exactAnteReturn()))).toBeLessThan((4 * sd) / Math.sqrt(20_000));
  }, 30_000);

  it('refuses a pair plus alone, an unknown spot, a repeated ante and a second decision', () => {
    expect(() => threeCardPoker.checkWagers([{ spot: 'pair-plus', amount: 1n }])).toThrow(HouseGameInputError);
    expect(() => threeCardPoker.checkWagers([{ spot: 'six-card', amount: 1n }])).toThrow(HouseGameInputError);
    const ante = { spot: 'ante', amount: 1n };
    expect(() => threeCardPoker.checkWagers([ante, ante])).toThrow(HouseGameInputError);
    const played = threeCardPoker.act(state('Ks Kd 4c', 'Ah 9d 3c'), 'play').state;
    expect(() => threeCardPoker.act(played, 'fold')).toThrow(HouseGameInputError);
  });
});

const BONUS: Record<string, number> = { straight: 1, 'three-of-a-kind': 4, 'straight-flush': 5 };

describe.skipIf(process.env.SOAK !== 'full')('three card poker, full enumeration', () => {
  it('finds the ante return by checking all 22,100 x 18,424 deals one by one', () => {
    const playFrom = threeCardValue(cards('Qs 6d 4c'));
    let net = 0;
    for (const hand of allThreeCardHands()) {
      if (threeCardValue(hand) < playFrom) {
        net -= DEALER_HANDS;
        continue;
      }
      const outcomes = bruteForceOutcomes(hand);
      const bonus = BONUS[threeCardCategoryOf(threeCardValue(hand))] ?? 0;
      net += bonus * DEALER_HANDS + 3 * outcomes.notQualifying + 4 * outcomes.playerWins + 2 * outcomes.ties;
      net -= 2 * DEALER_HANDS;
    }
    const exact = exactAnteReturn();
    expect(BigInt(22_100 * DEALER_HANDS + net) * exact.den).toBe(exact.num * BigInt(22_100 * DEALER_HANDS));
  }, 1_800_000);
});
