import { z } from 'zod';
import { contrastRatio } from './contrast.js';
import { successEnvelope } from './envelope.js';
import { textField } from './fields.js';
import { languageSchema } from './locale.js';
import { themeColorKeys } from './site.js';

/**
 * The console's Sites section (issue 25 "Sites"): the sites an operator runs, a new branded site made from a
 * template site (an owner of every site only), and a site's name, colours, status, languages and blocked countries.
 * The portal serves a new or changed site at once, without a restart.
 */
export const operatorSitesPaths = {
  sites: '/wps/operator/sites',
  site: '/wps/operator/sites/:code',
} as const;

/** What a visitor meets: the site, its maintenance page, or a closed door for everyone (sites.status 0, 1, 2). */
export const siteStates = ['open', 'maintenance', 'closed'] as const;
export type SiteState = (typeof siteStates)[number];

/**
 * The currencies a site may keep its money in: those the game catalogue has bet tables for (the games module's
 * table rates, minor units per US cent). `perCent` also scales a template's amounts (limits, VIP thresholds) into
 * the new site's currency.
 */
export const siteCurrencies = [
  { code: 'USD', symbol: '$', decimals: 2, perCent: 1 },
  { code: 'VND', symbol: '₫', decimals: 0, perCent: 250 },
  { code: 'IDR', symbol: 'Rp', decimals: 0, perCent: 150 },
  { code: 'THB', symbol: '฿', decimals: 0, perCent: 1 },
  { code: 'INR', symbol: '₹', decimals: 0, perCent: 1 },
  { code: 'JPY', symbol: '¥', decimals: 0, perCent: 1 },
  { code: 'KRW', symbol: '₩', decimals: 0, perCent: 13 },
] as const;
export type SiteCurrencyCode = (typeof siteCurrencies)[number]['code'];
const currencyCodes = siteCurrencies.map((currency) => currency.code) as [SiteCurrencyCode, ...SiteCurrencyCode[]];

/** The text colour on the brand colour (buttons, the active tab): black or white, whichever reads better (≥ 4.58:1). */
export function brandContrastFor(brand: string): string {
  return contrastRatio('#000000', brand) >= contrastRatio('#ffffff', brand) ? '#000000' : '#ffffff';
}
/** The accent draws focus rings and outlines on the page's background: WCAG 1.4.11 asks 3:1 of such marks. */
export const accentMinContrast = 3;

const hexColour = z.string().regex(/^#[0-9a-fA-F]{6}$/, 'a colour as #rrggbb');
export const siteCodeField = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z0-9]{2,8}$/, '2 to 8 letters or digits');
/** A host name (lower case, dot-separated labels of letters, digits and inner hyphens), such as play.example.com. */
export const siteDomainField = z
  .string()
  .trim()
  .toLowerCase()
  .max(253)
  .regex(/^(?!-)[a-z0-9-]{1,63}(?<!-)(\.(?!-)[a-z0-9-]{1,63}(?<!-))+$/, 'a host name such as play.example.com');
/** Empty (the name stands alone), a path on the portal (/brands/x.svg) or an https address. */
const logoUrlField = z
  .string()
  .trim()
  .max(500)
  .regex(/^(|\/[^/\s][^\s]*|https:\/\/[^\s]+)$/, 'empty, a path such as /brands/logo.svg, or an https address');
const siteNameField = textField(60).trim().min(1);
const languagesField = z
  .array(languageSchema)
  .min(1)
  .max(5)
  .refine((list) => new Set(list).size === list.length, 'each language once');
const countryCodesField = z
  .array(z.string().regex(/^[A-Z]{2}$/, 'ISO country codes such as VN'))
  .max(250)
  .refine((list) => new Set(list).size === list.length, 'each country once');

/**
 * POST operatorSitesPaths.sites: a new site. Its rules, switches, games, payment channels, VIP levels, lottery games,
 * customer-service channels and resources are copied from the template site (default: the console's own), amounts
 * scaled into the new currency.
 */
export const siteCreateRequestSchema = z
  .object({
    code: siteCodeField,
    name: siteNameField,
    domain: siteDomainField,
    currency: z.enum(currencyCodes),
    defaultLanguage: languageSchema,
    languages: languagesField,
    brand: hexColour,
    accent: hexColour,
    logoUrl: logoUrlField.default(''),
    template: siteCodeField.optional(),
  })
  .refine((body) => body.languages.includes(body.defaultLanguage), {
    path: ['defaultLanguage'],
    message: 'one of the languages',
  });
export type SiteCreateRequest = z.input<typeof siteCreateRequestSchema>;

/** PUT operatorSitesPaths.site: what changes (at least one field); audited before and after. */
export const siteUpdateRequestSchema = z
  .object({
    name: siteNameField,
    brand: hexColour,
    accent: hexColour,
    logoUrl: logoUrlField,
    status: z.enum(siteStates),
    defaultLanguage: languageSchema,
    languages: languagesField,
    blockedCountries: countryCodesField,
  })
  .partial()
  .refine((body) => Object.values(body).some((value) => value !== undefined), {
    path: ['name'],
    message: 'at least one field to change',
  });
export type SiteUpdateRequest = z.infer<typeof siteUpdateRequestSchema>;

export const siteCodeParamsSchema = z.object({ code: siteCodeField });

export const operatorSiteSchema = z
  .object({
    code: z.string(),
    name: z.string(),
    /** The main domain first. */
    domains: z.array(z.string()),
    status: z.enum(siteStates),
    currency: z.object({ code: z.string(), symbol: z.string(), decimals: z.int() }),
    defaultLanguage: languageSchema,
    languages: z.array(languageSchema),
    colors: z.object(
      Object.fromEntries(themeColorKeys.map((key) => [key, z.string()])) as Record<
        (typeof themeColorKeys)[number],
        z.ZodString
      >,
    ),
    logoUrl: z.string(),
    blockedCountries: z.array(z.string()),
    allowedCountries: z.array(z.string()),
    createdAt: z.iso.datetime({ offset: true }),
  })
  .meta({ id: 'OperatorSite' });
export type OperatorSite = z.infer<typeof operatorSiteSchema>;

export const operatorSitesQuerySchema = z.object({
  status: z.enum(siteStates).optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(100).default(25),
});

export const operatorSitesResponses = {
  sites: successEnvelope(
    z
      .object({ items: z.array(operatorSiteSchema), total: z.int(), page: z.int(), pageSize: z.int() })
      .meta({ id: 'OperatorSitePage' }),
  ),
  site: successEnvelope(operatorSiteSchema),
};
