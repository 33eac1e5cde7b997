import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { sites } from '../db/schema/index.js';
import { seedDemoCannedReplies } from './demo-canned-replies.js';
import { seedDemoCatalog } from './demo-catalog.js';
import { seedDemoChannels } from './demo-channels.js';
import { seedDemoContent } from './demo-content.js';
import { seedDemoContracts } from './demo-contracts.js';
import { seedDemoHistory } from './demo-history.js';
import { seedDemoLottery } from './demo-lottery.js';
import { seedDemoMembers } from './demo-members.js';
import { seedDemoMissions } from './demo-missions.js';
import { seedOriginals } from './demo-originals.js';
import { seedDemoPoints } from './demo-points.js';
import { seedDemoPromotions } from './demo-promotions.js';
import { seedDemoReferrals } from './demo-referrals.js';
import { demoSites } from './demo-sites.js';
import { DemoTimeline } from './demo-timeline.js';
import { seedDemoVendors } from './demo-vendors.js';
import { seedDemoVip } from './demo-vip.js';
import { insertSite } from './site-writer.js';

/** Seeds the demo sites and their demo accounts on first start only: an existing installation's data is never touched. */
export async function seedDemoIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ count: sql<number>`count(*)::int` }).from(sites);
  if ((row?.count ?? 0) > 0) return false;
  for (const definition of demoSites) {
    await insertSite(db, definition);
    await seedDemoMembers(db, definition.site.code);
    await seedDemoVip(db, definition.site.code);
    await seedDemoPoints(db, definition.site.code);
    await seedDemoPromotions(db, definition.site.code);
    await seedDemoContracts(db, definition.site.code);
    await seedDemoChannels(db, definition.site.code);
    await seedDemoVendors(db, definition.site.code);
    await seedDemoCatalog(db, definition.site.code);
    await seedOriginals(db, definition.site.code);
    await seedDemoContent(db, definition.site.code);
    await seedDemoCannedReplies(db, definition.site.code);
    await seedDemoLottery(db, definition.site.code);
    // The past that moved money, written oldest first once every seeder has told its part.
    const past = new DemoTimeline();
    await seedDemoReferrals(db, definition.site.code, past);
    await seedDemoMissions(db, definition.site.code);
    await seedDemoHistory(db, definition.site.code, past);
    await past.play();
  }
  return true;
}
