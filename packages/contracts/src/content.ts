import { z } from 'zod';
import { popupExecutionCodes } from './constants.js';
import { successEnvelope } from './envelope.js';
import { announcementTypes } from './first-load.js';

/** SPEC §3 "Banner": the groups a banner can show in. */
export const bannerGroups = ['w_login', 'w_register', 'w_home', 'w_forget', 'w_leftmenu'] as const;
export const bannerGroupSchema = z.enum(bannerGroups);
/** What a click opens: a game, a portal route, a promotion, an outside page, or nothing. */
export const linkageTypes = ['NONE', 'GAME', 'ROUTE', 'PROMOTION', 'URL'] as const;
export const bannerSchema = z
  .object({
    id: z.string(),
    url: z.string(),
    title: z.string(),
    linkageType: z.enum(linkageTypes),
    /** The node id, route path, promotion type or address the click opens. */
    linkTarget: z.string().nullable(),
    groupName: bannerGroupSchema,
  })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof bannerSchema>;

/** SPEC §3 "Notice": startDateStr is epoch milliseconds. */
export const noticeSchema = z
  .object({ id: z.string(), title: z.string(), content: z.string(), startDateStr: z.number().int() })
  .meta({ id: 'Notice' });
export type Notice = z.infer<typeof noticeSchema>;

/** executionCode: A shows to everyone, B only to visitors before sign-in, F only after sign-in (docs/design-notes.md). */
export const popupSchema = noticeSchema
  .extend({ executionCode: z.enum(popupExecutionCodes), promotionType: z.string().nullable() })
  .meta({ id: 'Popup' });
export type Popup = z.infer<typeof popupSchema>;

/** Announcements V2 (types B, PL, PU, PR, H; platform W): banners, player notices, popups, promotions, help. */
export const announcementsQuerySchema = z.object({
  types: z
    .string()
    .default(announcementTypes.join(','))
    .transform((text) => text.split(',').filter(Boolean))
    .pipe(z.array(z.enum(announcementTypes)).min(1)),
  platform: z.literal('W').default('W'),
  language: z.string().max(4).optional(),
});
export const announcementsSchema = z
  .object({
    banners: z.array(bannerSchema),
    notices: z.array(noticeSchema),
    popups: z.array(popupSchema),
    promotions: z.array(noticeSchema.extend({ promotionType: z.string() })),
    help: z.array(noticeSchema),
  })
  .meta({ id: 'Announcements' });
export type Announcements = z.infer<typeof announcementsSchema>;

/** MCSFE_getListAnnouncements: the public announcements dialog (9 per page, SPEC §9). */
export const announcementListQuerySchema = z.object({
  pageNo: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(9),
});
export const announcementItemSchema = noticeSchema.extend({ promotionType: z.string().nullable() });
export const announcementPageSchema = z
  .object({ items: z.array(announcementItemSchema), pageNo: z.int(), pageSize: z.int(), total: z.int() })
  .meta({ id: 'AnnouncementPage' });

export const contentResponses = {
  announcements: successEnvelope(announcementsSchema),
};
