import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/dated-rows.js';
import type { Executor } from '../../db/executor.js';
import type { VipLevelRow } from './vip.repository.js';

export interface VipLevelFields {
  name: string;
  names: Record<string, string>;
  minDeposits: bigint;
  minValidBet: bigint;
  rebateRates: Record<string, number>;
  birthdayBonus: bigint;
  withdrawDailyCount: number | null;
}

const columns = sql`level, name, names, min_deposits::text, min_valid_bet::text, rebate_rates, birthday_bonus::text,
  withdraw_daily_count`;

/**
 * The site's levels, lowest first, read after the site's changes of levels queue (a transaction lock: the read
 * sees a level another change just added) and locked until the transaction ends.
 */
export async function lockLevels(db: Executor, siteId: number) {
  await db.execute(sql`SELECT pg_advisory_xact_lock(hashtextextended(${`vip-levels:${siteId}`}, 0))`);
  return rowsOf<VipLevelRow>(
    db,
    sql`SELECT ${columns} FROM vip_levels WHERE site_id = ${siteId} ORDER BY level FOR UPDATE`,
  );
}

/** How many of the site's members hold each level (levels nobody holds are left out). */
export async function holders(db: Executor, siteId: number) {
  const rows = await rowsOf<{ level: number; members: number }>(
    db,
    sql`SELECT vip_level AS level, count(*)::int AS members FROM members WHERE site_id = ${siteId} GROUP BY vip_level`,
  );
  return new Map(rows.map((row) => [row.level, row.members]));
}

export async function updateLevel(db: Executor, siteId: number, level: number, fields: VipLevelFields) {
  const [row] = await rowsOf<VipLevelRow>(
    db,
    sql`UPDATE vip_levels SET name = ${fields.name}, names = ${JSON.stringify(fields.names)}::jsonb,
          min_deposits = ${fields.minDeposits}, min_valid_bet = ${fields.minValidBet},
          rebate_rates = ${JSON.stringify(fields.rebateRates)}::jsonb, birthday_bonus = ${fields.birthdayBonus},
          withdraw_daily_count = ${fields.withdrawDailyCount}
        WHERE site_id = ${siteId} AND level = ${level} RETURNING ${columns}`,
  );
  return row!;
}

export async function insertLevel(db: Executor, siteId: number, level: number, fields: VipLevelFields) {
  const [row] = await rowsOf<VipLevelRow>(
    db,
    sql`INSERT INTO vip_levels (site_id, level, name, names, min_deposits, min_valid_bet, rebate_rates, birthday_bonus,
          withdraw_daily_count)
        VALUES (${siteId}, ${level}, ${fields.name}, ${JSON.stringify(fields.names)}::jsonb, ${fields.minDeposits},
          ${fields.minValidBet}, ${JSON.stringify(fields.rebateRates)}::jsonb, ${fields.birthdayBonus},
          ${fields.withdrawDailyCount})
        RETURNING ${columns}`,
  );
  return row!;
}

/** Removes the level while no member of the site holds it (one statement decides); whether it was removed. */
export async function deleteUnheldLevel(db: Executor, siteId: number, level: number) {
  const rows = await rowsOf<{ level: number }>(
    db,
    sql`DELETE FROM vip_levels WHERE site_id = ${siteId} AND level = ${level}
          AND NOT EXISTS (SELECT 1 FROM members WHERE site_id = ${siteId} AND vip_level = ${level})
        RETURNING level`,
  );
  return rows.length > 0;
}

/** A level's names per language (the site-texts call writes them through the vip service); null: no such level. */
export async function setLevelNames(db: Executor, siteId: number, level: number, names: Record<string, string>) {
  const [row] = await rowsOf<{ names: Record<string, string> }>(
    db,
    sql`UPDATE vip_levels SET names = ${JSON.stringify(names)}::jsonb WHERE site_id = ${siteId} AND level = ${level}
        RETURNING names`,
  );
  return row ?? null;
}

/** Amounts of the template's currency into the new one's: times `num`, divided by `den` (whole minor units). */
export interface Scale {
  num: bigint;
  den: bigint;
}
const scaled = (column: SQL, scale: Scale) => sql`(${column} * ${scale.num}::bigint) / ${scale.den}::bigint`;

/** A new site's levels from its template's, amounts scaled into its currency, in the caller's transaction. */
export async function copyLevels(tx: Executor, from: number, to: number, scale: Scale): Promise<void> {
  await tx.execute(sql`
    INSERT INTO vip_levels (site_id, level, name, names, min_deposits, min_valid_bet, rebate_rates, birthday_bonus,
      withdraw_daily_count)
    SELECT ${to}, level, name, names, ${scaled(sql`min_deposits`, scale)}, ${scaled(sql`min_valid_bet`, scale)},
      rebate_rates, ${scaled(sql`birthday_bonus`, scale)}, withdraw_daily_count
    FROM vip_levels WHERE site_id = ${from}`);
}
