import type { Database } from '../../src/db/client.js';
import { announcements, banners, promotions } from '../../src/db/schema/index.js';

const hour = 3_600_000;
export const hoursAgo = (hours: number) => new Date(Date.now() - hours * hour);
export const hoursAhead = (hours: number) => new Date(Date.now() + hours * hour);

type AnnouncementInsert = typeof announcements.$inferInsert;
type BannerInsert = typeof banners.$inferInsert;

/** An announcement of a site, live since an hour ago unless the test says otherwise. */
export async function addAnnouncement(
  db: Database,
  siteId: number,
  fields: Partial<AnnouncementInsert> & Pick<AnnouncementInsert, 'type'>,
): Promise<string> {
  const [row] = await db
    .insert(announcements)
    .values({
      siteId,
      title: { EN: `${fields.type} title` },
      content: { EN: `${fields.type} content` },
      startsAt: hoursAgo(1),
      ...fields,
    })
    .returning({ id: announcements.id });
  return String(row!.id);
}

/** A banner of a site, enabled and without a time window unless the test says otherwise. */
export async function addBanner(
  db: Database,
  siteId: number,
  fields: Partial<BannerInsert> & Pick<BannerInsert, 'groupName'>,
): Promise<string> {
  const [row] = await db
    .insert(banners)
    .values({ siteId, title: { EN: 'A banner' }, imagePath: '/art/banners/0.svg', ...fields })
    .returning({ id: banners.id });
  return String(row!.id);
}

/** A promotion of a site an announcement can speak for: running since a day ago unless the test says otherwise. */
export async function addPromotion(
  db: Database,
  siteId: number,
  code: string,
  window: { startsAt?: Date; endsAt?: Date | null } = {},
): Promise<void> {
  await db.insert(promotions).values({
    siteId,
    code,
    kind: 'manual',
    title: { EN: code },
    terms: { EN: `${code} terms` },
    startsAt: window.startsAt ?? hoursAgo(24),
    endsAt: window.endsAt ?? null,
    rules: { amount: '100', frequency: 'once' },
    turnover: { multiple: 1, base: 'bonus', weights: {} },
  });
}
