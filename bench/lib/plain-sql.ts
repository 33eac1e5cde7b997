import { checkLedgerAt, type LedgerReport } from '@portal/server/testing';
import { type Contestant, medianOf, type RoundResult } from './drive.js';
import { median } from './load.js';

export interface PlainSqlComparison extends AlternatedRounds {
  ledger: LedgerReport;
}

/** The figures of alternating rounds: the plain SQL baseline's, each contestant's, and their ratios to it. */
export interface AlternatedRounds {
  /** The plain SQL baseline every ratio is taken against. */
  plain: RoundResult;
  /** Each contestant's medians, in the order given. */
  results: RoundResult[];
  /** Each contestant's median over rounds of its rate / the plain SQL rate of the same round. */
  ratios: number[];
}

/**
 * One warm-up each, then `rounds` rounds of the plain SQL script followed by every contestant in turn, all on the
 * same members: a noisy neighbour weighs on all of them alike. Each figure is the median of its rounds, each ratio
 * the median of the per-round ratios.
 */
export async function alternateWithPlainSql(
  plain: Contestant,
  contestants: Contestant[],
  options: { rounds: number; seconds: number; afterWarmUp?: () => Promise<void> },
): Promise<AlternatedRounds> {
  for (const contestant of [plain, ...contestants]) await contestant.run(2);
  await options.afterWarmUp?.();
  const rounds: { plain: RoundResult; others: RoundResult[] }[] = [];
  for (let round = 0; round < options.rounds; round++) {
    const base = await plain.run(options.seconds);
    const others: RoundResult[] = [];
    for (const contestant of contestants) others.push(await contestant.run(options.seconds));
    rounds.push({ plain: base, others });
  }
  return {
    plain: medianOf(rounds.map((round) => round.plain)),
    results: contestants.map((_, index) => medianOf(rounds.map((round) => round.others[index]!))),
    ratios: contestants.map((_, index) =>
      median(rounds.map((round) => round.others[index]!.perSecond / round.plain.perSecond)),
    ),
  };
}

/**
 * The portal's money calls beside its plain SQL transfers (`alternateWithPlainSql`); the ledger is checked
 * afterwards, as every contestant must leave it sound.
 */
export async function compareWithPlainSql(
  databaseUrl: string,
  plain: Contestant,
  contestants: Contestant[],
  options: { rounds: number; seconds: number },
): Promise<PlainSqlComparison> {
  return { ...(await alternateWithPlainSql(plain, contestants, options)), ledger: await checkLedgerAt(databaseUrl) };
}

/** The ledger's own audit in one line; `sound` false when anything is off. */
export function ledgerVerdict(ledger: LedgerReport): { sound: boolean; line: string } {
  const sound = ledger.total === 0n && ledger.drifted.length + ledger.negative.length + ledger.misstated.length === 0;
  return {
    sound,
    line:
      `ledger check: ${sound ? 'sound' : 'NOT SOUND'} (sum of postings ${ledger.total}, ` +
      `${ledger.drifted.length} drifted, ${ledger.negative.length} negative, ${ledger.misstated.length} misstated)`,
  };
}
