import { minorToDecimal, type OperatorLotteryGame, type ResultFormat } from '@portal/contracts';
import { fill, type Strings } from '../strings';

type GameStrings = Strings['games'];

/** Minor units in the game's currency, as the operator's language writes money (from the exact decimal). */
export function money(minor: string, currency: string): string {
  const format = new Intl.NumberFormat(document.documentElement.lang || 'en', { style: 'currency', currency });
  const decimals = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(minorToDecimal(minor, decimals) as `${number}`);
}

/** A time in a table cell: without the year (the issue number carries the day), in the operator's time zone. */
export function shortTime(iso: string): string {
  const language = document.documentElement.lang || 'en';
  const format = { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' } as const;
  return new Intl.DateTimeFormat(language, format).format(new Date(iso));
}

/** The game's name in the console's language, else in English. */
export const gameName = (game: OperatorLotteryGame, g: GameStrings) => game.names[g.nameLanguage] ?? game.name;

/** A result as it reads: numbers in draw order; Mark Six's seventh (the special number) after a plus. */
export function resultText(game: OperatorLotteryGame, result: string[] | null): string {
  if (!result) return '–';
  if (game.kind === 'LHC' && result.length === 7) return `${result.slice(0, 6).join(' ')} + ${result[6]}`;
  return result.join(' ');
}

/** How long before each draw sales close: minutes, or seconds for the fast games. */
export const closeBeforeText = (seconds: number, g: GameStrings) =>
  seconds >= 60 && seconds % 60 === 0 ? fill(g.minutes, { minutes: seconds / 60 }) : fill(g.seconds, { seconds });

/** What a result of the game is, in words: "7 different numbers from 01 to 49". */
export function formatText(format: ResultFormat, g: GameStrings): string {
  const count = format.lengths.length;
  if (format.max !== null) return fill(g.shapePool, { count, max: String(format.max).padStart(2, '0') });
  const from = Math.min(...format.lengths);
  const to = Math.max(...format.lengths);
  if (from !== to) return fill(g.shapeMixed, { count, from, to });
  return from === 1 ? fill(g.shapeSingle, { count }) : fill(g.shapeDigits, { count, digits: from });
}

/** The prizes of a VN result in order (LOTTERY.md §2 VN): ĐB first, then G1, G2 x2, ... as tiers and counts. */
const vnTiers = {
  north: [
    ['1', 1],
    ['2', 2],
    ['3', 6],
    ['4', 4],
    ['5', 6],
    ['6', 3],
    ['7', 4],
  ],
  south: [
    ['1', 1],
    ['2', 1],
    ['3', 2],
    ['4', 7],
    ['5', 1],
    ['6', 3],
    ['7', 1],
    ['8', 1],
  ],
} as const;

/** The label of each number of the game's result, in draw order. */
export function numberLabels(game: OperatorLotteryGame, g: GameStrings): string[] {
  const count = game.resultFormat.lengths.length;
  const each = (template: string) => Array.from({ length: count }, (_, index) => fill(template, { n: index + 1 }));
  switch (game.kind) {
    case 'LHC':
      return each(g.markSixNumber).map((label, index) => (index === 6 ? g.special : label));
    case 'SSC':
      return each(g.digit);
    case 'VN': {
      const tiers = vnTiers[game.layout === 'south' ? 'south' : 'north'];
      const labels = tiers.flatMap(([tier, times]) =>
        Array.from({ length: times }, (_, index) =>
          times === 1 ? fill(g.vnPrize, { tier }) : fill(g.vnPrizeOf, { tier, n: index + 1 }),
        ),
      );
      return [g.vnSpecial, ...labels];
    }
    case 'SEA':
      return [
        ...g.seaPrizes,
        ...Array.from({ length: 10 }, (_, index) => fill(g.seaStarter, { n: index + 1 })),
        ...Array.from({ length: 10 }, (_, index) => fill(g.seaConsolation, { n: index + 1 })),
      ];
    default:
      return each(g.ball);
  }
}

/** A typed ball of a numbered pool, as the server takes it: "7" is "07". */
export const normalised = (format: ResultFormat, value: string) => {
  const trimmed = value.trim();
  return format.max !== null && /^[0-9]$/.test(trimmed) ? trimmed.padStart(2, '0') : trimmed;
};

/**
 * The server's rule for an official result (its digits, range, repeats), checked before sending: the message for
 * each number at fault, by position (null where it is right).
 */
export function resultProblems(format: ResultFormat, values: string[], g: GameStrings): (string | null)[] {
  return values.map((value, index) => {
    const digits = format.lengths[index] ?? 0;
    if (!new RegExp(`^[0-9]{${digits}}$`).test(value)) return fill(g.needDigits, { digits });
    if (format.max !== null && (Number(value) < 1 || Number(value) > format.max)) {
      return fill(g.needRange, { max: format.max });
    }
    if (format.distinct && values.indexOf(value) !== index) return g.repeated;
    return null;
  });
}
