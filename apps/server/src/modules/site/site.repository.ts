import {
  type BrandConfig,
  type CustomerService,
  type Language,
  type OidcProvider,
  type RegisterPatternId,
  type RegisterRule,
  type Resource,
  registerPatterns,
  type SystemStatus,
} from '@portal/contracts';
import { asc } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  siteCustomerServices,
  siteDomains,
  siteIdentityProviders,
  siteRegisterRules,
  siteResources,
  sites,
} from '../../db/schema/index.js';
import type { Site } from '../../platform/site.types.js';

type SiteRow = typeof sites.$inferSelect;

function groupBySite<T extends { siteId: number }>(rows: T[]): Map<number, T[]> {
  const groups = new Map<number, T[]>();
  for (const row of rows) {
    const group = groups.get(row.siteId);
    if (group) group.push(row);
    else groups.set(row.siteId, [row]);
  }
  return groups;
}

function brandOf(row: SiteRow): BrandConfig {
  return {
    merchantCode: row.code,
    platform: 'WEB',
    defaultLanguage: row.defaultLanguage as Language,
    supportedLanguages: row.supportedLanguages as Language[],
    currency: { code: row.currencyCode, symbol: row.currencySymbol, decimals: row.currencyDecimals },
    timeZone: row.timeZone,
    agentTypes: row.agentTypes,
    trialType: row.trialType,
    esportsVendors: row.esportsVendors,
    cockfightVendors: row.cockfightVendors,
    prizeModes: row.prizeModes as BrandConfig['prizeModes'],
  };
}

function ruleOf(row: typeof siteRegisterRules.$inferSelect): RegisterRule {
  const patternId = row.patternId as RegisterPatternId;
  return {
    field: row.field as RegisterRule['field'],
    enabled: row.enabled,
    required: row.required,
    patternId,
    acceptedPattern: registerPatterns[patternId].source,
    minLength: row.minLength,
    maxLength: row.maxLength,
  };
}

/** Reads every site with its domains, rules, customer-service entries and resources. */
export async function loadAllSites(db: Database): Promise<Site[]> {
  const [siteRows, domainRows, ruleRows, serviceRows, resourceRows, providerRows] = await Promise.all([
    db.select().from(sites).orderBy(asc(sites.id)),
    db.select().from(siteDomains).orderBy(asc(siteDomains.domain)),
    db.select().from(siteRegisterRules).orderBy(asc(siteRegisterRules.field)),
    db.select().from(siteCustomerServices).orderBy(asc(siteCustomerServices.sortOrder), asc(siteCustomerServices.id)),
    db.select().from(siteResources).orderBy(asc(siteResources.sortOrder), asc(siteResources.id)),
    db
      .select({ siteId: siteIdentityProviders.siteId, provider: siteIdentityProviders.provider })
      .from(siteIdentityProviders)
      .orderBy(asc(siteIdentityProviders.provider)),
  ]);
  const providers = groupBySite(providerRows);
  const domains = groupBySite(domainRows);
  const rules = groupBySite(ruleRows);
  const services = groupBySite(serviceRows);
  const resources = groupBySite(resourceRows);
  return siteRows.map((row) => {
    const siteDomainRows = domains.get(row.id) ?? [];
    return {
      id: row.id,
      code: row.code,
      name: row.name,
      brand: brandOf(row),
      switches: row.switches,
      identityProviders: (providers.get(row.id) ?? []).map((entry) => entry.provider as OidcProvider),
      theme: row.theme,
      status: row.status as SystemStatus,
      maintenance: {
        startsAt: row.maintenanceStartsAt?.getTime() ?? null,
        endsAt: row.maintenanceEndsAt?.getTime() ?? null,
      },
      allowedCountries: row.allowedCountries,
      blockedCountries: row.blockedCountries,
      dialingCountries: row.dialingCountries,
      imageCdns: row.imageCdns,
      launchGameCdns: row.launchGameCdns,
      gtagId: row.gtagId,
      smsExpiredMinutes: row.smsExpiredMinutes,
      security: {
        loginMaxFailures: row.loginMaxFailures,
        loginFailureWindowMinutes: row.loginFailureWindowMinutes,
        loginLockMinutes: row.loginLockMinutes,
        passwordMaxAgeDays: row.passwordMaxAgeDays,
        defaultPassword: row.defaultPassword,
        verifyNewAddress: row.verifyNewAddress,
        loginCaptchaAlways: row.loginCaptchaAlways,
        paymentPasswordMaxFailures: row.paymentPasswordMaxFailures,
        paymentPasswordLockMinutes: row.paymentPasswordLockMinutes,
      },
      withdraw: {
        minAmount: row.withdrawMinAmount,
        maxAmount: row.withdrawMaxAmount,
        dailyCount: row.withdrawDailyCount,
        autoConfirmMinutes: row.withdrawAutoConfirmMinutes,
      },
      domains: siteDomainRows.map((domain) => domain.domain),
      mainDomain: siteDomainRows.find((domain) => domain.isMain)?.domain ?? siteDomainRows[0]?.domain ?? null,
      registerRules: (rules.get(row.id) ?? []).map(ruleOf),
      customerServices: (services.get(row.id) ?? []).map(
        (entry): CustomerService => ({
          csType: entry.csType as CustomerService['csType'],
          title: entry.title,
          titles: entry.titles,
          path: entry.path,
        }),
      ),
      resources: (resources.get(row.id) ?? []).map(
        (entry): Resource => ({
          resourceType: entry.resourceType as Resource['resourceType'],
          labelNameEn: entry.labelNameEn,
          url: entry.url,
        }),
      ),
    };
  });
}
