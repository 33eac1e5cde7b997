import type { ContractTier } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { members } from './members.js';
import { sites } from './sites.js';

/**
 * A contract an upline gave a direct downline (or the site gave a top agent: upline null): a kind, its
 * period and its tiers, which never change once offered (a new offer replaces the contract on
 * acceptance). One offer waits and one contract runs per downline and kind at a time.
 */
export const agentContracts = pgTable(
  'agent_contracts',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    siteId: integer('site_id')
      .notNull()
      .references(() => sites.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    period: text('period').notNull(),
    uplineId: bigint('upline_id', { mode: 'bigint' }).references(() => members.id, { onDelete: 'cascade' }),
    downlineId: bigint('downline_id', { mode: 'bigint' })
      .notNull()
      .references(() => members.id, { onDelete: 'cascade' }),
    tiers: jsonb('tiers').$type<ContractTier[]>().notNull(),
    state: text('state').notNull().default('offered'),
    terminationRequestedBy: text('termination_requested_by'),
    endReason: text('end_reason'),
    /** The last site-local day it runs, when offered with one. */
    endsOn: date('ends_on'),
    offeredAt: timestamp('offered_at', { withTimezone: true }).notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('agent_contracts_one_offer').on(table.downlineId, table.kind).where(sql`${table.state} = 'offered'`),
    uniqueIndex('agent_contracts_one_running')
      .on(table.downlineId, table.kind)
      .where(sql`${table.state} IN ('accepted', 'terminating')`),
    index('agent_contracts_upline').on(table.uplineId, table.kind, table.state),
    index('agent_contracts_running').on(table.siteId, table.kind, table.state),
    check('agent_contracts_kind', sql`${table.kind} IN ('dividend', 'daily', 'hourly', 'realtime')`),
    check('agent_contracts_period', sql`${table.period} IN ('D', 'W', 'H', 'M', 'HOUR', 'MIN5')`),
    check(
      'agent_contracts_state',
      sql`${table.state} IN ('offered', 'accepted', 'rejected', 'terminating', 'terminated', 'finished')`,
    ),
  ],
);

/**
 * What a contract came to for one closed period, written once (contract + period start is unique, and
 * the same pair keys the ledger entry that pays it): the team's figures, the rate they reached, the
 * amount, and whether it was paid. An unpaid one (its upline's funds) is retried until it is.
 */
export const agentContractSettlements = pgTable(
  'agent_contract_settlements',
  {
    id: bigserial('id', { mode: 'bigint' }).primaryKey(),
    contractId: bigint('contract_id', { mode: 'bigint' })
      .notNull()
      .references(() => agentContracts.id, { onDelete: 'cascade' }),
    siteId: integer('site_id').notNull(),
    periodStart: timestamp('period_start', { withTimezone: true }).notNull(),
    periodEnd: timestamp('period_end', { withTimezone: true }).notNull(),
    validBet: bigint('valid_bet', { mode: 'bigint' }).notNull(),
    /** The team's real result (payout - stake of real money: play_daily.real_profit_loss), what a dividend shares. */
    realProfitLoss: bigint('real_profit_loss', { mode: 'bigint' }).notNull(),
    activeMembers: integer('active_members').notNull(),
    rate: integer('rate').notNull(),
    amount: bigint('amount', { mode: 'bigint' }).notNull(),
    state: text('state').notNull(),
    reason: text('reason'),
    entryId: bigint('entry_id', { mode: 'bigint' }),
    settledAt: timestamp('settled_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('agent_contract_settlements_period').on(table.contractId, table.periodStart),
    index('agent_contract_settlements_unpaid').on(table.siteId, table.id).where(sql`${table.state} = 'unpaid'`),
    check('agent_contract_settlements_state', sql`${table.state} IN ('paid', 'unpaid', 'nothing')`),
  ],
);
