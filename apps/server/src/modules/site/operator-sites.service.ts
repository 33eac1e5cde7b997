import {
  type Language,
  type OperatorSite,
  type SiteState,
  type SiteUpdateRequest,
  type siteCreateRequestSchema,
  siteCurrencies,
  siteStates,
} from '@portal/contracts';
import { allCountries } from '@portal/contracts/countries';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import type { Site } from '../../platform/site.types.js';
import type { Sites } from '../../platform/site-context.js';
import { copySiteChannels } from '../cashier/payment-channels.service.js';
import { copyLotteryGames } from '../lottery/lottery-game-settings.service.js';
import { recordAudit } from '../operator/operator.service.js';
import { copyVipLevels } from '../vip/vip-levels.service.js';
import { packageResourceTypes } from './app-packages.repository.js';
import * as repository from './operator-sites.repository.js';
import { perCent, scaledAmount, themed } from './site-branding.js';
import { writeSite } from './site-writer.repository.js';

export interface SitesDeps {
  db: Database;
  /** The site registry: read again as soon as a change commits, so this instance serves it at once. */
  sites: Sites;
}

/** Who acts, from which site's console (the default template) and from where; `siteIds` null: every site. */
export interface SitesActor {
  operatorId: bigint;
  siteIds: number[] | null;
  site: Site;
  ip: string;
}

/** Native app packages are the template brand's own builds: a new site publishes its own. */
const leftOut = Object.values(packageResourceTypes);

const stateOf = (status: number): SiteState => siteStates[status] ?? 'closed';
const statusOf = (state: SiteState) => siteStates.indexOf(state);

function viewOf(row: repository.ListedSite): OperatorSite {
  return {
    code: row.code,
    name: row.name,
    domains: row.domains,
    status: stateOf(row.status),
    currency: { code: row.currencyCode, symbol: row.currencySymbol, decimals: row.currencyDecimals },
    defaultLanguage: row.defaultLanguage as Language,
    languages: row.supportedLanguages as Language[],
    colors: row.theme.colors,
    logoUrl: row.theme.logoUrl,
    blockedCountries: row.blockedCountries,
    allowedCountries: row.allowedCountries,
    createdAt: row.createdAt.toISOString(),
  };
}

async function viewOfSite(db: Parameters<typeof repository.listedSite>[0], siteId: number): Promise<OperatorSite> {
  const row = await repository.listedSite(db, siteId);
  if (!row) throw new Error(`site ${siteId} vanished`);
  return viewOf(row);
}

/** The sites the operator runs (every site for an owner of all), a page at a time, oldest first. */
export async function sitesOf(
  deps: SitesDeps,
  actor: SitesActor,
  query: { status?: SiteState; page: number; pageSize: number },
) {
  const rows = await repository.sitePage(
    deps.db,
    { siteIds: actor.siteIds, status: query.status === undefined ? undefined : statusOf(query.status) },
    query.pageSize,
    (query.page - 1) * query.pageSize,
  );
  return { items: rows.map(viewOf), total: rows[0]?.total ?? 0, page: query.page, pageSize: query.pageSize };
}

/**
 * A new site from the template (the console's own site unless named), in one transaction with its audit row: a code
 * and a domain nobody has (409), the new brand, currency and languages; the registry serves it once committed.
 */
