import type { MissionDefinition, MissionStatus, OperatorMission } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './missions.repository.js';

export async function defineMission(db: Database, siteId: number, operatorId: bigint, mission: MissionDefinition) {
  await db.transaction(async (tx) => {
    await repo.upsertMission(tx, siteId, mission);
    await recordAudit(tx, {
      operatorId,
      siteId,
      action: 'mission.define',
      subject: `mission:${mission.code}`,
      details: mission,
    });
  });
  return { code: mission.code, active: true };
}

export async function retireMission(db: Database, siteId: number, operatorId: bigint, code: string) {
  await db.transaction(async (tx) => {
    if (!(await repo.retireMission(tx, siteId, code))) throw new AppError('NOT_FOUND', { field: 'code' });
    await recordAudit(tx, { operatorId, siteId, action: 'mission.retire', subject: `mission:${code}`, details: {} });
  });
  return { code, active: false };
}

/** A page of the site's missions as the console lists them: every language's title, active or retired. */
export async function missionsForOperator(
  db: Database,
  siteId: number,
  query: { status?: MissionStatus | undefined; page: number; pageSize: number },
) {
  const active = query.status === undefined ? undefined : query.status === 'active';
  const rows = await repo.missionsOfSite(db, siteId, { active, page: query.page, pageSize: query.pageSize });
  const items: OperatorMission[] = rows.map((row) => ({
    id: row.id,
    code: row.code,
    period: row.period,
    goal: { kind: row.goal_kind, category: row.goal_category, target: row.goal_target },
    titles: row.titles,
    reward: row.reward,
    sortOrder: row.sort_order,
    status: row.active ? 'active' : 'retired',
    createdAt: row.created_at.toISOString(),
  }));
  return { items, total: Number(rows[0]?.total ?? 0), page: query.page, pageSize: query.pageSize };
}
