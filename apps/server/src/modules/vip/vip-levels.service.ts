import { type OperatorVipLevelFull, type VipLevelRequest, vipThresholdProblem } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import type { VipLevelRow } from './vip.repository.js';
import { levelsOf } from './vip.repository.js';
import * as repo from './vip-levels.repository.js';
import { markLevelsChanged } from './vip-review.repository.js';

/** Who changes the levels, of which site (the console's), from where and when. */
export interface VipActor {
  operatorId: bigint;
  siteId: number;
  ip: string;
  at: Date;
}

/** The highest level a site may have. */
const topmost = 100;

const viewOf = (row: VipLevelRow, holders: Map<number, number>): OperatorVipLevelFull => ({
  level: row.level,
  name: row.name,
  names: row.names,
  minDeposits: row.min_deposits,
  minValidBet: row.min_valid_bet,
  rebateRates: row.rebate_rates,
  birthdayBonus: row.birthday_bonus,
  withdrawDailyCount: row.withdraw_daily_count,
  members: holders.get(row.level) ?? 0,
});

/** The site's levels, lowest first, with how many members hold each. */
export async function levelsOfSite(db: Database, siteId: number): Promise<OperatorVipLevelFull[]> {
  const [rows, holders] = await Promise.all([levelsOf(db, siteId), repo.holders(db, siteId)]);
  return rows.map((row) => viewOf(row, holders));
}

const fieldsOf = (body: VipLevelRequest): repo.VipLevelFields => ({
  name: body.name,
  names: body.names as Record<string, string>,
  minDeposits: BigInt(body.minDeposits),
  minValidBet: BigInt(body.minValidBet),
  rebateRates: body.rebateRates as Record<string, number>,
  birthdayBonus: BigInt(body.birthdayBonus),
  withdrawDailyCount: body.withdrawDailyCount,
});

const thresholds = (row: VipLevelRow) => ({ minDeposits: row.min_deposits, minValidBet: row.min_valid_bet });

function checkThresholds(below: VipLevelRow | undefined, body: VipLevelRequest, above: VipLevelRow | undefined) {
  const problem = vipThresholdProblem(below && thresholds(below), body, above && thresholds(above));
  if (problem) throw new AppError('VALIDATION_ERROR', problem);
}

/**
 * Runs a change of the site's levels under their row locks, then marks them changed for the next review (which
 * reads every member's 30 days on the site) and writes the audit row with before and after.
 */
async function change(
  db: Database,
  actor: VipActor,
  action: string,
  write: (
    tx: Executor,
    levels: VipLevelRow[],
  ) => Promise<{ level: number; before: VipLevelRow | null; after: VipLevelRow | null }>,
) {
  return db.transaction(async (tx) => {
    const levels = await repo.lockLevels(tx, actor.siteId);
    const { level, before, after } = await write(tx, levels);
    await markLevelsChanged(tx, actor.siteId, actor.at);
    const holders = await repo.holders(tx, actor.siteId);
    const view = (row: VipLevelRow | null) => (row ? viewOf(row, holders) : null);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action,
      subject: `vip-level:${level}`,
      details: { ip: actor.ip, before: view(before), after: view(after) },
    });
    return { level, after: view(after) };
  });
}

/** A level's thresholds and benefits: thresholds between the levels below and above (400 naming the field). */
export async function updateLevel(db: Database, actor: VipActor, level: number, body: VipLevelRequest) {
  const { after } = await change(db, actor, 'vip.level.update', async (tx, levels) => {
    const index = levels.findIndex((row) => row.level === level);
    if (index < 0)
      throw new AppError('NOT_FOUND', { field: 'level', message: `level: no level ${level} on this site` });
    checkThresholds(levels[index - 1], body, levels[index + 1]);
    const after = await repo.updateLevel(tx, actor.siteId, level, fieldsOf(body));
    return { level, before: levels[index]!, after };
  });
  return after!;
}

/** A new level above the top one, asking more than it. */
export async function addLevel(db: Database, actor: VipActor, body: VipLevelRequest) {
  const { after } = await change(db, actor, 'vip.level.add', async (tx, levels) => {
    const top = levels.at(-1);
    const level = top ? top.level + 1 : 0;
    if (level > topmost) {
      throw new AppError('VALIDATION_ERROR', { field: 'level', message: `level: at most ${topmost} levels above 0` });
    }
    checkThresholds(top, body, undefined);
    return { level, before: null, after: await repo.insertLevel(tx, actor.siteId, level, fieldsOf(body)) };
  });
  return after!;
}

/** Removes the top level while no member holds it (409 naming `level` otherwise, or when it is not the top). */
export async function removeLevel(db: Database, actor: VipActor, level: number) {
  await change(db, actor, 'vip.level.remove', async (tx, levels) => {
    const top = levels.at(-1);
    if (!levels.some((row) => row.level === level)) {
      throw new AppError('NOT_FOUND', { field: 'level', message: `level: no level ${level} on this site` });
    }
    if (top?.level !== level) {
      throw new AppError('CONFLICT', { field: 'level', message: 'level: only the top level can be removed' });
    }
    if (!(await repo.deleteUnheldLevel(tx, actor.siteId, level))) {
      throw new AppError('CONFLICT', { field: 'level', message: `level: members hold level ${level}` });
    }
    return { level, before: top, after: null };
  });
  return { level };
}

/** A new site's levels from its template's (the site module calls this: vip owns vip_levels). */
export const copyVipLevels = (tx: Executor, from: number, to: number, scale: repo.Scale) =>
  repo.copyLevels(tx, from, to, scale);

/** The site-texts call's write of a level's names (vip owns vip_levels); null when the site has no such level. */
export const writeVipLevelNames = (db: Executor, siteId: number, level: number, names: Record<string, string>) =>
  repo.setLevelNames(db, siteId, level, names);
