import type {
  DownlinePage,
  downlineQuerySchema,
  TeamFigures,
  TeamOverview,
  TeamPlayFigures,
  TeamPlayReport,
} from '@portal/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import * as team from './team.repository.js';

/**
 * A team's size and what its members hold are read over every member (100,000 rows for a big agent,
 * about 100 ms), so each agent's are read at most every 15 seconds, per database: like the team
 * figures, which lag play by the rollup job's few seconds.
 */
const sizeAndBalanceTtlMs = 15_000;
const sizeAndBalanceCaches = new WeakMap<Database, TtlCache<bigint, { size: number; balance: string }>>();
function teamSizeAndBalance(db: Database, agentId: bigint) {
  const cache = sizeAndBalanceCaches.get(db) ?? new TtlCache(sizeAndBalanceTtlMs, 10_000);
  sizeAndBalanceCaches.set(db, cache);
  return cache.get(agentId, () => team.teamSizeAndBalance(db, agentId));
}

type Range = { from: string; to: string };
const dayMs = 86_400_000;

/** Every calendar day from `from` to `to`, both included (plain dates: no time zone is involved). */
function daysOf({ from, to }: Range): string[] {
  const days: string[] = [];
  for (let at = Date.parse(from); at <= Date.parse(to); at += dayMs) days.push(new Date(at).toISOString().slice(0, 10));
  return days;
}

const sumOf = (values: string[]) => values.reduce((total, value) => total + BigInt(value), 0n);
const countOf = (values: number[]) => values.reduce((total, value) => total + Number(value), 0);

type PlayRow = Pick<team.FigureRow, 'rounds' | 'stake' | 'valid_bet' | 'payout'>;

/** Play of one or more rows of the database, added up, with the team's profit and loss. */
function playFiguresOf(rows: PlayRow[]): TeamPlayFigures {
  const stake = sumOf(rows.map((row) => row.stake));
  const payout = sumOf(rows.map((row) => row.payout));
  return {
    rounds: countOf(rows.map((row) => row.rounds)),
    stake: String(stake),
    validBet: String(sumOf(rows.map((row) => row.valid_bet))),
    payout: String(payout),
    profitLoss: String(payout - stake),
  };
}

/** Figures of one or more rows of the database, added up (active members are given: they do not add up). */
function figuresOf(rows: Omit<team.FigureRow, 'day'>[], activeMembers: number): TeamFigures {
  return {
    ...playFiguresOf(rows),
    newMembers: countOf(rows.map((row) => row.new_members)),
    activeMembers,
    firstDeposits: countOf(rows.map((row) => row.first_deposits)),
    depositCount: countOf(rows.map((row) => row.deposit_count)),
    deposits: String(sumOf(rows.map((row) => row.deposits))),
    withdrawalCount: countOf(rows.map((row) => row.withdrawal_count)),
    withdrawals: String(sumOf(rows.map((row) => row.withdrawals))),
  };
}

/** agentTeamOverview: the agent's team over the range, in total and day by day. */
export async function teamOverview(db: Database, agentId: bigint, range: Range): Promise<TeamOverview> {
  const [sizeAndBalance, byDay, active] = await Promise.all([
    teamSizeAndBalance(db, agentId),
    team.teamFiguresByDay(db, agentId, range.from, range.to),
    team.activeMembersInRange(db, agentId, range.from, range.to),
  ]);
  const found = new Map(byDay.map((row) => [row.day, row]));
  return {
    ...range,
    teamSize: sizeAndBalance.size,
    teamBalance: sizeAndBalance.balance,
    totals: figuresOf(byDay, active),
    days: daysOf(range).map((day) => {
      const row = found.get(day);
      return { day, ...figuresOf(row ? [row] : [], row?.active_members ?? 0) };
    }),
  };
}

/** The team's play per day and game category (palStatementsAgentCopy, agentRevenueReport). */
export async function teamPlay(db: Database, agentId: bigint, range: Range): Promise<TeamPlayReport> {
  const rows = await team.teamPlayByDayAndCategory(db, agentId, range.from, range.to);
  return {
    rows: rows.map((row) => ({ day: row.day, category: row.category, ...playFiguresOf([row]) })),
    totals: playFiguresOf(rows),
  };
}

/**
 * downlineManagmentView: direct downlines of the agent, or of a member of its team (drill down), with
 * the path from the agent to it. A username outside the agent's team is not found (never data).
 */
export async function downlines(
  db: Database,
  site: Site,
  agentId: bigint,
  query: z.output<typeof downlineQuerySchema>,
): Promise<DownlinePage> {
  const parent = query.parent
    ? await team.teamMemberByUsername(db, site.id, agentId, query.parent)
    : { id: agentId, depth: 0 };
  if (!parent) throw new AppError('NOT_FOUND', { field: 'parent', message: 'parent: not in your team' });
  const agentTypes = site.brand.agentTypes;
  const [{ rows, total }, path] = await Promise.all([
    team.directDownlines(
      db,
      {
        parentId: parent.id,
        username: query.username || undefined,
        agents: query.type === undefined ? undefined : query.type === 'agent',
        agentTypes,
        from: query.from,
        to: query.to,
      },
      (query.page - 1) * query.pageSize,
      query.pageSize,
    ),
    team.pathDownTo(db, parent.id, parent.depth),
  ]);
  return {
    items: rows.map((row) => ({
      username: row.username,
      nickname: row.nickname,
      type: agentTypes.includes(row.member_type) ? 'agent' : 'member',
      joinedAt: new Date(row.created_at).toISOString(),
      lastLoginAt: row.last_login_at ? new Date(row.last_login_at).toISOString() : null,
      teamSize: row.team_size,
      balance: row.balance,
      figures: figuresOf([row], row.active_members),
    })),
    page: query.page,
    pageSize: query.pageSize,
    total,
    path,
  };
}
