import type { ContractKind } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import { siteDayAfter, siteDayStart } from '../../db/site-days.js';
import { sideOf } from './contract.repository.js';

const rowsOf = <T>(db: Executor, query: ReturnType<typeof sql>) =>
  datedRows<T>(db, query, ['period_start', 'period_end', 'paid_at']);

export interface SettlementRecordRow {
  id: string;
  contract_id: string;
  kind: ContractKind;
  upline_id: string | null;
  downline_id: string;
  upline: string | null;
  downline: string;
  period_start: Date;
  period_end: Date;
  valid_bet: string;
  /** The team's real result in the period (what a dividend shares; demo money's part left out). */
  real_profit_loss: string;
  active_members: number;
  rate: number;
  amount: string;
  state: 'paid' | 'unpaid' | 'nothing';
  reason: string | null;
  paid_at: Date | null;
}

export interface SettlementFilter {
  memberId: bigint;
  kind: ContractKind;
  role?: 'given' | 'held';
  from: string;
  to: string;
  timeZone: string;
}

/** A page of what the contracts of a kind I gave or hold came to, for periods starting in a range of site-local days. */
export async function settlementPage(db: Executor, filter: SettlementFilter, offset: number, limit: number) {
  const where = sql`c.kind = ${filter.kind} AND ${sideOf(filter.memberId, filter.role)}
    AND s.period_start >= ${siteDayStart(filter.from, filter.timeZone)}
    AND s.period_start < ${siteDayAfter(filter.to, filter.timeZone)}`;
  const [rows, [count]] = await Promise.all([
    rowsOf<SettlementRecordRow>(
      db,
      sql`SELECT s.id::text, s.contract_id::text, c.kind, c.upline_id::text, c.downline_id::text, u.username AS upline,
                 d.username AS downline, s.period_start, s.period_end, s.valid_bet::text, s.real_profit_loss::text,
                 s.active_members, s.rate, s.amount::text, s.state, s.reason, s.paid_at
          FROM agent_contract_settlements s JOIN agent_contracts c ON c.id = s.contract_id
          JOIN members d ON d.id = c.downline_id LEFT JOIN members u ON u.id = c.upline_id
          WHERE ${where} ORDER BY s.period_start DESC, s.id DESC OFFSET ${offset} LIMIT ${limit}`,
    ),
    rowsOf<{ total: number }>(
      db,
      sql`SELECT count(*)::integer AS total FROM agent_contract_settlements s
          JOIN agent_contracts c ON c.id = s.contract_id WHERE ${where}`,
    ),
  ]);
  return { rows, total: count?.total ?? 0 };
}
