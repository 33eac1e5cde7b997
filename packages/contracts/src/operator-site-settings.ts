import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { languageSchema } from './locale.js';
import { maxMinorUnits, minorUnitsSchema } from './money.js';
import { siteStates } from './operator-sites.js';
import { switchesSchema } from './site.js';

/**
 * The console's site page (issue 25 "Sites"): what lives in the site's own row besides its brand. Access (status,
 * a maintenance window, allowed and blocked countries, languages), rules (the default password, sign-in and payment
 * password protection, withdrawal limits) and the white-label switches. Owners change them; risk and read-only read.
 */
export const operatorSiteSettingsPaths = {
  settings: '/wps/operator/sites/:code/settings',
} as const;

const count = (min: number, max: number) => z.int().min(min).max(max);
const countryCodesField = z
  .array(z.string().regex(/^[A-Z]{2}$/, 'ISO country codes such as VN'))
  .max(250)
  .refine((list) => new Set(list).size === list.length, 'each country once');
const languagesField = z
  .array(languageSchema)
  .min(1)
  .max(5)
  .refine((list) => new Set(list).size === list.length, 'each language once');
/** An amount a member may withdraw: above zero, below the largest single movement. */
const withdrawAmountField = minorUnitsSchema.refine(
  (value) => BigInt(value) > 0n && BigInt(value) <= maxMinorUnits,
  'above zero and at most 10^15 minor units',
);
const instant = z.iso.datetime({ offset: true });

/** Every editable setting, each with its bounds. */
const settingsFields = {
  status: z.enum(siteStates),
  /** During [startsAt, endsAt) members meet the maintenance page whatever the status; both set or both null. */
  maintenanceStartsAt: instant.nullable(),
  maintenanceEndsAt: instant.nullable(),
  /** A non-empty allow list blocks every other country; the block list refuses its own. */
  allowedCountries: countryCodesField,
  blockedCountries: countryCodesField,
  languages: languagesField,
  defaultLanguage: languageSchema,
  /** The password agents give new downline accounts; signing in with it forces a change. */
  defaultPassword: z.string().regex(/^[A-Za-z0-9!@#$%^&*._-]{6,32}$/, '6 to 32 letters, digits or !@#$%^&*._-'),
  loginMaxFailures: count(1, 100),
  loginFailureWindowMinutes: count(1, 1440),
  loginLockMinutes: count(1, 10_080),
  loginCaptchaAlways: z.boolean(),
  verifyNewAddress: z.boolean(),
  passwordMaxAgeDays: count(1, 3650),
  paymentPasswordMaxFailures: count(1, 100),
  paymentPasswordLockMinutes: count(1, 10_080),
  withdrawMinAmount: withdrawAmountField,
  withdrawMaxAmount: withdrawAmountField,
  withdrawDailyCount: count(1, 100),
  withdrawAutoConfirmMinutes: count(1, 43_200),
  switches: switchesSchema,
};

/** The pairs that must agree when a request carries both (the service checks them again against the stored row). */
export const siteSettingsPairProblems = (body: {
  maintenanceStartsAt?: string | null;
  maintenanceEndsAt?: string | null;
  withdrawMinAmount?: string;
  withdrawMaxAmount?: string;
  languages?: string[];
  defaultLanguage?: string;
}): { field: string; message: string } | null => {
  const { maintenanceStartsAt: starts, maintenanceEndsAt: ends } = body;
  if (starts !== undefined && ends !== undefined) {
    if ((starts === null) !== (ends === null)) return { field: 'maintenanceEndsAt', message: 'both times or neither' };
    if (starts && ends && Date.parse(ends) <= Date.parse(starts)) {
      return { field: 'maintenanceEndsAt', message: 'after the start' };
    }
  }
  const { withdrawMinAmount: min, withdrawMaxAmount: max } = body;
  if (min !== undefined && max !== undefined && BigInt(min) > BigInt(max)) {
    return { field: 'withdrawMaxAmount', message: 'at least the minimum' };
  }
  if (body.languages && body.defaultLanguage && !body.languages.includes(body.defaultLanguage)) {
    return { field: 'defaultLanguage', message: 'one of the languages' };
  }
  return null;
};

/** PUT operatorSiteSettingsPaths.settings: the settings that change (at least one); switches may come a few at a time. */
export const siteSettingsUpdateSchema = z
  .object({ ...settingsFields, switches: switchesSchema.partial() })
  .partial()
  .superRefine((body, context) => {
    if (!Object.values(body).some((value) => value !== undefined)) {
      context.addIssue({ code: 'custom', path: ['status'], message: 'at least one setting to change' });
      return;
    }
    const problem = siteSettingsPairProblems(body);
    if (problem) context.addIssue({ code: 'custom', path: [problem.field], message: problem.message });
  });
export type SiteSettingsUpdate = z.infer<typeof siteSettingsUpdateSchema>;

export const siteSettingsSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** The site's money, for the limits' amounts. */
    currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.int() }),
    ...settingsFields,
    /** True while now is inside the maintenance window: members meet the maintenance page. */
    inMaintenanceWindow: z.boolean(),
    updatedAt: instant,
  })
  .meta({ id: 'OperatorSiteSettings' });
export type SiteSettings = z.infer<typeof siteSettingsSchema>;

export const operatorSiteSettingsResponses = {
  settings: successEnvelope(siteSettingsSchema),
};
