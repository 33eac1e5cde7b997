import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import {
  brandConfigSchema,
  customerServiceSchema,
  oidcProviderSchema,
  registerRuleSchema,
  resourceSchema,
  switchesSchema,
  systemStatusSchema,
  themeSchema,
} from './site.js';

/** GET /wps/system/whitelabel: the site's brand, switches and theme. */
export const whitelabelSchema = z
  .object({
    name: z.string(),
    brand: brandConfigSchema,
    switches: switchesSchema,
    theme: themeSchema,
    smsExpiredMinutes: z.int().min(1),
    /** Every username sign-in answers a captcha, not only those after a failure. */
    loginCaptcha: z.boolean(),
    /** The third-party sign-ins offered: switched on and configured (a button for anything else fails). */
    signInProviders: z.array(oidcProviderSchema),
  })
  .meta({ id: 'Whitelabel' });
export type Whitelabel = z.infer<typeof whitelabelSchema>;

/** GET /wps/system/setting/register: the per-field rules of the registration form. */
export const registerSettingSchema = z
  .object({
    usernameRegistration: z.boolean(),
    mobileRegistration: z.boolean(),
    smsVerification: z.boolean(),
    rules: z.array(registerRuleSchema),
  })
  .meta({ id: 'RegisterSetting' });
export type RegisterSetting = z.infer<typeof registerSettingSchema>;

export const locationSchema = z.object({ ip: z.string(), country: z.string().nullable() });

/** GET /wps/system/status: 0 normal, 1 maintenance, 2 region block, with the caller's address. */
export const statusSchema = z
  .object({
    status: systemStatusSchema,
    location: locationSchema,
    /** In a scheduled maintenance window (issue 25): when it ends, for the maintenance page to say. */
    maintenanceEndsAt: z.iso.datetime({ offset: true }).optional(),
  })
  .meta({ id: 'SystemStatus' });
export type StatusResponse = z.infer<typeof statusSchema>;

export const domainRouteSchema = z
  .object({ mainDomain: z.string(), domains: z.array(z.string()) })
  .meta({ id: 'DomainRoute' });
export type DomainRoute = z.infer<typeof domainRouteSchema>;

/** GET /wps/system/permission: everything the portal needs to boot, in one call (SPEC §3). */
export const permissionSchema = z
  .object({
    info: z.object({
      customerService: z.array(customerServiceSchema),
      domainRoute: domainRouteSchema,
      resources: z.array(resourceSchema),
      whitelabel: whitelabelSchema,
      register: registerSettingSchema,
      mainDomain: z.string(),
      analytics: z.object({ gtagId: z.string().nullable() }),
    }),
    location: locationSchema,
    maintenance: z.boolean(),
    regionRestriction: z.boolean(),
    imageCDNs: z.array(z.string()),
    launchGameCDNs: z.array(z.string()),
  })
  .meta({ id: 'Permission' });
export type Permission = z.infer<typeof permissionSchema>;

export const countrySchema = z.object({ countryCode: z.string().length(2), countryDialingCode: z.string() });
/** GET /wps/system/countryCode: the countries a site accepts mobile numbers from. */
export const countryListSchema = z.array(countrySchema).meta({ id: 'CountryList' });
export type Country = z.infer<typeof countrySchema>;

export const healthSchema = z.object({ status: z.literal('ok') });

export const systemResponses = {
  whitelabel: successEnvelope(whitelabelSchema),
  registerSetting: successEnvelope(registerSettingSchema),
  status: successEnvelope(statusSchema),
  domainRoute: successEnvelope(domainRouteSchema),
  permission: successEnvelope(permissionSchema),
  countryCode: successEnvelope(countryListSchema),
};
