import type { OperatorReward, RewardCreateRequest, RewardUpdateRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './reward-admin.repository.js';

/** Who changes a reward, on which site (the console's) and from where. */
export interface RewardActor {
  operatorId: bigint;
  siteId: number;
  ip: string;
}

/** The most a stock may hold (the column is an integer). */
const maxStock = 2_000_000_000;

function viewOf(row: repo.AdminRewardRow): OperatorReward {
  return {
    id: row.id,
    names: row.names,
    unit: row.unit,
    units: row.units,
    requiredPoints: row.required_points,
    stock: row.stock,
    sortOrder: row.sort_order,
    retiredAt: row.retired_at ? new Date(row.retired_at).toISOString() : null,
  };
}

export async function rewardsOfSite(db: Database, siteId: number): Promise<OperatorReward[]> {
  return (await repo.allRewards(db, siteId)).map(viewOf);
}

const fieldsOf = (body: RewardUpdateRequest) => ({
  names: body.names as Record<string, string>,
  unit: body.unit,
  units: body.units as Record<string, string>,
  requiredPoints: body.requiredPoints,
  sortOrder: body.sortOrder,
});

async function audited(
  tx: Executor,
  actor: RewardActor,
  action: string,
  before: OperatorReward | null,
  after: OperatorReward,
) {
  await recordAudit(tx, {
    operatorId: actor.operatorId,
    siteId: actor.siteId,
    action,
    subject: `point-reward:${after.id}`,
    details: { ip: actor.ip, before, after },
  });
  return after;
}

/** A new reward in the mall, with its audit row. */
export function createReward(db: Database, actor: RewardActor, body: RewardCreateRequest) {
  return db.transaction(async (tx) => {
    const row = await repo.insertReward(tx, actor.siteId, { ...fieldsOf(body), stock: body.stock });
    return audited(tx, actor, 'reward.create', null, viewOf(row));
  });
}

/** Runs a change on one of the site's rewards under its row lock: 404 naming `id` when the site has none. */
function change(
  db: Database,
  actor: RewardActor,
  id: string,
  action: string,
  write: (tx: Executor, before: repo.AdminRewardRow) => Promise<repo.AdminRewardRow>,
) {
  return db.transaction(async (tx) => {
    const row = await repo.lockReward(tx, actor.siteId, BigInt(id));
    if (!row) throw new AppError('NOT_FOUND', { field: 'id', message: `id: no reward ${id} on this site` });
    const after = await write(tx, row);
    return audited(tx, actor, action, viewOf(row), viewOf(after));
  });
}

export const updateReward = (db: Database, actor: RewardActor, id: string, body: RewardUpdateRequest) =>
  change(db, actor, id, 'reward.update', (tx) => repo.updateReward(tx, BigInt(id), fieldsOf(body)));

export const restockReward = (db: Database, actor: RewardActor, id: string, quantity: number) =>
  change(db, actor, id, 'reward.restock', (tx, before) => {
    if (before.stock + quantity > maxStock) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'quantity',
        message: `quantity: the stock holds at most ${maxStock}`,
      });
    }
    return repo.addStock(tx, BigInt(id), quantity);
  });

/** Takes the reward out of the mall (its redemptions keep it); retiring it twice is a conflict. */
export const retireReward = (db: Database, actor: RewardActor, id: string, at: Date) =>
  change(db, actor, id, 'reward.retire', (tx, before) => {
    if (before.retired_at)
      throw new AppError('CONFLICT', { field: 'id', message: 'id: the reward is retired already' });
    return repo.retireReward(tx, BigInt(id), at);
  });

/** The site-texts call's write of a reward's names and units (points owns point_rewards). */
export function writeRewardTexts(
  db: Executor,
  siteId: number,
  id: bigint,
  maps: { names?: Record<string, string>; units?: Record<string, string> },
) {
  return repo.setRewardTexts(db, siteId, id, maps);
}
