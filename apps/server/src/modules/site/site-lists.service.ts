import type {
  CustomerServiceRequest,
  DomainRequest,
  OperatorCustomerService,
  OperatorDomain,
  OperatorRegisterRule,
  OperatorResource,
  RegisterRulesRequest,
  ResourceRequest,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { AppError } from '../../platform/errors.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Sites } from '../../platform/site-context.js';
import { recordAudit } from '../operator/operator.service.js';
import { siteIdByCode } from './operator-sites.repository.js';
import type { SitesActor } from './operator-sites.service.js';
import * as lists from './site-lists.repository.js';

export interface SiteListsDeps {
  db: Database;
  /** Read again once a change commits, so this instance serves it at once (the triggers tell the others). */
  sites: Sites;
  /** Seals the customer-service paths members are given (CBS_modelList). */
  secrets: Secrets;
}

/** The site of `code` if the operator runs it: 404 for no such site, 403 for another's. */
async function siteIdFor(db: Executor, actor: SitesActor, code: string): Promise<number> {
  const siteId = await siteIdByCode(db, code);
  if (siteId === null) throw new AppError('NOT_FOUND', { field: 'code', message: `code: no site ${code}` });
  if (actor.siteIds && !actor.siteIds.includes(siteId)) {
    throw new AppError('FORBIDDEN', { message: 'that site is not one of yours' });
  }
  return siteId;
}

export const readSiteId = (deps: SiteListsDeps, actor: SitesActor, code: string) => siteIdFor(deps.db, actor, code);

/**
 * One change to a site's lists: in a transaction, one at a time per site, with its audit row (who, from where,
 * before and after); the registry is read again once it commits.
 */
async function change<T>(
  deps: SiteListsDeps,
  actor: SitesActor,
  code: string,
  action: string,
  work: (tx: Executor, siteId: number) => Promise<{ before: unknown; after: unknown; value: T }>,
): Promise<T> {
  const value = await deps.db.transaction(async (tx) => {
    const siteId = await siteIdFor(tx, actor, code);
    await lists.lockSiteLists(tx, siteId);
    const done = await work(tx, siteId);
    await recordAudit(tx, {
      operatorId: actor.operatorId,
      siteId,
      action,
      subject: `site:${code.toUpperCase()}`,
      details: { ip: actor.ip, from: actor.site.code, before: done.before, after: done.after },
    });
    return done.value;
  });
  await deps.sites.reload();
  return value;
}

// Registration rules ---------------------------------------------------------------------------------------------

export async function registerRules(deps: SiteListsDeps, actor: SitesActor, code: string) {
  return (await lists.registerRulesOf(deps.db, await readSiteId(deps, actor, code))) as OperatorRegisterRule[];
}

/** The whole list at once (the contract has checked that registration can apply it). */
export function replaceRegisterRules(deps: SiteListsDeps, actor: SitesActor, code: string, body: RegisterRulesRequest) {
  return change(deps, actor, code, 'site.registerRules', async (tx, siteId) => {
    const before = await lists.registerRulesOf(tx, siteId);
    await lists.replaceRegisterRules(tx, siteId, body.rules);
    const after = (await lists.registerRulesOf(tx, siteId)) as OperatorRegisterRule[];
    return { before, after, value: after };
  });
}

// Customer-service channels --------------------------------------------------------------------------------------

const serviceView = (row: lists.ServiceRow): OperatorCustomerService => ({
  id: String(row.id),
  csType: row.csType as OperatorCustomerService['csType'],
  title: row.title,
  titles: row.titles,
  path: row.path,
  sort: row.sortOrder,
});
const serviceInput = (body: CustomerServiceRequest): lists.ServiceInput => ({
  csType: body.csType,
  title: body.title,
  titles: body.titles ?? {},
  path: body.path,
  ...(body.sort === undefined ? {} : { sortOrder: body.sort }),
});
const noChannel = (id: string) => new AppError('NOT_FOUND', { field: 'id', message: `id: no channel ${id}` });

export async function customerServices(deps: SiteListsDeps, actor: SitesActor, code: string) {
  return (await lists.customerServicesOf(deps.db, await readSiteId(deps, actor, code))).map(serviceView);
}

/** Each change writes the settings and seals the channels members list from them again, together. */
export function addCustomerService(deps: SiteListsDeps, actor: SitesActor, code: string, body: CustomerServiceRequest) {
  return change(deps, actor, code, 'site.customerService.add', async (tx, siteId) => {
    const after = serviceView(await lists.insertCustomerService(tx, siteId, serviceInput(body)));
    await lists.resealServiceChannels(tx, siteId, (path) => deps.secrets.seal(path));
    return { before: null, after, value: after };
  });
}

export function updateCustomerService(
  deps: SiteListsDeps,
  actor: SitesActor,
  code: string,
  id: string,
  body: CustomerServiceRequest,
) {
  return change(deps, actor, code, 'site.customerService.update', async (tx, siteId) => {
    const row = await lists.customerServiceOf(tx, siteId, Number(id));
    if (!row) throw noChannel(id);
    const changed = await lists.updateCustomerService(tx, siteId, row.id, serviceInput(body));
    await lists.resealServiceChannels(tx, siteId, (path) => deps.secrets.seal(path));
    const after = serviceView(changed!);
    return { before: serviceView(row), after, value: after };
  });
}

export function removeCustomerService(deps: SiteListsDeps, actor: SitesActor, code: string, id: string) {
  return change(deps, actor, code, 'site.customerService.remove', async (tx, siteId) => {
    const row = await lists.customerServiceOf(tx, siteId, Number(id));
    if (!row) throw noChannel(id);
    await lists.deleteCustomerService(tx, siteId, row.id);
    await lists.resealServiceChannels(tx, siteId, (path) => deps.secrets.seal(path));
    return { before: serviceView(row), after: null, value: null };
  });
}

/**
 * The site-texts call's write of a channel's titles (the site owns site_customer_services and service_channels), in
 * the caller's transaction: on the settings and on the sealed channel together; null when the site has no such channel.
 */
export function writeServiceChannelTitles(
  db: Executor,
  siteId: number,
  csType: string,
  maps: { titles?: Record<string, string> },
) {
  return lists.setServiceChannelTitles(db, siteId, csType, maps);
}

// Resources (links) ----------------------------------------------------------------------------------------------

const resourceView = (row: lists.ResourceRow): OperatorResource => ({
  id: String(row.id),
  resourceType: row.resourceType as OperatorResource['resourceType'],
  labelNameEn: row.labelNameEn,
  url: row.url,
  sort: row.sortOrder,
});
const resourceInput = (body: ResourceRequest): lists.ResourceInput => ({
  resourceType: body.resourceType,
  labelNameEn: body.labelNameEn,
  url: body.url,
  ...(body.sort === undefined ? {} : { sortOrder: body.sort }),
});
const noResource = (id: string) => new AppError('NOT_FOUND', { field: 'id', message: `id: no resource ${id}` });

export async function resources(deps: SiteListsDeps, actor: SitesActor, code: string) {
  return (await lists.resourcesOf(deps.db, await readSiteId(deps, actor, code))).map(resourceView);
}

export function addResource(deps: SiteListsDeps, actor: SitesActor, code: string, body: ResourceRequest) {
  return change(deps, actor, code, 'site.resource.add', async (tx, siteId) => {
    const after = resourceView(await lists.insertResource(tx, siteId, resourceInput(body)));
    return { before: null, after, value: after };
  });
}

export function updateResource(
  deps: SiteListsDeps,
  actor: SitesActor,
  code: string,
  id: string,
  body: ResourceRequest,
) {
  return change(deps, actor, code, 'site.resource.update', async (tx, siteId) => {
    const row = await lists.resourceOf(tx, siteId, Number(id));
    if (!row) throw noResource(id);
    const after = resourceView((await lists.updateResource(tx, siteId, row.id, resourceInput(body)))!);
    return { before: resourceView(row), after, value: after };
  });
}

export function removeResource(deps: SiteListsDeps, actor: SitesActor, code: string, id: string) {
  return change(deps, actor, code, 'site.resource.remove', async (tx, siteId) => {
    const row = await lists.resourceOf(tx, siteId, Number(id));
    if (!row) throw noResource(id);
    await lists.deleteResource(tx, siteId, row.id);
    return { before: resourceView(row), after: null, value: null };
  });
}

// Domains --------------------------------------------------------------------------------------------------------

const domainViews = (rows: lists.DomainRow[]): OperatorDomain[] =>
  rows.map((row) => ({ domain: row.domain, main: row.isMain }));

export async function domains(deps: SiteListsDeps, actor: SitesActor, code: string) {
  return domainViews(await lists.domainsOf(deps.db, await readSiteId(deps, actor, code)));
}

/** A host name no site has (409 naming `domain`: the table's key decides between two sites at once). */
export function addDomain(deps: SiteListsDeps, actor: SitesActor, code: string, body: DomainRequest) {
  return change(deps, actor, code, 'site.domain.add', async (tx, siteId) => {
    const before = domainViews(await lists.domainsOf(tx, siteId));
    if (!(await lists.insertDomain(tx, siteId, body.domain))) {
      throw new AppError('CONFLICT', { field: 'domain', message: `domain: ${body.domain} serves a site already` });
    }
    if (body.main || !before.some((entry) => entry.main)) await lists.setMainDomain(tx, siteId, body.domain);
    const after = domainViews(await lists.domainsOf(tx, siteId));
    return { before, after, value: after };
  });
}

async function domainOf(tx: Executor, siteId: number, domain: string) {
  const rows = domainViews(await lists.domainsOf(tx, siteId));
  if (!rows.some((entry) => entry.domain === domain)) {
    throw new AppError('NOT_FOUND', { field: 'domain', message: `domain: ${domain} is not this site's` });
  }
  return rows;
}

export function makeMainDomain(deps: SiteListsDeps, actor: SitesActor, code: string, domain: string) {
  return change(deps, actor, code, 'site.domain.main', async (tx, siteId) => {
    const before = await domainOf(tx, siteId, domain);
    await lists.setMainDomain(tx, siteId, domain);
    const after = domainViews(await lists.domainsOf(tx, siteId));
    return { before, after, value: after };
  });
}

/** A site keeps at least one domain, and its main one: another is made main first (409 naming `domain`). */
export function removeDomain(deps: SiteListsDeps, actor: SitesActor, code: string, domain: string) {
  return change(deps, actor, code, 'site.domain.remove', async (tx, siteId) => {
    const before = await domainOf(tx, siteId, domain);
    if (before.length === 1) {
      throw new AppError('CONFLICT', { field: 'domain', message: `domain: ${domain} is the site's last domain` });
    }
    if (before.find((entry) => entry.domain === domain)?.main) {
      throw new AppError('CONFLICT', { field: 'domain', message: `domain: ${domain} is the main domain` });
    }
    await lists.deleteDomain(tx, siteId, domain);
    const after = domainViews(await lists.domainsOf(tx, siteId));
    return { before, after, value: after };
  });
}
