import {
  type Announcements,
  type Banner,
  bannerGroups,
  type Language,
  languageSchema,
  linkageTypes,
  popupExecutionCodes,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import { type TextPicker, textPicker } from '../../platform/translated.js';
import * as repository from './content.repository.js';

/**
 * The language a call asked for in its query (any case), else the request's (its `Language` header,
 * held to the site's languages). An unknown code is a bad request naming the field.
 */
export function languageOf(asked: string | undefined, fallback: Language): Language {
  if (asked === undefined || asked === '') return fallback;
  const parsed = languageSchema.safeParse(asked.toUpperCase());
  if (!parsed.success) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'language',
      message: 'language: EN, TY, JA, KO or PT',
    });
  }
  return parsed.data;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

function bannerView(row: repository.BannerRow, pick: TextPicker): Banner | null {
  if (!isOneOf(bannerGroups, row.groupName)) return null;
  const linkageType = isOneOf(linkageTypes, row.linkageType) ? row.linkageType : 'NONE';
  return {
    id: String(row.id),
    url: row.imagePath,
    title: pick(row.title),
    linkageType,
    linkTarget: linkageType === 'NONE' ? null : row.linkTarget,
    groupName: row.groupName,
  };
}

function noticeView(row: repository.AnnouncementRow, pick: TextPicker) {
  return {
    id: String(row.id),
    title: pick(row.title),
    content: pick(row.content),
    startDateStr: row.startsAt.getTime(),
  };
}

/**
 * Announcements V2: the site's own content that is live now, of the asked types, in the asked language.
 * Popups without a known execution code and promotions without a promotion type are left out rather
 * than sent half-formed.
 */
export async function announcementsFor(
  db: Database,
  site: Site,
  types: string[],
  language: Language,
): Promise<Announcements> {
  const wanted = new Set(types);
  const pick = textPicker(site, language);
  const [bannerRows, rows] = await Promise.all([
    wanted.has('B') ? repository.liveBanners(db, site.id) : Promise.resolve([]),
    repository.liveAnnouncements(
      db,
      site.id,
      types.filter((type) => type !== 'B'),
    ),
  ]);
  const ofType = (type: string) => rows.filter((row) => row.type === type);
  return {
    banners: bannerRows.flatMap((row) => bannerView(row, pick) ?? []),
    notices: ofType('PL').map((row) => noticeView(row, pick)),
    popups: ofType('PU').flatMap((row) =>
      isOneOf(popupExecutionCodes, row.executionCode)
        ? [{ ...noticeView(row, pick), executionCode: row.executionCode, promotionType: row.promotionType }]
        : [],
    ),
    promotions: ofType('PR').flatMap((row) =>
      row.promotionType ? [{ ...noticeView(row, pick), promotionType: row.promotionType }] : [],
    ),
    help: ofType('H').map((row) => noticeView(row, pick)),
  };
}

/** MCSFE_getListAnnouncements: a page of the public announcements, newest first. */
export async function publicAnnouncements(
  db: Database,
  site: Site,
  language: Language,
  pageNo: number,
  pageSize: number,
) {
  const list = { types: repository.publicListTypes, publicOnly: true };
  const { rows, total } = await repository.announcementPage(db, site.id, list, pageNo, pageSize);
  const pick = textPicker(site, language);
  return {
    items: rows.map((row) => ({ ...noticeView(row, pick), promotionType: row.promotionType })),
    pageNo,
    pageSize,
    total,
  };
}

/** agentAnnouncement: a page of the site's notices for agents (type AG) live now, newest first. */
export async function agentNotices(db: Database, site: Site, language: Language, page: number, pageSize: number) {
  const list = { types: repository.agentListTypes, publicOnly: false };
  const { rows, total } = await repository.announcementPage(db, site.id, list, page, pageSize);
  const pick = textPicker(site, language);
  return { items: rows.map((row) => noticeView(row, pick)), page, pageSize, total };
}

/** The banner an artwork URL names (its site, group and image), for drawing it; null when there is none. */
export function bannerForArt(db: Database, id: bigint) {
  return repository.bannerForArt(db, id);
}
