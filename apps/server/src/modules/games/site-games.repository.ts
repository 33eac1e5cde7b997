import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { connectionOf, type Executor } from '../../db/executor.js';
import { siteGames, siteVendorSwitches, siteVendors, vendors } from '../../db/schema/index.js';
import { engineKindCondition } from './playable.js';
import { switchOfSiteVendor, vendorSwitchedOn } from './vendor.repository.js';

/** A site's own values of a game, with what the catalogue lists count of it (the vendor, category and kind). */
export interface SiteGameSetting {
  game_id: string;
  vendor_code: string;
  category: string;
  sub_type: string | null;
  enabled: boolean;
  /** Whether its hot rank or place differs from the catalogue's. */
  own_order: boolean;
}

/** Every game this site set values of (a few dozen at most in practice), for the catalogue cache. */
export async function siteGameSettings(db: Database, siteId: number): Promise<SiteGameSetting[]> {
  const result = await db.$client.query<SiteGameSetting>({
    name: 'site_game_settings',
    text: `SELECT sg.game_id::text AS game_id, g.vendor_code, g.category, g.sub_type, sg.enabled,
        (sg.hot_rank IS DISTINCT FROM g.hot_rank OR sg.sort_order <> g.sort_order) AS own_order
      FROM site_games sg JOIN games g ON g.id = sg.game_id WHERE sg.site_id = $1`,
    values: [siteId],
  });
  return result.rows;
}

/** A vendor of the site as the console shows it: switched on or not (the operator's switch, else the set-up). */
export interface SiteVendorRow {
  code: string;
  name: string;
  category: string;
  provider: string;
  enabled: boolean;
}

const siteVendorColumns = {
  code: vendors.code,
  name: vendors.name,
  category: vendors.category,
  provider: vendors.provider,
  enabled: vendorSwitchedOn,
};

/** The vendors the site was set up with (site_vendors), on or off, in the site's order. */
export function siteVendorRows(db: Executor, siteId: number, code?: string): Promise<SiteVendorRow[]> {
  return db
    .select(siteVendorColumns)
    .from(siteVendors)
    .innerJoin(vendors, eq(vendors.code, siteVendors.vendorCode))
    .leftJoin(siteVendorSwitches, switchOfSiteVendor)
    .where(and(eq(siteVendors.siteId, siteId), code === undefined ? undefined : eq(siteVendors.vendorCode, code)))
    .orderBy(asc(siteVendors.sortOrder), asc(vendors.sortOrder), asc(vendors.code));
}

/** The operator's switch of a vendor on a site (kept over the site's set-up from now on). */
export async function switchVendor(db: Executor, siteId: number, code: string, enabled: boolean): Promise<void> {
  await db
    .insert(siteVendorSwitches)
    .values({ siteId, vendorCode: code, enabled })
    .onConflictDoUpdate({
      target: [siteVendorSwitches.siteId, siteVendorSwitches.vendorCode],
      set: { enabled, updatedAt: sql`now()` },
    });
}

/** How many games of each vendor this site switched off. */
export async function gamesOffByVendor(db: Database, siteId: number): Promise<Map<string, number>> {
  const result = await db.$client.query<{ vendor_code: string; n: number }>({
    name: 'site_games_off_by_vendor',
    text: `SELECT g.vendor_code, count(*)::int AS n FROM site_games sg JOIN games g ON g.id = sg.game_id
      WHERE sg.site_id = $1 AND NOT sg.enabled GROUP BY g.vendor_code`,
    values: [siteId],
  });
  return new Map(result.rows.map((row) => [row.vendor_code, row.n]));
}

/** A game as the console lists it: the site's values where it set them, else the catalogue's. */
export interface OperatorGameRow {
  id: string;
  vendor_code: string;
  game_code: string;
  game_name: string;
  category: string;
  sub_type: string | null;
  enabled: boolean;
  hot_rank: number | null;
  sort_order: number;
  custom: boolean;
  total: number;
}

