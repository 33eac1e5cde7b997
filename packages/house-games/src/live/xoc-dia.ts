import { type Fraction, fraction, integerBelow } from '@portal/lottery';
import type { SpotRule } from '../game.js';
import {
  exactReturn,
  instantGame,
  largestMultiple,
  paysToOne,
  type SettledWager,
  ZERO_MULTIPLE,
} from '../table/instant.js';

/**
 * Xoc dia: four coins, red on one face and white on the other, are shaken under a bowl; bets are on the count of
 * red faces. Even (0, 2 or 4 red) and odd pay 0.96:1, four alike 14:1, three alike with one of the other colour
 * 2.8:1. The fair pays would be 1:1, 15:1 and 3:1; each is trimmed so every spot keeps an edge of 2 to 6.25 %.
 */
const SPOTS = ['even', 'odd', 'four-red', 'four-white', 'three-red', 'three-white'] as const;
type XocDiaSpot = (typeof SPOTS)[number];

export type CoinFace = 'red' | 'white';

/** What the browser shows once the bowl is lifted. */
export interface XocDiaView {
  /** Each wager with what it returned, stake included ('0' when lost). */
  wagers: SettledWager[];
  /** The four coins, in the order drawn. */
  coins: CoinFace[];
  /** How many of them show red, 0-4. */
  reds: number;
}

const COINS = 4;

/** 96 won for 100 staked: the stake and the win together. */
const EVEN_ODD_WIN = fraction(196, 100);

/** To one, on the count of red faces: four alike 14:1 (fair 15:1), three and one 2.8:1 (fair 3:1). */
const MULTIPLES: Record<Exclude<XocDiaSpot, 'even' | 'odd'>, { reds: number; pays: Fraction }> = {
  'four-red': { reds: 4, pays: paysToOne(14) },
  'four-white': { reds: 0, pays: paysToOne(14) },
  'three-red': { reds: 3, pays: paysToOne(14, 5) },
  'three-white': { reds: 1, pays: paysToOne(14, 5) },
};

const redsOf = (coins: readonly CoinFace[]): number => coins.filter((coin) => coin === 'red').length;

function multiple(coins: readonly CoinFace[], spot: string): Fraction {
  const reds = redsOf(coins);
  if (spot === 'even') return reds % 2 === 0 ? EVEN_ODD_WIN : ZERO_MULTIPLE;
  if (spot === 'odd') return reds % 2 === 1 ? EVEN_ODD_WIN : ZERO_MULTIPLE;
  if (!Object.hasOwn(MULTIPLES, spot)) return ZERO_MULTIPLE;
  const count = MULTIPLES[spot as keyof typeof MULTIPLES];
  return count.reds === reds ? count.pays : ZERO_MULTIPLE;
}

/** All 16 ways the four coins fall, each once. */
function everyToss(): (readonly [CoinFace[], bigint])[] {
  const tosses: (readonly [CoinFace[], bigint])[] = [];
  for (let bits = 0; bits < 2 ** COINS; bits++) {
    tosses.push([Array.from({ length: COINS }, (_, coin): CoinFace => ((bits >> coin) & 1 ? 'red' : 'white')), 1n]);
  }
  return tosses;
}

const PAYS: Record<XocDiaSpot, string> = {
  even: '0.96:1 (0, 2 or 4 red)',
  odd: '0.96:1 (1 or 3 red)',
  'four-red': '14:1',
  'four-white': '14:1',
  'three-red': '2.8:1 (three red, one white)',
  'three-white': '2.8:1 (three white, one red)',
};

export const xocDia = instantGame<CoinFace[], XocDiaView>({
  id: 'xoc-dia',
  spotProblem: (spot) =>
    (SPOTS as readonly string[]).includes(spot)
      ? null
      : `${spot} is not a spot: even, odd, four-red, four-white, three-red or three-white`,
  *draw() {
    // Each coin on its own, either face with the same chance: 0 white, 1 red.
    const coins: CoinFace[] = [];
    for (let coin = 0; coin < COINS; coin++) coins.push((yield* integerBelow(2)) === 1 ? 'red' : 'white');
    return coins;
  },
  multiple,
  rules() {
    const tosses = everyToss();
    const spots: SpotRule[] = SPOTS.map((spot) => ({
      spot,
      pays: PAYS[spot],
      returnToPlayer: exactReturn(tosses, (coins) => multiple(coins, spot)),
    }));
    return {
      returnToPlayer: spots[0]!.returnToPlayer,
      method: { kind: 'exact' },
      maxWinMultiple: largestMultiple([EVEN_ODD_WIN, ...Object.values(MULTIPLES).map((count) => count.pays)]),
      spots,
    };
  },
  view: (coins, wagers) => ({ wagers, coins, reds: redsOf(coins) }),
});
