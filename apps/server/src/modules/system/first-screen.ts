import { announcementTypes, type FirstScreen, homePagePaths, type Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.js';
import { countryOf } from '../../platform/geo.js';
import { TtlCache } from '../../platform/ttl-cache.js';
import { announcementsFor } from '../content/content.service.js';
import type { SiteRegistry } from '../site/site.registry.js';
import type { Site } from '../site/site.types.js';
import { permissionOf, statusOf } from './system.service.js';

/** What a page carries for its first screen: the JSON block's data and the image to fetch at once. */
export interface FirstScreenHead {
  data: FirstScreen;
  /** The first home banner: the largest thing on the home page's first screen. */
  leadImage: string | null;
}

const homePaths = new Set<string>(homePagePaths);

/**
 * The first screen's data for a page request, as the API would answer it for a visitor: the site (by
 * host), its status and settings, and on the home page the announcements in the site's default
 * language. Announcements are kept five seconds per site, as every visitor reads them alike.
 */
export function firstScreenSource(db: Database, registry: SiteRegistry) {
  const announcements = new TtlCache<string, Awaited<ReturnType<typeof announcementsFor>>>(5000, 200);
  const announcementsOf = (site: Site, language: Language) =>
    announcements.get(`${site.id}:${language}`, () => announcementsFor(db, site, [...announcementTypes], language));

  return async function firstScreenOf(request: FastifyRequest): Promise<FirstScreenHead | null> {
    const site = registry.resolve(request.headers.host, undefined);
    if (!site) return null;
    const country = countryOf(request.ip);
    const status = statusOf(site, request.ip, country);
    const data: FirstScreen = { status, permission: permissionOf(site, request.ip, country) };
    const path = request.url.split('?')[0] ?? '/';
    if (status.status !== 0 || !homePaths.has(path)) return { data, leadImage: null };
    const language = site.brand.defaultLanguage;
    const value = await announcementsOf(site, language);
    data.announcements = { language, value };
    const lead = value.banners.find((banner) => banner.groupName === 'w_home');
    return { data, leadImage: lead?.url ?? null };
  };
}
