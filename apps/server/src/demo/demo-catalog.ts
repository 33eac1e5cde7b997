import { eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { games, sites, siteVendors, vendors } from '../db/schema/index.js';
import { type CatalogGame, rankHotGames, transferVendorGames, vendorGames } from './catalog/generate.js';
import { catalogVendors, vendorsNotOffered } from './catalog/vendors.js';
import { demoTransferVendors } from './demo-vendors.js';

/** Rows per INSERT: one JSON parameter each, so a batch is one round trip whatever its size. */
const batchSize = 2500;
const hotGameCount = 200;

/** Every game of the demo catalog, in a fixed order: the same ids and codes on every fresh database. */
export function demoCatalogGames(): CatalogGame[] {
  const all = [
    ...catalogVendors.flatMap((vendor) => vendorGames(vendor)),
    ...demoTransferVendors.map((vendor) => transferVendorGames(vendor)[0]!),
    // Added later (issue 27), after every earlier game: the ids a fresh database gave before stay the same.
    ...demoTransferVendors.flatMap((vendor) => transferVendorGames(vendor).slice(1)),
  ];
  rankHotGames(all, hotGameCount);
  return all;
}

/** Inserts games in batches through jsonb_to_recordset: ten thousand rows take a few round trips. */
async function insertGames(db: Database, rows: CatalogGame[]): Promise<void> {
  for (let start = 0; start < rows.length; start += batchSize) {
    const batch = JSON.stringify(rows.slice(start, start + batchSize));
    await db.execute(sql`
      INSERT INTO ${games} (vendor_code, game_code, game_name, names, category, sub_type, is_game, min_bet,
        line_num, free_trial, hot_rank, is_new, sort_order)
      SELECT "vendorCode", "gameCode", "gameName", names, category, "subType", "isGame", "minBet",
        "lineNum", "freeTrial", "hotRank", "isNew", "sortOrder"
      FROM jsonb_to_recordset(${batch}::jsonb) AS r("vendorCode" text, "gameCode" text, "gameName" text,
        names jsonb, category text, "subType" text, "isGame" boolean, "minBet" bigint, "lineNum" smallint,
        "freeTrial" boolean, "hotRank" integer, "isNew" boolean, "sortOrder" integer)
      ON CONFLICT (vendor_code, game_code) DO NOTHING`);
  }
}

/**
 * The demo catalog: vendors and games of real size (about fifty vendors, over ten thousand games).
 * Vendors and games are global, so the first site inserts them and later sites find them there;
 * each site then offers the vendors it carries.
 */
export async function seedDemoCatalog(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select({ id: sites.id }).from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  const [first] = await db
    .select({ id: games.id })
    .from(games)
    .where(eq(games.vendorCode, catalogVendors[0]!.code))
    .limit(1);
  if (!first) {
    await db
      .insert(vendors)
      .values([...demoTransferVendors, ...catalogVendors])
      .onConflictDoNothing();
    await insertGames(db, demoCatalogGames());
    // A bulk insert leaves the trigram index's new entries in its pending list, which every search
    // would read through until a vacuum; and without fresh statistics the planner takes ten thousand
    // games for a handful and sorts whole categories instead of reading (category, sort_order, id).
    await db.execute(sql`SELECT gin_clean_pending_list('games_name_trgm'::regclass)`);
    await db.execute(sql`ANALYZE games, vendors`);
  }
  const skipped = new Set(vendorsNotOffered[siteCode] ?? []);
  const offered = catalogVendors.filter((vendor) => !skipped.has(vendor.code));
  await db
    .insert(siteVendors)
    .values(offered.map((vendor, index) => ({ siteId: site.id, vendorCode: vendor.code, sortOrder: 10 + index })))
    .onConflictDoNothing();
}
