import type { ContentState } from '@portal/contracts';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { announcements, banners } from '../../db/schema/index.js';

/** Where a row stands now, by the same rule the member site shows it (content.repository.ts's liveness). */
const stateOf = (enabled: SQL, startsAt: SQL, endsAt: SQL) => sql<ContentState>`CASE
  WHEN NOT ${enabled} THEN 'off'
  WHEN ${endsAt} IS NOT NULL AND ${endsAt} <= now() THEN 'ended'
  WHEN ${startsAt} IS NOT NULL AND ${startsAt} > now() THEN 'scheduled'
  ELSE 'live' END`;
const bannerState = stateOf(sql`${banners.enabled}`, sql`${banners.startsAt}`, sql`${banners.endsAt}`);
const announcementState = stateOf(sql`true`, sql`${announcements.startsAt}`, sql`${announcements.endsAt}`);

const paged = { total: sql<number>`count(*) over ()`.mapWith(Number) };

/** A page of the site's banners (every state unless one is asked), by group and order. */
export function bannerPage(
  db: Database,
  siteId: number,
  state: ContentState | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ banner: banners, state: bannerState, ...paged })
    .from(banners)
    .where(and(eq(banners.siteId, siteId), state ? sql`${bannerState} = ${state}` : undefined))
    .orderBy(banners.groupName, banners.sortOrder, banners.id)
    .limit(limit)
    .offset(offset);
}

export function announcementPageOfSite(
  db: Database,
  siteId: number,
  state: ContentState | undefined,
  limit: number,
  offset: number,
) {
  return db
    .select({ announcement: announcements, state: announcementState, ...paged })
    .from(announcements)
    .where(
      and(
        eq(announcements.siteId, siteId),
        sql`${announcements.type} <> 'B'`,
        state ? sql`${announcementState} = ${state}` : undefined,
      ),
    )
    .orderBy(desc(announcements.startsAt), desc(announcements.id))
    .limit(limit)
    .offset(offset);
}

export type BannerValues = Omit<typeof banners.$inferInsert, 'id' | 'siteId' | 'imagePath'>;
/** No start given: from now, the database's now, the one the state is read against. */
export type AnnouncementValues = Omit<typeof announcements.$inferInsert, 'id' | 'siteId' | 'startsAt'> & {
  startsAt: Date | null;
};
const startOf = (values: AnnouncementValues) => ({ ...values, startsAt: values.startsAt ?? sql`now()` });

/** A new banner; its picture is its own generated artwork, whose path names its id (taken first). */
export async function insertBanner(
  db: Executor,
  siteId: number,
  values: BannerValues,
  artPath: (id: bigint) => string,
) {
  const next = await db.execute<{ id: string }>(
    sql`SELECT nextval(pg_get_serial_sequence('banners', 'id'))::text AS id`,
  );
  const id = BigInt(next.rows[0]!.id);
  await db.insert(banners).values({ ...values, id, siteId, imagePath: artPath(id) });
  return bannerWithState(db, id);
}

/** A banner with where it stands now. */
async function bannerWithState(db: Executor, id: bigint) {
  const [row] = await db.select({ banner: banners, state: bannerState }).from(banners).where(eq(banners.id, id));
  return row!;
}

async function announcementWithState(db: Executor, id: bigint) {
  const [row] = await db
    .select({ announcement: announcements, state: announcementState })
    .from(announcements)
    .where(eq(announcements.id, id));
  return row!;
}

/** The site's banner, locked for its change (the audit keeps what it was). */
export async function lockBanner(db: Executor, siteId: number, id: bigint) {
  const [row] = await db
    .select()
    .from(banners)
    .where(and(eq(banners.id, id), eq(banners.siteId, siteId)))
    .for('update');
  return row ?? null;
}

export async function updateBanner(db: Executor, id: bigint, values: BannerValues) {
  await db.update(banners).set(values).where(eq(banners.id, id));
  return bannerWithState(db, id);
}

export async function insertAnnouncement(db: Executor, siteId: number, values: AnnouncementValues) {
  const [row] = await db
    .insert(announcements)
    .values({ ...startOf(values), siteId })
    .returning({ id: announcements.id });
  return announcementWithState(db, row!.id);
}

export async function lockAnnouncement(db: Executor, siteId: number, id: bigint) {
  const [row] = await db
    .select()
    .from(announcements)
    .where(and(eq(announcements.id, id), eq(announcements.siteId, siteId), sql`${announcements.type} <> 'B'`))
    .for('update');
  return row ?? null;
}

export async function updateAnnouncement(db: Executor, id: bigint, values: AnnouncementValues) {
  await db.update(announcements).set(startOf(values)).where(eq(announcements.id, id));
  return announcementWithState(db, id);
}
