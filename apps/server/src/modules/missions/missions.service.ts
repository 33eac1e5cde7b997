import type { Language, Mission, MissionLeaderboard, MissionPeriod, MissionSummary } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/mask.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { type Period, periodAt } from '../agent-contracts/periods.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import * as repo from './missions.repository.js';

/**
 * Missions are paid from the bonus expense account, like the promotions' grants, straight into the main
 * wallet and with no turnover requirement: the goal already was play (or a deposit), and the rewards are
 * small fixed sums the site chooses.
 */
export const missionExpense = 'HOUSE:BONUS_EXPENSE';
const boardSize = 20;

/** The site-local day or week (Monday to Sunday) that holds an instant. */
export function missionPeriod(site: Site, period: MissionPeriod, at: Date): Period {
  return periodAt(period === 'daily' ? 'D' : 'W', at, site.brand.timeZone);
}

type Figures = Awaited<ReturnType<typeof repo.figuresIn>>;

/** What counts towards a mission's goal in the figures of its period. */
function progressOf(mission: repo.MissionRow, figures: Figures): bigint {
  const inCategory = figures.play.filter((row) => !mission.goal_category || row.category === mission.goal_category);
  switch (mission.goal_kind) {
    case 'valid_bet':
      return inCategory.reduce((sum, row) => sum + row.validBet, 0n);
    case 'rounds':
      return inCategory.reduce((sum, row) => sum + row.rounds, 0n);
    case 'deposits':
      return figures.deposits;
    case 'lottery_issues':
      return figures.lotteryIssues;
  }
}

/** Each mission of the site with my progress and state in its current period (read inside a claim's lock too). */
async function missionsNow(db: Executor, site: Site, memberId: bigint, language: Language, at: Date) {
  const periods = { daily: missionPeriod(site, 'daily', at), weekly: missionPeriod(site, 'weekly', at) };
  // One after the other: inside a claim they share the transaction's connection. Counted up to now.
  const missions = await repo.activeMissions(db, site.id);
  const daily = await repo.figuresIn(db, memberId, periods.daily.start, at);
  const weekly = await repo.figuresIn(db, memberId, periods.weekly.start, at);
  const claimed = await repo.claimedIn(db, memberId, [periods.daily.start, periods.weekly.start]);
  const figures = { daily, weekly };
  const titleIn = textPicker(site, language);
  const list = missions.map((row): Mission & { row: repo.MissionRow } => {
    const target = BigInt(row.goal_target);
    const done = progressOf(row, figures[row.period]);
    return {
      row,
      id: row.id,
      code: row.code,
      period: row.period,
      title: titleIn(row.titles),
      goal: { kind: row.goal_kind, category: row.goal_category, target: row.goal_target },
      progress: String(done < target ? done : target),
      state: claimed.has(row.id) ? 'claimed' : done >= target ? 'completed' : 'in_progress',
      reward: row.reward,
    };
  });
  return { periods, list };
}

/** MCSFE_getMissionSummaryDetails: my daily and weekly missions, and how many wait to be claimed. */
export async function missionSummary(
  db: Database,
  site: Site,
  memberId: bigint,
  language: Language,
  at: Date,
): Promise<MissionSummary> {
  const { periods, list } = await missionsNow(db, site, memberId, language, at);
  const of = (period: MissionPeriod) => ({
    start: periods[period].start.toISOString(),
    end: periods[period].end.toISOString(),
    missions: list.filter((mission) => mission.period === period).map(({ row: _row, ...mission }) => mission),
  });
  return {
    daily: of('daily'),
    weekly: of('weekly'),
    claimable: list.filter((mission) => mission.state === 'completed').length,
  };
}

/**
 * Claims a completed mission's reward for its current period: under the member's row lock the progress
 * is read again and the completion row (unique per mission, member and period) is written with the
 * ledger entry keyed `mission:<id>:<period start>:<member>`, so a burst of claims pays once.
 */
export async function claimMission(db: Database, site: Site, memberId: bigint, missionId: bigint, at: Date) {
  await db.transaction(async (tx) => {
    if (!(await repo.activeMission(tx, site.id, missionId))) throw new AppError('NOT_FOUND', { field: 'id' });
    await repo.lockMember(tx, memberId);
    const { periods, list } = await missionsNow(tx, site, memberId, 'EN', at);
    const mission = list.find((item) => item.id === String(missionId))!;
    if (mission.state !== 'completed') {
      throw new AppError('REWARD_NOT_CLAIMABLE', {
        field: 'id',
        params: { state: mission.state },
        message: mission.state === 'claimed' ? 'id: claimed already this period' : 'id: the goal is not reached yet',
      });
    }
    const paid = await payCompletion(tx, {
      siteId: site.id,
      currency: site.brand.currency.code,
      memberId,
      mission: { id: missionId, code: mission.code, reward: BigInt(mission.reward) },
      periodStart: periods[mission.period].start,
      at,
    });
    if (!paid) throw new AppError('REWARD_NOT_CLAIMABLE', { field: 'id', params: { state: 'claimed' } });
  });
}

/**
 * Records a mission's completion for a member and period and pays its reward in the caller's
 * transaction: false (nothing paid) when that completion exists already.
 */
export async function payCompletion(
  tx: Executor,
  claim: {
    siteId: number;
    currency: string;
    memberId: bigint;
    mission: { id: bigint; code: string; reward: bigint };
    periodStart: Date;
    at: Date;
  },
) {
  const { siteId, memberId, mission, periodStart } = claim;
  const completionId = await repo.insertCompletion(tx, {
    missionId: mission.id,
    siteId,
    memberId,
    periodStart,
    reward: mission.reward,
    at: claim.at,
  });
  if (completionId === null) return false;
  const posted = await payFromHouse(tx, {
    siteId,
    currency: claim.currency,
    house: missionExpense,
    memberId,
    amount: mission.reward,
    idempotencyKey: `mission:${mission.id}:${periodStart.toISOString()}:${memberId}`,
    memo: { reason: 'Mission reward', mission: mission.code },
  });
  await repo.setCompletionEntry(tx, completionId, posted.entryId);
  return true;
}

/** MCSFE_getMissionLeaderboard: the site's top 20 by missions claimed this day or week, and my standing. */
export async function missionLeaderboard(
  db: Database,
  site: Site,
  memberId: bigint,
  period: MissionPeriod,
  at: Date,
): Promise<MissionLeaderboard> {
  const span = missionPeriod(site, period, at);
  const [rows, username] = await Promise.all([
    repo.board(db, site.id, span.start, span.end, memberId, boardSize),
    repo.usernameOf(db, memberId),
  ]);
  const mine = rows.find((row) => row.member_id === String(memberId));
  return {
    period,
    start: span.start.toISOString(),
    end: span.end.toISOString(),
    entries: rows
      .filter((row) => row.rank <= boardSize)
      .map((row) => ({
        rank: row.rank,
        account: maskName(row.username),
        completed: row.completed,
        lastAt: row.last_at.toISOString(),
      })),
    me: { rank: mine?.rank ?? null, account: username, completed: mine?.completed ?? 0 },
  };
}
