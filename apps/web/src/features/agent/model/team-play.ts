import type { TeamPlayFigures, TeamPlayRow } from '@portal/contracts';

/**
 * The team's result from the agent's side (issue 22, 19): the API's profitLoss is what the players won
 * (payout - stake), so a team that lost showed red, which reads as the agent's loss. Shown negated: the
 * players' loss is the agent's (the house's) win.
 */
export const agentSide = (profitLoss: string): string => String(-BigInt(profitLoss));

export interface PlayGroup extends TeamPlayFigures {
  /** The day (YYYY-MM-DD) or the game category the figures were summed under. */
  key: string;
}

const zero = (): Record<'stake' | 'validBet' | 'payout' | 'profitLoss', bigint> => ({
  stake: 0n,
  validBet: 0n,
  payout: 0n,
  profitLoss: 0n,
});

/**
 * The report's rows summed under one key (the day, or the game category), sorted by key. Money is
 * added as BigInt, never as floats, and handed back as minor-unit strings like the API's.
 */
function sumBy(rows: readonly TeamPlayRow[], keyOf: (row: TeamPlayRow) => string): PlayGroup[] {
  const groups = new Map<string, { rounds: number; money: ReturnType<typeof zero> }>();
  for (const row of rows) {
    const key = keyOf(row);
    let group = groups.get(key);
    if (!group) {
      group = { rounds: 0, money: zero() };
      groups.set(key, group);
    }
    group.rounds += row.rounds;
    group.money.stake += BigInt(row.stake);
    group.money.validBet += BigInt(row.validBet);
    group.money.payout += BigInt(row.payout);
    group.money.profitLoss += BigInt(row.profitLoss);
  }
  return [...groups]
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([key, { rounds, money }]) => ({
      key,
      rounds,
      stake: String(money.stake),
      validBet: String(money.validBet),
      payout: String(money.payout),
      profitLoss: String(money.profitLoss),
    }));
}

/** palStatementsAgentCopy: the team's play per day, every category together, oldest first. */
export const playByDay = (rows: readonly TeamPlayRow[]) => sumBy(rows, (row) => row.day);

/** agentRevenueReport: the team's play per game category over the whole range. */
export const playByCategory = (rows: readonly TeamPlayRow[]) => sumBy(rows, (row) => row.category);
