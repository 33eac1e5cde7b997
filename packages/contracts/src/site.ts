import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { languageSchema } from './locale.js';
import { type RegisterPatternId, registerPatternIds } from './register-patterns.js';

/** White-label switches of SPEC §3, and the named switches beside them. */
export const switchKeys = [
  'CHNGPASSVERIF3',
  'AGENTPOLICY3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILEVERCODELOGIN3',
  'USERNAMEREG',
  'SMSONREG',
  'FACEBOOKLOGIN',
  'GOOGLELOGIN',
] as const;
export type SwitchKey = (typeof switchKeys)[number];
export const switchesSchema = z.object(
  Object.fromEntries(switchKeys.map((key) => [key, z.boolean()])) as Record<SwitchKey, z.ZodBoolean>,
);
export type Switches = z.infer<typeof switchesSchema>;

const cssColor = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
export const themeColorKeys = [
  'brand',
  'brandContrast',
  'accent',
  'bg',
  'surface',
  'surface2',
  'border',
  'text',
  'textMuted',
  'success',
  'warning',
  'danger',
] as const;
export const themeSchema = z.object({
  name: z.string().min(1).max(60),
  logoUrl: z.string().max(500),
  colors: z.object(
    Object.fromEntries(themeColorKeys.map((key) => [key, cssColor])) as Record<
      (typeof themeColorKeys)[number],
      typeof cssColor
    >,
  ),
});
export type Theme = z.infer<typeof themeSchema>;

/** System status of SPEC §4: 0 normal, 1 maintenance, 2 region block. */
export const systemStatusSchema = z.union([z.literal(0), z.literal(1), z.literal(2)]);
export type SystemStatus = z.infer<typeof systemStatusSchema>;

export const registerFieldNames = [
  'username',
  'password',
  'confirmPassword',
  'payeeName',
  'email',
  'qqNum',
  'mobileNum',
  'recommenderId',
  'captcha',
  'verificationCode',
  'affiliateCode',
  'paymentPassword',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
  'idNumber',
  'referralCode',
  'nickname',
  'realName',
  'telegram',
  'zalo',
  'birthday',
  'nationality',
  'address',
  'occupation',
  'sourceOfIncome',
  'bankAccountNumber',
] as const;
export const registerFieldSchema = z.enum(registerFieldNames);
export type RegisterField = z.infer<typeof registerFieldSchema>;

export const registerRuleSchema = z.object({
  field: registerFieldSchema,
  enabled: z.boolean(),
  required: z.boolean(),
  patternId: z.enum(registerPatternIds as [RegisterPatternId, ...RegisterPatternId[]]),
  /** The pattern's source, so a client without our contracts can still check it. */
  acceptedPattern: z.string(),
  minLength: z.int().min(0).max(500),
  maxLength: z.int().min(1).max(500),
});
export type RegisterRule = z.infer<typeof registerRuleSchema>;

export const customerServiceSchema = z.object({
  csType: z.enum(['LIVECHAT', 'TELEGRAM']),
  /** In the request's language (the site's fallback rule). */
  title: z.string(),
  /** Every language the site wrote the title in, so a page that changes language picks again without asking. */
  titles: z.partialRecord(languageSchema, z.string()),
  /** Where the button leads; opaque to the browser (SPEC: "path (encrypted)"). */
  path: z.string(),
});
export type CustomerService = z.infer<typeof customerServiceSchema>;

export const resourceTypes = [
  'Android',
  'MOBILECONFIG',
  'TELEGRAM',
  'TELEGRAM-1',
  'FACEBOOK',
  'INSTAGRAM',
  'YOUTUBE',
  'WHATSAPP',
  'TIKTOK',
  'TWITTER',
] as const;
export const resourceSchema = z.object({
  resourceType: z.enum(resourceTypes),
  labelNameEn: z.string(),
  url: z.string(),
});
export type Resource = z.infer<typeof resourceSchema>;

export const brandConfigSchema = z.object({
  merchantCode: z.string(),
  platform: z.literal('WEB'),
  defaultLanguage: languageSchema,
  supportedLanguages: z.array(languageSchema).min(1),
  currency: z.object({ code: z.string().length(3), symbol: z.string().min(1).max(5), decimals: z.int().min(0).max(4) }),
  timeZone: z.string(),
  agentTypes: z.array(z.int()),
  trialType: z.int(),
  esportsVendors: z.array(z.string()),
  cockfightVendors: z.array(z.string()),
  prizeModes: z.array(z.enum(['LOTT', 'ZY', 'ELOTT', 'SEA'])),
});
export type BrandConfig = z.infer<typeof brandConfigSchema>;

/** Third-party sign-in (OpenID Connect) per the FACEBOOKLOGIN and GOOGLELOGIN switches. */
export const oidcProviderSchema = z.enum(['google', 'facebook']);
export type OidcProvider = z.infer<typeof oidcProviderSchema>;
/** The site switch that turns each provider on. */
export const oidcProviderSwitches = { google: 'GOOGLELOGIN', facebook: 'FACEBOOKLOGIN' } as const;

/**
 * A native app package the operator publishes beside the installable web app on the download page: an https link
 * (a store page, an APK, an iOS configuration profile) and the button's label.
 */
export const appPackageSchema = z.object({
  url: z.url({ protocol: /^https$/, error: 'An https address' }).max(500),
  label: z.string().trim().min(1).max(60),
});
/** GET|PUT /wps/operator/site/app-packages: the site's Android and iOS packages (null: none, install the web app). */
export const appPackagesSchema = z
  .object({ android: appPackageSchema.nullable(), ios: appPackageSchema.nullable() })
  .meta({ id: 'AppPackages' });
export type AppPackages = z.infer<typeof appPackagesSchema>;
export const appPackagePaths = { operator: '/wps/operator/site/app-packages' } as const;
export const appPackageResponses = { packages: successEnvelope(appPackagesSchema) };
