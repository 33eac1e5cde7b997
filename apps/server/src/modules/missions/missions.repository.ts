import type { MissionDefinition, MissionGoalKind, MissionPeriod } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { datedRows, rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

export interface MissionRow {
  id: string;
  code: string;
  period: MissionPeriod;
  goal_kind: MissionGoalKind;
  goal_category: string | null;
  goal_target: string;
  titles: Record<string, string>;
  reward: string;
}

const missionColumns = sql`id::text, code, period, goal_kind, goal_category, goal_target::text, titles, reward::text`;

/** The site's active missions in their order. */
export function activeMissions(db: Executor, siteId: number) {
  return rowsOf<MissionRow>(
    db,
    sql`SELECT ${missionColumns} FROM missions WHERE site_id = ${siteId} AND active ORDER BY sort_order, missions.id`,
  );
}

/** One active mission of the site, or null (another site's id is not found). */
export async function activeMission(db: Executor, siteId: number, id: bigint) {
  const [row] = await rowsOf<MissionRow>(
    db,
    sql`SELECT ${missionColumns} FROM missions WHERE id = ${id} AND site_id = ${siteId} AND active`,
  );
  return row ?? null;
}

/** What a member did in [from, to) (to: now, or the period's end): valid bet and settled real rounds by category, credited real deposits, lottery issues. */
export async function figuresIn(db: Executor, memberId: bigint, from: Date, to: Date) {
  const play = await rowsOf<{ category: string; valid_bet: string; rounds: string }>(
    db,
    sql`SELECT g.category, sum(r.valid_bet)::text AS valid_bet, count(*)::text AS rounds
          FROM game_rounds r JOIN games g ON g.id = r.game_id
          WHERE r.member_id = ${memberId} AND r.status = 'settled' AND r.mode = 'real'
            AND r.settled_at >= ${from} AND r.settled_at < ${to}
          GROUP BY g.category`,
  );
  const [other] = await rowsOf<{ deposits: string; issues: string }>(
    db,
    // A lottery issue counts once it is bought into (not cancelled or voided), whatever its draw.
    sql`SELECT (SELECT count(*) FROM deposits WHERE member_id = ${memberId} AND status = 'credited' AND NOT demo
                    AND decided_at >= ${from} AND decided_at < ${to})::text AS deposits,
                 (SELECT count(DISTINCT l.issue_id) FROM lottery_lines l JOIN lottery_orders o ON o.id = l.order_id
                    WHERE l.member_id = ${memberId} AND l.status NOT IN ('cancelled', 'void')
                      AND o.created_at >= ${from} AND o.created_at < ${to})::text AS issues`,
  );
  return {
    play: play.map((row) => ({ category: row.category, validBet: BigInt(row.valid_bet), rounds: BigInt(row.rounds) })),
    deposits: BigInt(other?.deposits ?? 0),
    lotteryIssues: BigInt(other?.issues ?? 0),
  };
}

/** The missions a member claimed in the periods starting at these instants. */
export async function claimedIn(db: Executor, memberId: bigint, starts: Date[]) {
  const rows = await rowsOf<{ mission_id: string }>(
    db,
    sql`SELECT mission_id::text FROM mission_completions WHERE member_id = ${memberId}
        AND period_start IN (${sql.join(
          starts.map((start) => sql`${start}::timestamptz`),
          sql`, `,
        )})`,
  );
  return new Set(rows.map((row) => row.mission_id));
}

/** One claim at a time per member: the row lock a parallel claim waits on. */
export { lockMember } from '../../db/member-lock.js';

/** Records a completion; false when this mission, member and period has one already (the unique index decides). */
export async function insertCompletion(
  db: Executor,
  row: { missionId: bigint; siteId: number; memberId: bigint; periodStart: Date; reward: bigint; at: Date },
) {
  const inserted = await rowsOf<{ id: string }>(
    db,
    sql`INSERT INTO mission_completions (mission_id, site_id, member_id, period_start, reward, claimed_at)
        VALUES (${row.missionId}, ${row.siteId}, ${row.memberId}, ${row.periodStart}, ${row.reward}, ${row.at})
        ON CONFLICT (mission_id, member_id, period_start) DO NOTHING RETURNING id::text`,
  );
  return inserted[0] ? BigInt(inserted[0].id) : null;
}

export async function setCompletionEntry(db: Executor, completionId: bigint, entryId: bigint) {
  await db.execute(sql`UPDATE mission_completions SET entry_id = ${entryId} WHERE id = ${completionId}`);
}

export interface BoardRow {
  member_id: string;
  username: string;
  completed: number;
  last_at: Date;
  rank: number;
}

/**
 * The site's board of missions claimed in [from, to): most first, then who got there first; the top
 * `limit` and the member's own row (if it has one).
 */
export function board(db: Executor, siteId: number, from: Date, to: Date, memberId: bigint, limit: number) {
  return datedRows<BoardRow>(
    db,
    sql`WITH counted AS (
          SELECT member_id, count(*)::int AS completed, max(claimed_at) AS last_at
          FROM mission_completions WHERE site_id = ${siteId} AND claimed_at >= ${from} AND claimed_at < ${to}
          GROUP BY member_id
        ), ranked AS (
          SELECT c.*, (row_number() OVER (ORDER BY c.completed DESC, c.last_at, c.member_id))::int AS rank
          FROM counted c
        )
        SELECT r.member_id::text, m.username, r.completed, r.last_at::text, r.rank
        FROM ranked r JOIN members m ON m.id = r.member_id
        WHERE r.rank <= ${limit} OR r.member_id = ${memberId} ORDER BY r.rank`,
    ['last_at'],
  );
}

export async function usernameOf(db: Executor, memberId: bigint) {
  const [row] = await rowsOf<{ username: string }>(db, sql`SELECT username FROM members WHERE id = ${memberId}`);
  return row?.username ?? '';
}

/** Adds or changes a mission of a site by its code. */
export async function upsertMission(db: Executor, siteId: number, mission: MissionDefinition) {
  await db.execute(
    sql`INSERT INTO missions (site_id, code, period, goal_kind, goal_category, goal_target, titles, reward, sort_order)
        VALUES (${siteId}, ${mission.code}, ${mission.period}, ${mission.goal.kind}, ${mission.goal.category},
                ${mission.goal.target}, ${JSON.stringify(mission.titles)}::jsonb, ${mission.reward}, ${mission.sortOrder ?? 0})
        ON CONFLICT (site_id, code) DO UPDATE SET period = EXCLUDED.period, goal_kind = EXCLUDED.goal_kind,
          goal_category = EXCLUDED.goal_category, goal_target = EXCLUDED.goal_target, titles = EXCLUDED.titles,
          reward = EXCLUDED.reward, sort_order = EXCLUDED.sort_order, active = true`,
  );
}

/** Retires a mission of the site (members stop seeing it; its completions stay): false when the site has none so named. */
export async function retireMission(db: Executor, siteId: number, code: string): Promise<boolean> {
  const retired = await db.execute(
    sql`UPDATE missions SET active = false WHERE site_id = ${siteId} AND code = ${code} RETURNING id`,
  );
  return retired.rows.length > 0;
}

export interface OperatorMissionRow extends MissionRow {
  sort_order: number;
  active: boolean;
  created_at: Date;
  total: string;
}

/** A page of the site's missions for the console (active or retired, or both), active first, in their order. */
export function missionsOfSite(
  db: Executor,
  siteId: number,
  query: { active: boolean | undefined; page: number; pageSize: number },
) {
  return datedRows<OperatorMissionRow>(
    db,
    sql`SELECT ${missionColumns}, sort_order, active, created_at, (count(*) over ())::text AS total
        FROM missions WHERE site_id = ${siteId} ${query.active === undefined ? sql`` : sql`AND active = ${query.active}`}
        ORDER BY active DESC, sort_order, missions.id
        LIMIT ${query.pageSize} OFFSET ${(query.page - 1) * query.pageSize}`,
    ['created_at'],
  );
}
