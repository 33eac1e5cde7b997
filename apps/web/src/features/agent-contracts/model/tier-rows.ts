import { type ContractTier, contractTiersSchema, parseAmount, rateAt } from '@portal/contracts';
import { maxRate, percentToBasisPoints, type RateProblem } from './rate';

/** One tier as typed in the editor: money in the site currency, a count, a percent. */
export interface TierRow {
  validBet: string;
  activeMembers: string;
  rate: string;
}
export type TierField = keyof TierRow;

export type TierProblem =
  | RateProblem
  | 'too_large'
  | 'whole_number'
  /** Asks no more than the tier before it (contracts' tiers must climb). */
  | 'overlaps'
  /** Pays no more than the tier before it. */
  | 'must_climb'
  /** Pays more than my own contract at these figures (the server refuses it too). */
  | 'above_mine';
export type TierProblems = Partial<Record<TierField, TierProblem>>;

export const emptyTierRow: TierRow = { validBet: '', activeMembers: '', rate: '' };

/** The most active members a tier may ask for (the contracts' bound). */
const maxMembers = 10_000_000;

/** A valid bet typed as money, in minor units. Unlike a payment, 0 is a valid bet: a first tier for every team. */
export function readValidBet(
  text: string,
  decimals: number,
): { ok: true; minor: bigint } | { ok: false; problem: TierProblem } {
  if (text.trim() === '') return { ok: false, problem: 'required' };
  if (/^0+(\.0+)?$/.test(text.trim())) return { ok: true, minor: 0n };
  const parsed = parseAmount(text, decimals);
  return parsed.ok ? parsed : { ok: false, problem: parsed.problem };
}

export function readMembers(text: string): { ok: true; count: number } | { ok: false; problem: TierProblem } {
  const trimmed = text.trim();
  if (trimmed === '') return { ok: false, problem: 'required' };
  if (!/^\d+$/.test(trimmed)) return { ok: false, problem: 'whole_number' };
  const count = Number(trimmed);
  return count > maxMembers ? { ok: false, problem: 'too_large' } : { ok: true, count };
}

/** My own contract's rate for a team with a row's figures, or null while the figures cannot be read. */
export function ceilingOf(row: TierRow, decimals: number, mine: readonly ContractTier[]): number | null {
  const validBet = readValidBet(row.validBet, decimals);
  const members = readMembers(row.activeMembers);
  return validBet.ok && members.ok ? rateAt(mine, validBet.minor, members.count) : null;
}

/**
 * Reads every row and checks them as the server will: each field on its own, then the contracts' rule
 * that tiers climb, then that no tier pays more than my own contract at its figures. Answers the
 * tiers to send, or null with the problems per row and field.
 */
export function checkTierRows(
  rows: readonly TierRow[],
  decimals: number,
  mine: readonly ContractTier[],
): { tiers: ContractTier[] | null; problems: TierProblems[] } {
  const problems: TierProblems[] = rows.map(() => ({}));
  const read = rows.map((row, index) => {
    const validBet = readValidBet(row.validBet, decimals);
    const members = readMembers(row.activeMembers);
    const rate = percentToBasisPoints(row.rate);
    const found = problems[index]!;
    if (!validBet.ok) found.validBet = validBet.problem;
    if (!members.ok) found.activeMembers = members.problem;
    if (!rate.ok) found.rate = rate.problem;
    const figures =
      validBet.ok && members.ok ? { validBet: String(validBet.minor), activeMembers: members.count } : null;
    return { figures, rate: rate.ok ? rate.rate : null };
  });
  // Each row is checked against its neighbour by the contracts' own rule (tiers climb) as far as both
  // can be read, and against my contract, so one unreadable field does not hide the other problems.
  read.forEach(({ figures, rate }, index) => {
    const before = read[index - 1];
    if (figures && before?.figures) {
      // Rates not both known stand in as ones that climb, so that only the figures are judged.
      const known = rate !== null && before.rate !== null;
      const pair = contractTiersSchema.safeParse([
        { ...before.figures, rate: known ? before.rate! : 1 },
        { ...figures, rate: known ? rate : maxRate },
      ]);
      for (const issue of pair.success ? [] : pair.error.issues) {
        const field = issue.path[1];
        if (field === 'validBet' || field === 'activeMembers') problems[index]![field] ??= 'overlaps';
        if (field === 'rate') problems[index]!.rate ??= 'must_climb';
      }
    }
    if (figures && rate !== null && rate > rateAt(mine, BigInt(figures.validBet), figures.activeMembers)) {
      problems[index]!.rate ??= 'above_mine';
    }
  });
  const clean = problems.every((found) => Object.keys(found).length === 0);
  return { tiers: clean ? read.map(({ figures, rate }) => ({ ...figures!, rate: rate! })) : null, problems };
}
