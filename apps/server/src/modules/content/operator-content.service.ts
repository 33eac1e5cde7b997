import type { AnnouncementRequest, BannerRequest, ContentState } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { recordAudit } from '../operator/operator.service.js';
import { bannerArtPath } from './banner-art.js';
import * as repository from './operator-content.repository.js';

/** Who acts, on which site, from where: every change is audited with its before and after. */
export interface ContentActor {
  siteId: number;
  operatorId: bigint;
  ip: string;
}
type BannerRow = Awaited<ReturnType<typeof repository.insertBanner>>;
type AnnouncementRow = Awaited<ReturnType<typeof repository.insertAnnouncement>>;

const iso = (at: Date | null) => (at ? at.toISOString() : null);
const dateOf = (at: string | null) => (at ? new Date(at) : null);

/** A banner's fields as the API answers them and the audit keeps them (before and after). */
function bannerFields(banner: BannerRow['banner']) {
  return {
    id: String(banner.id),
    groupName: banner.groupName as BannerRequest['groupName'],
    title: banner.title,
    imageUrl: banner.imagePath,
    linkageType: banner.linkageType,
    linkTarget: banner.linkTarget,
    sortOrder: banner.sortOrder,
    enabled: banner.enabled,
    startsAt: iso(banner.startsAt),
    endsAt: iso(banner.endsAt),
  };
}
const bannerView = ({ banner, state }: BannerRow) => ({ ...bannerFields(banner), state });

function announcementFields(announcement: AnnouncementRow['announcement']) {
  return {
    id: String(announcement.id),
    type: announcement.type as AnnouncementRequest['type'],
    title: announcement.title,
    content: announcement.content,
    executionCode: announcement.executionCode as AnnouncementRequest['executionCode'],
    isPublic: announcement.isPublic,
    sortOrder: announcement.sortOrder,
    startsAt: announcement.startsAt.toISOString(),
    endsAt: iso(announcement.endsAt),
  };
}
const announcementView = ({ announcement, state }: AnnouncementRow) => ({ ...announcementFields(announcement), state });

const pageOf = <T>(items: T[], rows: { total: number }[], page: number, pageSize: number) => ({
  items,
  total: rows[0]?.total ?? 0,
  page,
  pageSize,
});

export async function bannersOfSite(
  db: Database,
  siteId: number,
  query: { state?: ContentState; page: number; pageSize: number },
) {
  const rows = await repository.bannerPage(db, siteId, query.state, query.pageSize, (query.page - 1) * query.pageSize);
  return pageOf(rows.map(bannerView), rows, query.page, query.pageSize);
}

export async function announcementsOfSite(
  db: Database,
  siteId: number,
  query: { state?: ContentState; page: number; pageSize: number },
) {
  const rows = await repository.announcementPageOfSite(
    db,
    siteId,
    query.state,
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return pageOf(rows.map(announcementView), rows, query.page, query.pageSize);
}

const bannerValues = (body: BannerRequest): repository.BannerValues => ({
  ...body,
  startsAt: dateOf(body.startsAt),
  endsAt: dateOf(body.endsAt),
});

/** Creates a banner (id null) or replaces one of the site's; the change and its audit row are one transaction. */
export function saveBanner(db: Database, actor: ContentActor, id: bigint | null, body: BannerRequest) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await repository.lockBanner(tx, actor.siteId, id);
    if (id !== null && !before)
      throw new AppError('NOT_FOUND', { field: 'id', message: 'no such banner on this site' });
    const saved =
      id === null
        ? await repository.insertBanner(tx, actor.siteId, bannerValues(body), bannerArtPath)
        : await repository.updateBanner(tx, id, bannerValues(body));
    const view = bannerView(saved);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: id === null ? 'content.banner.create' : 'content.banner.update',
      subject: `banner:${view.id}`,
      details: { ip: actor.ip, before: before ? bannerFields(before) : null, after: view },
    });
    return view;
  });
}

const announcementValues = (body: AnnouncementRequest): repository.AnnouncementValues => ({
  ...body,
  startsAt: dateOf(body.startsAt),
  endsAt: dateOf(body.endsAt),
});

export function saveAnnouncement(db: Database, actor: ContentActor, id: bigint | null, body: AnnouncementRequest) {
  return db.transaction(async (tx) => {
    const before = id === null ? null : await repository.lockAnnouncement(tx, actor.siteId, id);
    if (id !== null && !before) {
      throw new AppError('NOT_FOUND', { field: 'id', message: 'no such announcement on this site' });
    }
    const saved =
      id === null
        ? await repository.insertAnnouncement(tx, actor.siteId, announcementValues(body))
        : await repository.updateAnnouncement(tx, id, announcementValues(body));
    const view = announcementView(saved);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId: actor.siteId,
      action: id === null ? 'content.announcement.create' : 'content.announcement.update',
      subject: `announcement:${view.id}`,
      details: {
        ip: actor.ip,
        before: before ? announcementFields(before) : null,
        after: view,
      },
    });
    return view;
  });
}
