import { z } from 'zod';
import { popupExecutionCodes } from './constants.js';
import { bannerGroupSchema, linkageTypes } from './content.js';
import { successEnvelope } from './envelope.js';
import { textField } from './fields.js';
import { translatedTextSchema } from './translated.js';

/**
 * The console's content (issue 25 "Content"): banners per group and the announcements of the site (player notices,
 * popups, promotions' texts, help entries, agent notices), listed, created, edited, scheduled and retired, per
 * language. The member site shows what is enabled and within its schedule.
 */

/** Where a piece of content stands now: shown, waiting for its start, past its end, or switched off. */
export const contentStates = ['live', 'scheduled', 'ended', 'off'] as const;
export type ContentState = (typeof contentStates)[number];

const when = z.iso.datetime({ offset: true });
/** An optional start and end (empty: from now, with no end); the points mall's rewards are scheduled the same way. */
export const scheduleFields = {
  startsAt: when.nullable().default(null),
  endsAt: when.nullable().default(null),
};
/** The end after the start when both are given (compared as instants: their offsets may differ). */
export const scheduleInOrder = (body: { startsAt: string | null; endsAt: string | null }) =>
  !body.startsAt || !body.endsAt || Date.parse(body.startsAt) < Date.parse(body.endsAt);

/** A banner as the operator writes it; its picture is drawn by the portal in the site's theme. */
export const bannerRequestSchema = z
  .object({
    groupName: bannerGroupSchema,
    title: translatedTextSchema(120),
    linkageType: z.enum(linkageTypes).default('NONE'),
    linkTarget: textField(500).trim().min(1).nullable().default(null),
    sortOrder: z.int().min(0).max(999).default(0),
    enabled: z.boolean().default(true),
    ...scheduleFields,
  })
  .refine((body) => body.linkageType === 'NONE' || body.linkTarget !== null, {
    path: ['linkTarget'],
    message: 'what the click opens',
  })
  .refine(scheduleInOrder, { path: ['endsAt'], message: 'after startsAt' });
export type BannerRequest = z.infer<typeof bannerRequestSchema>;

export const operatorBannerSchema = z
  .object({
    id: z.string(),
    groupName: bannerGroupSchema,
    title: z.record(z.string(), z.string()),
    imageUrl: z.string(),
    linkageType: z.enum(linkageTypes),
    linkTarget: z.string().nullable(),
    sortOrder: z.int(),
    enabled: z.boolean(),
    startsAt: when.nullable(),
    endsAt: when.nullable(),
    state: z.enum(contentStates),
  })
  .meta({ id: 'OperatorBanner' });
export type OperatorBanner = z.infer<typeof operatorBannerSchema>;

/** The announcement types an operator writes (B, the banner texts, come with the banners). */
export const operatorAnnouncementTypes = ['PL', 'PU', 'PR', 'H', 'AG'] as const;

export const announcementRequestSchema = z
  .object({
    type: z.enum(operatorAnnouncementTypes),
    title: translatedTextSchema(200),
    content: translatedTextSchema(5000),
    /** Popups only: A everyone, B visitors before sign-in, F members after sign-in. */
    executionCode: z.enum(popupExecutionCodes).nullable().default(null),
    isPublic: z.boolean().default(true),
    sortOrder: z.int().min(0).max(999).default(0),
    startsAt: when.nullable().default(null),
    endsAt: when.nullable().default(null),
  })
  .refine((body) => (body.type === 'PU') === (body.executionCode !== null), {
    path: ['executionCode'],
    message: 'a popup, and only a popup, says whom it shows to',
  })
  .refine(scheduleInOrder, { path: ['endsAt'], message: 'after startsAt' });
export type AnnouncementRequest = z.infer<typeof announcementRequestSchema>;

export const operatorAnnouncementSchema = z
  .object({
    id: z.string(),
    type: z.enum(operatorAnnouncementTypes),
    title: z.record(z.string(), z.string()),
    content: z.record(z.string(), z.string()),
    executionCode: z.enum(popupExecutionCodes).nullable(),
    isPublic: z.boolean(),
    sortOrder: z.int(),
    startsAt: when,
    endsAt: when.nullable(),
    state: z.enum(contentStates),
  })
  .meta({ id: 'OperatorAnnouncement' });
export type OperatorAnnouncement = z.infer<typeof operatorAnnouncementSchema>;

export const operatorContentQuerySchema = z.object({
  state: z.enum(contentStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});
const pageOf = <T extends z.ZodType>(item: T, id: string) =>
  z.object({ items: z.array(item), total: z.int(), page: z.int(), pageSize: z.int() }).meta({ id });

export const operatorContentPaths = {
  banners: '/wps/operator/content/banners',
  banner: '/wps/operator/content/banners/:id',
  announcements: '/wps/operator/content/announcements',
  announcement: '/wps/operator/content/announcements/:id',
} as const;

export const operatorContentResponses = {
  banners: successEnvelope(pageOf(operatorBannerSchema, 'OperatorBannerPage')),
  banner: successEnvelope(operatorBannerSchema),
  announcements: successEnvelope(pageOf(operatorAnnouncementSchema, 'OperatorAnnouncementPage')),
  announcement: successEnvelope(operatorAnnouncementSchema),
};