/** The games an operator may switch: of the site's playable vendors (on or off), or its own lottery games. */
export interface OperatorGameFilter {
  vendors: string[];
  gameIds: string[];
  vendor?: string | undefined;
  category?: string | undefined;
  /** A LIKE pattern over the lower-case name or code, already escaped. */
  namePattern?: string | undefined;
  hotOnly: boolean;
}

const effectiveHot = '(CASE WHEN sg.game_id IS NULL THEN g.hot_rank ELSE sg.hot_rank END)';

function operatorWhere(filter: OperatorGameFilter) {
  const values: unknown[] = [filter.vendors, filter.gameIds];
  const conditions = ['g.enabled', `(g.vendor_code = ANY($2::text[]) OR g.id = ANY($3::int8[]))`, engineKindCondition];
  const add = (condition: (at: string) => string, value: unknown) => {
    values.push(value);
    conditions.push(condition(`$${values.length + 1}`));
  };
  if (filter.vendor) add((at) => `g.vendor_code = ${at}`, filter.vendor);
  if (filter.category) add((at) => `g.category = ${at}`, filter.category);
  if (filter.namePattern)
    add(
      (at) => `(lower(g.game_name) LIKE ${at} ESCAPE '\\' OR lower(g.game_code) LIKE ${at} ESCAPE '\\')`,
      filter.namePattern,
    );
  if (filter.hotOnly) conditions.push(`${effectiveHot} IS NOT NULL`);
  return { values, sql: conditions.join(' AND ') };
}

const operatorColumns = `g.id::text AS id, g.vendor_code, g.game_code, g.game_name, g.category, g.sub_type,
  coalesce(sg.enabled, true) AS enabled, ${effectiveHot} AS hot_rank,
  coalesce(sg.sort_order, g.sort_order) AS sort_order, sg.game_id IS NOT NULL AS custom`;

/** One page of the site's games for the console, with the total (the hot list hottest first). */
export async function operatorGamePage(
  db: Database,
  siteId: number,
  filter: OperatorGameFilter,
  limit: number,
  offset: number,
): Promise<OperatorGameRow[]> {
  const where = operatorWhere(filter);
  const order = filter.hotOnly ? `${effectiveHot}, g.id` : 'g.vendor_code, coalesce(sg.sort_order, g.sort_order), g.id';
  const at = where.values.length + 2;
  const result = await db.$client.query<OperatorGameRow>({
    text: `SELECT ${operatorColumns}, count(*) OVER ()::int AS total
      FROM games g LEFT JOIN site_games sg ON sg.site_id = $1 AND sg.game_id = g.id
      WHERE ${where.sql} ORDER BY ${order} LIMIT $${at} OFFSET $${at + 1}`,
    values: [siteId, ...where.values, limit, offset],
  });
  return result.rows;
}

/** One game as the console shows it on this site, locked for the change; null when it is not one of the site's. */
export async function operatorGameForUpdate(
  tx: Executor,
  siteId: number,
  filter: Pick<OperatorGameFilter, 'vendors' | 'gameIds'>,
  gameId: string,
): Promise<OperatorGameRow | null> {
  const result = await connectionOf(tx).query<OperatorGameRow>({
    name: 'operator_game_for_update',
    text: `SELECT ${operatorColumns}, 1 AS total
      FROM games g LEFT JOIN site_games sg ON sg.site_id = $1 AND sg.game_id = g.id
      WHERE g.id = $4 AND g.enabled AND (g.vendor_code = ANY($2::text[]) OR g.id = ANY($3::int8[]))
        AND ${engineKindCondition}
      FOR UPDATE OF g`,
    values: [siteId, filter.vendors, filter.gameIds, gameId],
  });
  return result.rows[0] ?? null;
}

/** The site's own values of a game (they replace the catalogue's for this site). */
export async function saveSiteGame(
  db: Executor,
  siteId: number,
  gameId: string,
  values: { enabled: boolean; hotRank: number | null; sortOrder: number },
): Promise<void> {
  await db
    .insert(siteGames)
    .values({ siteId, gameId: BigInt(gameId), ...values })
    .onConflictDoUpdate({
      target: [siteGames.siteId, siteGames.gameId],
      set: { ...values, updatedAt: sql`now()` },
    });
}