export async function createSite(
  deps: SitesDeps,
  actor: SitesActor,
  body: z.output<typeof siteCreateRequestSchema>,
): Promise<OperatorSite> {
  if (actor.siteIds) throw new AppError('FORBIDDEN', { message: 'only an owner of every site makes a new site' });
  const currency = siteCurrencies.find((entry) => entry.code === body.currency)!;
  const templateCode = body.template ?? actor.site.code;
  const view = await deps.db.transaction(async (tx) => {
    await repository.lockSiteCreation(tx);
    const templateId = await repository.siteIdByCode(tx, templateCode);
    const template = templateId === null ? null : await repository.templateOf(tx, templateId, leftOut);
    if (!template) throw new AppError('NOT_FOUND', { field: 'template', message: `template: no site ${templateCode}` });
    if ((await repository.siteIdByCode(tx, body.code)) !== null) {
      throw new AppError('CONFLICT', { field: 'code', message: `code: ${body.code} is taken` });
    }
    if (await repository.domainTaken(tx, body.domain)) {
      throw new AppError('CONFLICT', { field: 'domain', message: `domain: ${body.domain} serves another site` });
    }
    const scale = { num: perCent(body.currency), den: perCent(template.site.currencyCode) };
    const { id: _id, createdAt: _created, updatedAt: _updated, ...copied } = template.site;
    const siteId = await writeSite(tx, {
      site: {
        ...copied,
        code: body.code,
        name: body.name,
        currencyCode: currency.code,
        currencySymbol: currency.symbol,
        currencyDecimals: currency.decimals,
        defaultLanguage: body.defaultLanguage,
        supportedLanguages: body.languages,
        theme: themed(template.site.theme, { ...body, name: body.name }),
        status: 0,
        // The template's analytics property and maintenance window are its own brand's.
        gtagId: null,
        maintenanceStartsAt: null,
        maintenanceEndsAt: null,
        withdrawMinAmount: scaledAmount(copied.withdrawMinAmount, scale),
        withdrawMaxAmount: scaledAmount(copied.withdrawMaxAmount, scale),
      },
      domains: [body.domain],
      registerRules: template.registerRules as Parameters<typeof writeSite>[1]['registerRules'],
      customerServices: template.customerServices as Parameters<typeof writeSite>[1]['customerServices'],
      resources: template.resources as Parameters<typeof writeSite>[1]['resources'],
    });
    const sameCurrency = template.site.currencyCode === currency.code;
    await repository.copySiteSetup(tx, template.site.id, siteId);
    await copyVipLevels(tx, template.site.id, siteId, scale);
    await copySiteChannels(tx, template.site.id, siteId, scale);
    await copyLotteryGames(tx, template.site.id, siteId, sameCurrency);
    const after = await viewOfSite(tx, siteId);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId,
      action: 'site.create',
      subject: `site:${after.code}`,
      details: { ip: actor.ip, from: actor.site.code, template: template.site.code, after },
    });
    return after;
  });
  await deps.sites.reload();
  return view;
}

const knownCountries = new Set(allCountries.map((country) => country.countryCode));

/** A site's name, colours, logo, status, languages or blocked countries; audited before and after. */
export async function updateSite(
  deps: SitesDeps,
  actor: SitesActor,
  code: string,
  body: SiteUpdateRequest,
): Promise<OperatorSite> {
  const view = await deps.db.transaction(async (tx) => {
    const siteId = await repository.siteIdByCode(tx, code);
    if (siteId === null) throw new AppError('NOT_FOUND', { field: 'code', message: `code: no site ${code}` });
    if (actor.siteIds && !actor.siteIds.includes(siteId)) {
      throw new AppError('FORBIDDEN', { message: 'that site is not one of yours' });
    }
    const row = await repository.lockSite(tx, siteId);
    if (!row) throw new AppError('NOT_FOUND', { field: 'code' });
    const languages = body.languages ?? row.supportedLanguages;
    const defaultLanguage = body.defaultLanguage ?? row.defaultLanguage;
    if (!languages.includes(defaultLanguage)) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'defaultLanguage',
        message: `defaultLanguage: ${defaultLanguage} is not among the languages ${languages.join(', ')}`,
      });
    }
    const unknown = (body.blockedCountries ?? []).filter((country) => !knownCountries.has(country));
    if (unknown.length > 0) {
      throw new AppError('VALIDATION_ERROR', {
        field: 'blockedCountries',
        message: `blockedCountries: no such country ${unknown.join(', ')}`,
      });
    }
    const before = await viewOfSite(tx, siteId);
    const recoloured = body.brand !== undefined || body.accent !== undefined || body.logoUrl !== undefined;
    await repository.updateSite(tx, siteId, {
      ...(body.name === undefined ? {} : { name: body.name }),
      ...(recoloured
        ? { theme: themed(row.theme, { brand: body.brand, accent: body.accent, logoUrl: body.logoUrl }) }
        : {}),
      ...(body.status === undefined ? {} : { status: statusOf(body.status) }),
      ...(body.languages || body.defaultLanguage ? { supportedLanguages: languages, defaultLanguage } : {}),
      ...(body.blockedCountries === undefined ? {} : { blockedCountries: body.blockedCountries }),
    });
    const after = await viewOfSite(tx, siteId);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId,
      action: 'site.update',
      subject: `site:${row.code}`,
      details: { ip: actor.ip, from: actor.site.code, before, after },
    });
    return after;
  });
  await deps.sites.reload();
  return view;
}
