import {
  ANTE_BONUS,
  ANTE_PAYS,
  PAIR_PLUS_RETURN,
  RAISE_PAYS,
  RED_DOG_TRIPS_PAYS,
  spreadReturn,
} from '@portal/house-games';

/**
 * The pay tables the boards print and the views light (built from the maths' own tables in @portal/house-games): rows of a hand id ('hand.<id>' or a row of the view's words) and what it pays.
 */
export interface PayRow {
  /** A text key. */
  label: string;
  values?: Record<string, string | number>;
  pays: string;
  /** The PokerCategory ids (or red dog's row ids) the row pays for. */
  ids: string[];
}

const row = (id: string, pays: string): PayRow => ({ label: `hand.${id}`, pays, ids: [id] });
const toOne = (pays: number) => `${pays}:1`;
/** Rows of a table keyed by hand, best first (the maths' order of the categories is worst first). */
const rowsOf = (table: Readonly<Record<string, number>>, paysOf = (value: number) => value): PayRow[] =>
  Object.entries(table)
    .filter(([, value]) => paysOf(value) > 0)
    .reverse()
    .map(([id, value]) => row(id, toOne(paysOf(value))));

/** Pair plus is kept as a return (stake included): 2 for a pair is 1:1. */
export const pairPlusRows: PayRow[] = rowsOf(PAIR_PLUS_RETURN, (value) => value - 1);
export const anteBonusRows: PayRow[] = rowsOf(ANTE_BONUS);

/** Caribbean stud's raise: a pair or less (the dealer qualified) pays 1:1. */
export const raisePayRows: PayRow[] = [
  ...rowsOf(RAISE_PAYS).filter((paid) => !paid.ids.includes('pair') && !paid.ids.includes('high-card')),
  { label: 'hand.pair', pays: toOne(RAISE_PAYS.pair), ids: ['pair', 'high-card'] },
];

const straightOrLess = ['straight', 'three-of-a-kind', 'two-pair', 'pair', 'high-card'];
export const holdemAnteRows: PayRow[] = [
  ...rowsOf(ANTE_PAYS).filter((paid) => !straightOrLess.includes(paid.ids[0]!)),
  { label: 'duels.straightOrLess', pays: toOne(ANTE_PAYS.straight), ids: straightOrLess },
];

export const spreadRows: PayRow[] = [
  { label: 'result.three-of-a-kind', pays: toOne(RED_DOG_TRIPS_PAYS), ids: ['three-of-a-kind'] },
  ...[1, 2, 3].map((n) => ({
    label: 'duels.spread',
    values: { n },
    pays: toOne(spreadReturn(n) - 1),
    ids: [`spread-${n}`],
  })),
  { label: 'duels.spreadMore', pays: toOne(spreadReturn(4) - 1), ids: ['spread-4'] },
];

/** Red dog's row for a spread: 'spread-1' to 'spread-4' (4 or more). */
export const spreadRow = (spread: number): string => `spread-${Math.min(spread, 4)}`;
export const spreadPays = (spread: number): string => spreadRows.find((r) => r.ids.includes(spreadRow(spread)))!.pays;

/** A total as the felt prints it: '7/17' while an ace still counts either way. */
export const totalLabel = ({ total, soft }: { total: number; soft: boolean }, settled: boolean): string =>
  soft && total < 21 && !settled ? `${total - 10}/${total}` : String(total);

/** A result's tone on the felt. */
export const toneOf = (result: string): 'won' | 'push' | 'lost' =>
  result === 'push' ? 'push' : ['lose', 'bust', 'fold'].includes(result) ? 'lost' : 'won';
