import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../src/db/client.js';
import { seedDemoCatalog } from '../../src/demo/demo-catalog.js';
import { seedDemoIfEmpty } from '../../src/demo/seed.js';
import { createTestDatabase } from '../harness.js';

let database: DatabaseHandle;
let seedMs = 0;

beforeAll(async () => {
  database = await createTestDatabase();
  const started = performance.now();
  await seedDemoIfEmpty(database.db);
  seedMs = performance.now() - started;
});
afterAll(() => database.close());

const count = async (query: ReturnType<typeof sql>) => (await database.db.execute<{ n: number }>(query)).rows[0]!.n;

describe('the demo catalog seed', () => {
  it('is of real size: at least 10,000 games from at least 40 vendors, seeded in a few seconds', async () => {
    expect(await count(sql`SELECT count(*)::int AS n FROM games`)).toBeGreaterThanOrEqual(10_000);
    expect(await count(sql`SELECT count(DISTINCT vendor_code)::int AS n FROM games`)).toBeGreaterThanOrEqual(40);
    expect(await count(sql`SELECT count(*)::int AS n FROM vendors`)).toBeGreaterThanOrEqual(40);
    console.info(`demo seed (all sites, catalog included) took ${seedMs.toFixed(0)} ms`);
    expect(seedMs).toBeLessThan(10_000);
  });

  it('covers every catalog category and every RNG sub-type, with about 200 hot games and some new ones', async () => {
    const categories = await database.db.execute<{ category: string }>(
      sql`SELECT DISTINCT category FROM games ORDER BY category`,
    );
    expect(categories.rows.map((row) => row.category)).toEqual([
      'COCKFIGHT',
      'ELOTT',
      'ESPORTS',
      'FISH',
      'LIVE',
      'LOTT',
      'PVP',
      'RNG',
      'SPORTS',
    ]);
    const subTypes = await database.db.execute<{ sub_type: string }>(
      sql`SELECT DISTINCT sub_type FROM games WHERE category = 'RNG' AND sub_type IS NOT NULL ORDER BY 1`,
    );
    expect(subTypes.rows.map((row) => row.sub_type)).toEqual(['AC', 'BG', 'JP', 'SC', 'TG', 'VP']);
    // 200 from the catalog; the house studio (demo-originals.ts) may rank a few of its own.
    const hot = await count(sql`SELECT count(*)::int AS n FROM games WHERE hot_rank IS NOT NULL`);
    expect(hot).toBeGreaterThanOrEqual(200);
    expect(hot).toBeLessThanOrEqual(220);
    expect(await count(sql`SELECT count(*)::int AS n FROM games WHERE is_new`)).toBeGreaterThan(100);
    expect(await count(sql`SELECT count(*)::int AS n FROM vendors WHERE is_new`)).toBeGreaterThanOrEqual(3);
  });

  it('names every game in all five languages and keeps the sportsbook vendors in transfer mode', async () => {
    expect(
      await count(sql`SELECT count(*)::int AS n FROM games WHERE NOT names ?& array['EN','TY','JA','KO','PT']`),
    ).toBe(0);
    const transfer = await database.db.execute<{ code: string }>(
      sql`SELECT code FROM vendors WHERE wallet_mode = 'transfer' ORDER BY code`,
    );
    // Issue 27: the sportsbook, e-sports and cockfight studios keep their own wallets, on the game server.
    expect(transfer.rows.map((row) => row.code)).toEqual([
      'ARNA',
      'DS88',
      'GALO',
      'GGES',
      'GOAL',
      'IMES',
      'NEXS',
      'SBET',
      'SV3',
      'TF',
    ]);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM vendors WHERE wallet_mode = 'seamless' AND provider = 'external'`),
    ).toBeGreaterThanOrEqual(9);
    // Every RNG studio's titles play on the game server (the catalog's 22 and the house studio, demo-originals.ts),
    // every live and fishing studio's (issue 26), and every sportsbook's (issue 27); no other category's do.
    const served = await database.db.execute<{ category: string; wallet: string; n: number }>(
      sql`SELECT category, wallet_mode AS wallet, count(*)::int AS n FROM vendors WHERE provider = 'game-server'
          GROUP BY 1, 2 ORDER BY 1`,
    );
    expect(served.rows).toEqual([
      { category: 'COCKFIGHT', wallet: 'transfer', n: 3 },
      { category: 'ESPORTS', wallet: 'transfer', n: 4 },
      { category: 'FISH', wallet: 'seamless', n: 4 },
      { category: 'LIVE', wallet: 'seamless', n: 6 },
      { category: 'RNG', wallet: 'seamless', n: 22 + 1 },
      { category: 'SPORTS', wallet: 'transfer', n: 3 },
    ]);
  });

  it("gives each sportsbook vendor its lobby first and its centre's entries, none with a free trial", async () => {
    const entries = await database.db.execute<{ vendor: string; codes: string[]; lobbies: number; trials: number }>(
      sql`SELECT vendor_code AS vendor, array_agg(game_code ORDER BY sort_order, id) AS codes,
            count(*) FILTER (WHERE NOT is_game)::int AS lobbies, count(*) FILTER (WHERE free_trial)::int AS trials
          FROM games WHERE vendor_code IN (SELECT code FROM vendors WHERE wallet_mode = 'transfer')
          GROUP BY vendor_code ORDER BY vendor_code`,
    );
    const byVendor = Object.fromEntries(entries.rows.map((row) => [row.vendor, row]));
    expect(Object.keys(byVendor)).toHaveLength(10);
    for (const row of entries.rows) expect(row).toMatchObject({ lobbies: 1, trials: 0 });
    expect(byVendor.SBET?.codes).toEqual([
      'sportsbook',
      'virtual-football',
      'virtual-basketball',
      'virtual-horse-racing',
      'virtual-tennis',
      'virtual-greyhounds',
      'penalty-shootout',
    ]);
    expect(byVendor.SV3?.codes).toEqual(['lobby', 'derby-night', 'cockfight-arena']);
    expect(byVendor.TF?.codes).toEqual(['lobby', ...(byVendor.GGES?.codes ?? []).slice(1)]);
  });

  it('offers the vendors on each demo site, and runs again without duplicating anything', async () => {
    const before = await count(sql`SELECT count(*)::int AS n FROM games`);
    await seedDemoCatalog(database.db, 'AUR');
    expect(await count(sql`SELECT count(*)::int AS n FROM games`)).toBe(before);
    const offered = await database.db.execute<{ code: string; n: number }>(
      sql`SELECT s.code, count(*)::int AS n FROM site_vendors sv JOIN sites s ON s.id = sv.site_id GROUP BY s.code ORDER BY s.code`,
    );
    const bySite = Object.fromEntries(offered.rows.map((row) => [row.code, row.n]));
    expect(bySite.AUR).toBeGreaterThan(bySite.LTS!);
    expect(bySite.LTS).toBeGreaterThanOrEqual(40);
  });
});
