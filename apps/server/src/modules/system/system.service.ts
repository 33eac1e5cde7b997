import type {
  Country,
  DomainRoute,
  Language,
  Permission,
  RegisterSetting,
  StatusResponse,
  Whitelabel,
} from '@portal/contracts';
import { oidcProviderSwitches } from '@portal/contracts';
import { allCountries } from '@portal/contracts/countries';
import type { Site } from '../../platform/site.types.js';
import { effectiveStatus, inMaintenanceWindow } from '../../platform/site-context.js';
import { textPicker } from '../../platform/translated.js';

export function whitelabelOf(site: Site): Whitelabel {
  return {
    name: site.name,
    brand: site.brand,
    switches: site.switches,
    theme: site.theme,
    smsExpiredMinutes: site.smsExpiredMinutes,
    loginCaptcha: site.security.loginCaptchaAlways,
    // A button only for a provider that can answer: switched on and configured (issue 22, 16).
    signInProviders: site.identityProviders.filter((provider) => site.switches[oidcProviderSwitches[provider]]),
  };
}

export function registerSettingOf(site: Site): RegisterSetting {
  return {
    usernameRegistration: site.switches.USERNAMEREG,
    mobileRegistration: site.switches.MOBILENUMREG3,
    smsVerification: site.switches.SMSONREG || site.switches.REGMOBVERF3,
    rules: site.registerRules,
  };
}

/** The status at `now` (epoch ms); inside a maintenance window, when it ends, so the maintenance page can say. */
export function statusOf(site: Site, ip: string, country: string | null, now: number): StatusResponse {
  const status = effectiveStatus(site, country, now);
  const endsAt = site.maintenance.endsAt;
  const windowEnd = status === 1 && inMaintenanceWindow(site, now) && endsAt !== null;
  return {
    status,
    location: { ip, country },
    ...(windowEnd ? { maintenanceEndsAt: new Date(endsAt).toISOString() } : {}),
  };
}

export function domainRouteOf(site: Site): DomainRoute {
  return { mainDomain: site.mainDomain ?? '', domains: site.domains };
}

export function permissionOf(
  site: Site,
  ip: string,
  country: string | null,
  language: Language,
  now: number,
): Permission {
  const status = effectiveStatus(site, country, now);
  const domainRoute = domainRouteOf(site);
  const pick = textPicker(site, language);
  return {
    info: {
      customerService: site.customerServices.map((entry) => ({ ...entry, title: pick(entry.titles, entry.title) })),
      domainRoute,
      resources: site.resources,
      whitelabel: whitelabelOf(site),
      register: registerSettingOf(site),
      mainDomain: domainRoute.mainDomain,
      analytics: { gtagId: site.gtagId },
    },
    location: { ip, country },
    maintenance: status === 1,
    regionRestriction: status === 2,
    imageCDNs: site.imageCdns,
    launchGameCDNs: site.launchGameCdns,
  };
}

/** The countries a site takes mobile numbers from: its list, or every country when it has none. */
export function countriesOf(site: Site): Country[] {
  if (site.dialingCountries.length === 0) return allCountries;
  return allCountries.filter((country) => site.dialingCountries.includes(country.countryCode));
}
