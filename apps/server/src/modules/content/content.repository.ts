import { and, asc, count, desc, eq, gt, inArray, isNull, lte, or, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { announcements, banners, promotions } from '../../db/schema/index.js';

export type BannerRow = typeof banners.$inferSelect;
export type AnnouncementRow = typeof announcements.$inferSelect;

/** Live now: started (a banner may have no start) and not yet ended (no end = open-ended). */
const bannerLive = and(
  eq(banners.enabled, true),
  or(isNull(banners.startsAt), lte(banners.startsAt, sql`now()`)),
  or(isNull(banners.endsAt), gt(banners.endsAt, sql`now()`)),
);
/**
 * An announcement that speaks for a promotion (its promotion type is the promotion's code on the site)
 * is live only while that promotion runs: no "your cashback is ready" while the promotion is coming
 * soon or over, nor for a promotion the site does not have (issue 22, finding 25).
 */
const promotionRunning = or(
  isNull(announcements.promotionType),
  sql`EXISTS (SELECT 1 FROM ${promotions} WHERE ${promotions.siteId} = ${announcements.siteId}
    AND ${promotions.code} = ${announcements.promotionType} AND ${promotions.startsAt} <= now()
    AND (${promotions.endsAt} IS NULL OR ${promotions.endsAt} > now()))`,
);
const announcementLive = and(
  lte(announcements.startsAt, sql`now()`),
  or(isNull(announcements.endsAt), gt(announcements.endsAt, sql`now()`)),
  promotionRunning,
);

/** The site's live banners of every group, in their order. */
export function liveBanners(db: Database, siteId: number): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .where(and(eq(banners.siteId, siteId), bannerLive))
    .orderBy(asc(banners.groupName), asc(banners.sortOrder), asc(banners.id));
}

/** The site's live announcements of the given types: by their order, then newest first. */
export function liveAnnouncements(db: Database, siteId: number, types: string[]): Promise<AnnouncementRow[]> {
  if (types.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(announcements)
    .where(and(eq(announcements.siteId, siteId), inArray(announcements.type, types), announcementLive))
    .orderBy(asc(announcements.sortOrder), desc(announcements.startsAt), desc(announcements.id));
}

/** The public announcements dialog lists notices, popups and promotions, not banner texts or help items. */
export const publicListTypes = ['PL', 'PU', 'PR'];

/** Notices for the agents of the back office (agentAnnouncement). */
export const agentListTypes = ['AG'];

/**
 * A page of the site's live announcements of the given types, newest first: the public dialog's
 * (public ones only) or the agents' notices. Served by announcements_site_type.
 */
export async function announcementPage(
  db: Database,
  siteId: number,
  list: { types: string[]; publicOnly: boolean },
  pageNo: number,
  pageSize: number,
) {
  const where: SQL | undefined = and(
    eq(announcements.siteId, siteId),
    list.publicOnly ? eq(announcements.isPublic, true) : undefined,
    inArray(announcements.type, list.types),
    announcementLive,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(announcements)
      .where(where)
      .orderBy(desc(announcements.startsAt), desc(announcements.id))
      .limit(pageSize)
      .offset((pageNo - 1) * pageSize),
    db.select({ n: count() }).from(announcements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** What the artwork of a banner needs: its site (for the theme) and group (for the shape). */
export async function bannerForArt(db: Database, id: bigint) {
  const [row] = await db
    .select({ siteId: banners.siteId, groupName: banners.groupName, imagePath: banners.imagePath })
    .from(banners)
    .where(eq(banners.id, id));
  return row ?? null;
}
