import type { MallRewardState, OperatorReward, RewardCreateRequest, RewardUpdateRequest } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import * as repo from './reward-admin.repository.js';

/** Who changes a reward, on which site (the console's), from where and when (the app's clock). */
export interface RewardActor {
  operatorId: bigint;
  siteId: number;
  ip: string;
  at: Date;
}

/** The most a stock may hold (the column is an integer). */
const maxStock = 2_000_000_000;

const isoOf = (at: string | null) => (at ? new Date(at).toISOString() : null);

/** Where a reward stands at `now`: the member's mall offers it from its start (included) to its end (excluded). */
function stateOf(row: repo.AdminRewardRow, now: Date): MallRewardState {
  if (row.retired_at) return 'retired';
  if (row.starts_at && new Date(row.starts_at) > now) return 'scheduled';
  if (row.ends_at && new Date(row.ends_at) <= now) return 'ended';
  return 'live';
}

function viewOf(row: repo.AdminRewardRow, now: Date): OperatorReward {
  return {
    id: row.id,
    names: row.names,
    unit: row.unit,
    units: row.units,
    requiredPoints: row.required_points,
    stock: row.stock,
    sortOrder: row.sort_order,
    retiredAt: isoOf(row.retired_at),
    startsAt: isoOf(row.starts_at),
    endsAt: isoOf(row.ends_at),
    state: stateOf(row, now),
  };
}

/** The site's rewards, each with its state at `now`. */
export async function rewardsOfSite(db: Database, siteId: number, now: Date): Promise<OperatorReward[]> {
  return (await repo.allRewards(db, siteId)).map((row) => viewOf(row, now));
}

const fieldsOf = (body: RewardUpdateRequest) => ({
  names: body.names as Record<string, string>,
  unit: body.unit,
  units: body.units as Record<string, string>,
  requiredPoints: body.requiredPoints,
  sortOrder: body.sortOrder,
  startsAt: body.startsAt,
  endsAt: body.endsAt,
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
    return audited(tx, actor, 'reward.create', null, viewOf(row, actor.at));
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
    return audited(tx, actor, action, viewOf(row, actor.at), viewOf(after, actor.at));
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
export const retireReward = (db: Database, actor: RewardActor, id: string) =>
  change(db, actor, id, 'reward.retire', (tx, before) => {
    if (before.retired_at)
      throw new AppError('CONFLICT', { field: 'id', message: 'id: the reward is retired already' });
    return repo.retireReward(tx, BigInt(id), actor.at);
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
