import { type Language, portalHeadersSchema } from '@portal/contracts';
import type { FastifyInstance, FastifyRequest, onRequestHookHandler } from 'fastify';
import { type Clock, systemClock } from './clock.js';
import { AppError } from './errors.js';
import { countryOf, isCountryBlocked } from './geo.js';
import type { Site } from './site.types.js';

/** Finds the site of a request (the site registry does, from its in-memory copy of the sites). */
export interface SiteResolver {
  resolve(host: string | undefined, merchant: string | undefined): Site | null;
}

/** Every site as the modules look them up, and a reload after an operator changed one (the site registry). */
export interface Sites extends SiteResolver {
  byId(id: number): Site | null;
  byCode(code: string): Site | null;
  reload(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyRequest {
    site: Site;
    language: Language;
    country: string | null;
  }
  interface FastifyContextConfig {
    /** The route answers while the site is in maintenance or the caller's region is blocked. */
    openWhenClosed?: boolean;
  }
}

function checkHeaders(request: FastifyRequest) {
  const { merchant, device, language, authorization, 'x-device-id': deviceId, 'x-pow': pow } = request.headers;
  const parsed = portalHeadersSchema.safeParse({
    merchant,
    device,
    language,
    authorization,
    'x-device-id': deviceId,
    'x-pow': pow,
  });
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const name = String(issue?.path[0] ?? 'headers');
  throw new AppError('INVALID_HEADER', { field: `header.${name}`, message: `header.${name}: ${issue?.message}` });
}

/** Whether `now` (epoch ms) is inside the site's scheduled maintenance window. */
export function inMaintenanceWindow(site: Pick<Site, 'maintenance'>, now: number): boolean {
  const { startsAt, endsAt } = site.maintenance;
  return startsAt !== null && endsAt !== null && startsAt <= now && now < endsAt;
}

/**
 * The status a caller sees at `now`: maintenance first (the status or a window covering now), then a region block
 * for everyone or for the caller's country.
 */
export function effectiveStatus(site: Site, country: string | null, now: number): 0 | 1 | 2 {
  if (site.status === 1 || inMaintenanceWindow(site, now)) return 1;
  if (site.status === 2 || isCountryBlocked(site, country)) return 2;
  return 0;
}

/** Picks the request's site (host, then `Merchant`, then the default) after checking the portal headers. */
function resolveSite(request: FastifyRequest, registry: SiteResolver): void {
  const headers = checkHeaders(request);
  const site = registry.resolve(request.headers.host, headers.merchant);
  if (!site) throw new AppError('SITE_NOT_FOUND', { field: 'header.merchant' });
  request.site = site;
  request.language =
    headers.language && site.brand.supportedLanguages.includes(headers.language)
      ? headers.language
      : site.brand.defaultLanguage;
  request.country = countryOf(request.ip);
}

/** Closes a route while its site is in maintenance (503) or the caller's region is blocked (403), by the app's clock. */
const closedSiteGuard =
  (clock: Clock): onRequestHookHandler =>
  (request, _reply, done) => {
    const status = effectiveStatus(request.site, request.country, clock());
    if (status === 1) return done(new AppError('MAINTENANCE'));
    if (status === 2) return done(new AppError('REGION_BLOCKED'));
    done();
  };

/**
 * For the API scope: every call gets its site, and every route not marked `openWhenClosed` gets
 * the closed-site guard, attached once when the route is declared rather than decided per request.
 */
export function registerSiteContext(app: FastifyInstance, registry: SiteResolver, clock: Clock = systemClock): void {
  const guard = closedSiteGuard(clock);
  app.decorateRequest('site', null as unknown as Site);
  app.decorateRequest('language', 'EN');
  app.decorateRequest('country', null);
  // A callback hook, not an async one: it runs on every call and needs no promise.
  app.addHook('onRequest', (request, _reply, done) => {
    try {
      resolveSite(request, registry);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
  app.addHook('onRoute', (route) => {
    // Operators run a site through its maintenance and whatever it blocks: their calls stay open.
    if (route.config?.openWhenClosed || route.config?.operator) return;
    const own = route.onRequest ? [route.onRequest].flat() : [];
    route.onRequest = [...own, guard];
  });
}
