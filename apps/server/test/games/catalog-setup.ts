import { eq, inArray } from 'drizzle-orm';
import { vendors } from '../../src/db/schema/index.js';
import { catalogVendors } from '../../src/demo/catalog/vendors.js';
import { seedDemoCatalog } from '../../src/demo/demo-catalog.js';
import { offerVendor } from '../../src/demo/demo-vendors.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import { manualClock } from '../clock.js';
import { type BuiltSite, buildSite } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';

export interface CatalogFixture {
  ctx: TestContext;
  /** Offers the whole demo catalog, its studios playable, in five languages (TY among them: bingo shows). */
  site: BuiltSite;
  /** English only (no bingo), dollars, offering only NOVA (slots) and LVX (live). */
  small: BuiltSite;
  visitor: PortalClient;
}

/** The real app with the demo catalog seeded and two sites that offer different parts of it. */
/** The time the fixture's app counts limits in (the favourite toggle): tests move it, never sleep. */
export const catalogClock = manualClock();

export async function catalogFixture(): Promise<CatalogFixture> {
  const ctx = await createTestApp({}, { clock: catalogClock.now });
  const { db } = ctx.database;
  const site = await buildSite(db);
  await seedDemoCatalog(db, site.code);
  await connectStudios(db);
  const small = await buildSite(db, { site: { supportedLanguages: ['EN'], defaultLanguage: 'EN' } });
  for (const code of ['NOVA', 'LVX']) {
    const [vendor] = await db.select().from(vendors).where(eq(vendors.code, code));
    await offerVendor(db, small.id, vendor!);
  }
  await ctx.app.sites.reload();
  return { ctx, site, small, visitor: new PortalClient(ctx.app, site.code) };
}

/**
 * A site lists only the vendors it can launch (playable.ts), and the demo's non-RNG studios have no adapter:
 * these tests of paging, search and filters over 10,000 games give every studio to the game server's adapter,
 * as a portal holding their credentials would have one for them (playable-catalog.test.ts keeps them as
 * seeded). The game server lists every kind the catalog has: plain games (sub_type null, all the non-RNG
 * studios' games) and the RNG kinds it has engines for.
 */
async function connectStudios(db: CatalogFixture['ctx']['database']['db']) {
  const studios = catalogVendors.map((vendor) => vendor.code);
  await db.update(vendors).set({ provider: gameServerProvider }).where(inArray(vendors.code, studios));
}

/** Registers a member on a site and returns its signed-in client. */
export async function memberOf(ctx: TestContext, site: BuiltSite, username: string): Promise<PortalClient> {
  const client = new PortalClient(ctx.app, site.code);
  const response = await client.register({ username, password: 'secret12', confirmPassword: 'secret12' });
  if (response.statusCode !== 200) throw new Error(`register ${username}: ${response.body}`);
  return client;
}

/** A free-play (trial) session on a site. */
export async function trialOf(ctx: TestContext, site: BuiltSite): Promise<PortalClient> {
  const client = new PortalClient(ctx.app, site.code);
  const response = await client.call('POST', '/wps/session/login/freeplay', { platform: 'W' });
  client.token = response.json().value.token;
  return client;
}
