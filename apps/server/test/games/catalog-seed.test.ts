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

  it('names every game in all five languages and keeps the transfer vendors in transfer mode', async () => {
    expect(
      await count(sql`SELECT count(*)::int AS n FROM games WHERE NOT names ?& array['EN','TY','JA','KO','PT']`),
    ).toBe(0);
    const transfer = await database.db.execute<{ code: string }>(
      sql`SELECT code FROM vendors WHERE wallet_mode = 'transfer' ORDER BY code`,
    );
    expect(transfer.rows.map((row) => row.code)).toEqual(['DS88', 'IMES', 'SV3', 'TF']);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM vendors WHERE wallet_mode = 'seamless' AND provider = 'external'`),
    ).toBeGreaterThanOrEqual(15);
    // Every RNG studio's titles play on the game server (the catalog's 22 and the house studio, demo-originals.ts),
    // and every live and fishing studio's (issue 26); no other category's do.
    const served = await database.db.execute<{ category: string; n: number }>(
      sql`SELECT category, count(*)::int AS n FROM vendors WHERE provider = 'game-server' GROUP BY category ORDER BY 1`,
    );
    expect(served.rows).toEqual([
      { category: 'FISH', n: 4 },
      { category: 'LIVE', n: 6 },
      { category: 'RNG', n: 22 + 1 },
    ]);
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
