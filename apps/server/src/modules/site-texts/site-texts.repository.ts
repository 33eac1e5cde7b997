import type { StoredTexts } from '@portal/contracts';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';

/**
 * The operator's writes of the per-language texts (issue 22 #26), one home for all of them: each owner
 * module reads its texts; only these statements change them.
 */
export type TextMaps = Partial<Record<string, Record<string, string>>>;

/**
 * Writes the maps given (a map left out stays as it is) on the rows `where` picks, and answers every
 * map of the table's `columns` as stored now; null when `where` picks no row (nothing was written).
 */
async function update(
  db: Executor,
  table: string,
  columns: readonly string[],
  maps: TextMaps,
  where: SQL,
): Promise<StoredTexts | null> {
  const given = columns.filter((column) => maps[column] !== undefined);
  const sets = sql.join(
    given.map((column) => sql`${sql.identifier(column)} = ${JSON.stringify(maps[column])}::jsonb`),
    sql`, `,
  );
  const stored = sql.join(
    columns.map((column) => sql`${column}::text, ${sql.identifier(column)}`),
    sql`, `,
  );
  const [row] = await rowsOf<{ texts: StoredTexts }>(
    db,
    sql`UPDATE ${sql.identifier(table)} SET ${sets} WHERE ${where} RETURNING json_build_object(${stored}) AS texts`,
  );
  return row?.texts ?? null;
}

export const setDepositChannelTexts = (db: Executor, siteId: number, code: string, maps: TextMaps) =>
  update(db, 'payment_channels', ['names', 'notes'], maps, sql`site_id = ${siteId} AND code = ${code}`);

export const setVipLevelTexts = (db: Executor, siteId: number, level: number, maps: TextMaps) =>
  update(db, 'vip_levels', ['names'], maps, sql`site_id = ${siteId} AND level = ${level}`);

export const setPointRewardTexts = (db: Executor, siteId: number, id: bigint, maps: TextMaps) =>
  update(db, 'point_rewards', ['names', 'units'], maps, sql`site_id = ${siteId} AND id = ${id}`);

/**
 * A customer-service channel's titles: on the site's settings (the permission's list) and on the sealed
 * channel made from them (CBS_modelList), together.
 */
export async function setServiceChannelTexts(db: Executor, siteId: number, csType: string, maps: TextMaps) {
  const where = sql`site_id = ${siteId} AND cs_type = ${csType}`;
  const onSettings = await update(db, 'site_customer_services', ['titles'], maps, where);
  const onChannels = await update(db, 'service_channels', ['titles'], maps, where);
  return onSettings ?? onChannels;
}
