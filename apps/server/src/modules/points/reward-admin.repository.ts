import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

/** A reward as the console edits it, retired ones included. */
export interface AdminRewardRow {
  id: string;
  names: Record<string, string>;
  unit: string;
  units: Record<string, string>;
  required_points: number;
  stock: number;
  sort_order: number;
  retired_at: string | null;
  starts_at: string | null;
  ends_at: string | null;
}

export interface RewardFields {
  names: Record<string, string>;
  unit: string;
  units: Record<string, string>;
  requiredPoints: number;
  sortOrder: number;
  startsAt: string | null;
  endsAt: string | null;
}

const columns = sql`id::text, names, unit, units, required_points, stock, sort_order, retired_at::text,
  starts_at::text, ends_at::text`;

/** Every reward of the site: the offered ones in the mall's order, then the retired ones. */
export function allRewards(db: Executor, siteId: number) {
  return rowsOf<AdminRewardRow>(
    db,
    sql`SELECT ${columns} FROM point_rewards WHERE site_id = ${siteId}
        ORDER BY retired_at IS NOT NULL, sort_order, id`,
  );
}

/** One of the site's rewards, locked until the transaction ends (a change reads its "before" under the lock). */
export async function lockReward(db: Executor, siteId: number, id: bigint) {
  const [row] = await rowsOf<AdminRewardRow>(
    db,
    sql`SELECT ${columns} FROM point_rewards WHERE id = ${id} AND site_id = ${siteId} FOR UPDATE`,
  );
  return row ?? null;
}

export async function insertReward(db: Executor, siteId: number, fields: RewardFields & { stock: number }) {
  const [row] = await rowsOf<AdminRewardRow>(
    db,
    sql`INSERT INTO point_rewards (site_id, names, unit, units, required_points, stock, sort_order, starts_at, ends_at)
        VALUES (${siteId}, ${JSON.stringify(fields.names)}::jsonb, ${fields.unit}, ${JSON.stringify(fields.units)}::jsonb,
                ${fields.requiredPoints}, ${fields.stock}, ${fields.sortOrder}, ${fields.startsAt}::timestamptz,
                ${fields.endsAt}::timestamptz)
        RETURNING ${columns}`,
  );
  return row!;
}

/** Changes everything but the stock, the schedule included (redemptions change it meanwhile; a restock adds to it). */
export async function updateReward(db: Executor, id: bigint, fields: RewardFields) {
  const [row] = await rowsOf<AdminRewardRow>(
    db,
    sql`UPDATE point_rewards SET names = ${JSON.stringify(fields.names)}::jsonb, unit = ${fields.unit},
          units = ${JSON.stringify(fields.units)}::jsonb, required_points = ${fields.requiredPoints},
          sort_order = ${fields.sortOrder}, starts_at = ${fields.startsAt}::timestamptz,
          ends_at = ${fields.endsAt}::timestamptz
        WHERE id = ${id} RETURNING ${columns}`,
  );
  return row!;
}

/** Adds to the stock in one statement (a redemption racing it takes from the sum). */
export async function addStock(db: Executor, id: bigint, quantity: number) {
  const [row] = await rowsOf<AdminRewardRow>(
    db,
    sql`UPDATE point_rewards SET stock = stock + ${quantity} WHERE id = ${id} RETURNING ${columns}`,
  );
  return row!;
}

export async function retireReward(db: Executor, id: bigint, at: Date) {
  const [row] = await rowsOf<AdminRewardRow>(
    db,
    sql`UPDATE point_rewards SET retired_at = ${at} WHERE id = ${id} RETURNING ${columns}`,
  );
  return row!;
}

/**
 * The per-language texts of a reward (the site-texts call writes them through the points service): the maps
 * given, the others kept; every map as stored now, null when the site has no such reward.
 */
export async function setRewardTexts(
  db: Executor,
  siteId: number,
  id: bigint,
  maps: { names?: Record<string, string>; units?: Record<string, string> },
) {
  const [row] = await rowsOf<{ names: Record<string, string>; units: Record<string, string> }>(
    db,
    sql`UPDATE point_rewards
        SET names = coalesce(${maps.names ? JSON.stringify(maps.names) : null}::jsonb, names),
            units = coalesce(${maps.units ? JSON.stringify(maps.units) : null}::jsonb, units)
        WHERE id = ${id} AND site_id = ${siteId} RETURNING names, units`,
  );
  return row ?? null;
}
