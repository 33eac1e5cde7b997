import { announcementTypes, type FirstScreen, homePagePaths, type Language } from '@portal/contracts';
import type { FastifyRequest } from 'fastify';
import type { Database } from './db/client.js';
import { firstScreenMarkup } from './first-screen-markup.js';
import { announcementsFor } from './modules/content/content.service.js';
import { gameMenus } from './modules/games/catalog.service.js';
import type { SiteRegistry } from './modules/site/site.registry.js';
import { permissionOf, statusOf } from './modules/system/system.service.js';
import { type Clock, systemClock } from './platform/clock.js';
import { countryOf } from './platform/geo.js';
import type { PageAssets } from './platform/page-assets.js';
import type { Site } from './platform/site.types.js';
import { TtlCache } from './platform/ttl-cache.js';
import type { FirstScreenHead } from './platform/web-app.js';

const homePaths = new Set<string>(homePagePaths);

/**
 * The first screen's data for a page request, as the API would answer it for a visitor: the site (by
 * host), its status and settings, its game menus, and on the home page the announcements in the
 * site's default language, with its first screen written as markup when a lead banner heads it. Announcements are
 * kept five seconds per site, as every visitor reads them alike.
 */
export function firstScreenSource(
  db: Database,
  registry: SiteRegistry,
  assets: PageAssets | null,
  clock: Clock = systemClock,
) {
  const announcements = new TtlCache<string, Awaited<ReturnType<typeof announcementsFor>>>(5000, 200);
  const announcementsOf = (site: Site, language: Language) =>
    announcements.get(`${site.id}:${language}`, () => announcementsFor(db, site, [...announcementTypes], language));

  return async function firstScreenOf(request: FastifyRequest): Promise<FirstScreenHead | null> {
    const site = registry.resolve(request.headers.host, undefined);
    if (!site) return null;
    const country = countryOf(request.ip);
    const now = clock();
    const status = statusOf(site, request.ip, country, now);
    const language = site.brand.defaultLanguage;
    const data: FirstScreen = { status, permission: permissionOf(site, request.ip, country, language, now) };
    const path = request.url.split('?')[0] ?? '/';
    const messages = assets?.messages[language];
    const scripts = [...(messages ? [messages] : []), ...(assets?.schemaScripts ?? [])];
    const page: FirstScreenHead = { data, leadImage: null, scripts, styles: [], markup: null, entry: null };
    if (status.status !== 0) return page;
    data.menus = await gameMenus(db, site);
    if (!homePaths.has(path)) return page;
    const value = await announcementsOf(site, language);
    data.announcements = { language, value };
    const lead = value.banners.find((banner) => banner.groupName === 'w_home');
    return {
      ...page,
      leadImage: lead?.url ?? null,
      markup: lead ? firstScreenMarkup(data, lead) : null,
      entry: assets?.entry ?? null,
      scripts: [...page.scripts, ...(assets?.homeScripts ?? [])],
      styles: assets?.homeStyles ?? [],
    };
  };
}
