import type { MissionDefinition } from '@portal/contracts';
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
