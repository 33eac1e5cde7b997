import { type LiveKind, liveKindsList } from '@portal/contracts';
import { commonDrawBlackjack, type HouseGame, houseGameById, liveInstantGame } from '@portal/house-games';

/**
 * Which live table a title is, from its code alone, as a vendor knows its catalogue: a live studio names its
 * tables `<kind>-<number>` ('baccarat-3', 'speed-baccarat-1', 'money-wheel-2'). The number sets the table's limits
 * (a table's tier), never its maths; the kind its game and its pace.
 */
export interface LiveTitle {
  kind: LiveKind;
  tableNumber: number;
  /** The game the table settles with: an instant one, or one whose seats decide (`decisions`). */
  game: HouseGame;
  /** Each seat decides after the deal (blackjack, casino hold'em): one bet a round, then its moves. */
  decisions: boolean;
  timing: LiveTiming;
  limits: LiveLimits;
}

export interface LiveTiming {
  /** Bets are open this long from the round's start. */
  bettingMs: number;
  /** Then the seats decide this long (0 at the tables that take no decisions). */
  decisionMs: number;
  /** After bets close the result is revealed over this long (cards squeezed, the wheel spun)... */
  revealMs: number;
  /** ...and then shown this long before the next round opens. */
  resultMs: number;
}

export interface LiveLimits {
  chips: readonly bigint[];
  maxSpot: bigint;
  maxRound: bigint;
}

const seconds = (betting: number, reveal: number, result: number, decision = 0): LiveTiming => ({
  bettingMs: betting * 1000,
  decisionMs: decision * 1000,
  revealMs: reveal * 1000,
  resultMs: result * 1000,
});

/** A round's pace by kind: speed baccarat deals fast, squeeze baccarat reveals its cards slowly. */
const timings: Partial<Record<LiveKind, LiveTiming>> = {
  'speed-baccarat': seconds(8, 2, 3),
  'squeeze-baccarat': seconds(15, 9, 4),
  'dragon-tiger': seconds(10, 2, 3),
  roulette: seconds(15, 6, 4),
  'money-wheel': seconds(15, 6, 4),
  'fan-tan': seconds(15, 5, 4),
  blackjack: seconds(15, 3, 4, 12),
  'casino-hold-em': seconds(15, 3, 4, 12),
};
const usualTiming = seconds(15, 4, 4);

/** Tiers by table number: 1, 4, 7... the usual table; 2, 5, 8... low stakes; 3, 6, 9... VIP. */
const tiers: readonly (readonly bigint[])[] = [
  [1000n, 5000n, 10000n, 25000n, 50000n, 100000n],
  [100n, 500n, 1000n, 2500n, 5000n, 10000n],
  [10n, 50n, 100n, 500n, 1000n, 2500n],
];

export function limitsOfTable(tableNumber: number): LiveLimits {
  const chips = tiers[tableNumber % 3]!;
  const largest = chips[chips.length - 1]!;
  return { chips, maxSpot: largest * 10n, maxRound: largest * 20n };
}

const kinds: ReadonlySet<string> = new Set(liveKindsList);

/** The tables whose seats decide: every seat shares the deal and makes its own moves on the timer. */
const decidingGames: Partial<Record<LiveKind, HouseGame>> = {
  blackjack: commonDrawBlackjack as HouseGame,
  'casino-hold-em': houseGameById('casino-holdem')!,
};

/** The live table a code names, or null: not a live title, or a kind this server has no table for yet. */
export function liveTitleOf(gameCode: string): LiveTitle | null {
  const match = /^([a-z-]+)-([1-9]\d{0,3})$/.exec(gameCode);
  if (!match || !kinds.has(match[1]!)) return null;
  const kind = match[1] as LiveKind;
  const deciding = decidingGames[kind];
  const game = deciding ?? liveInstantGame(kind);
  if (!game) return null;
  const tableNumber = Number(match[2]);
  return {
    kind,
    tableNumber,
    game,
    decisions: deciding !== undefined,
    timing: timings[kind] ?? usualTiming,
    limits: limitsOfTable(tableNumber),
  };
}

/** The key a table's rounds are streamed with (`<key>:<number>:k`) and its row is found by. */
export const tableKeyOf = (studio: string, gameCode: string) => `${studio}/${gameCode}`;
