import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { rowIdField, textField } from './fields.js';
import { languageSchema } from './locale.js';
import { siteCodeField, siteDomainField } from './operator-sites.js';
import { checkPattern, type RegisterPatternId, registerPatternIds } from './register-patterns.js';
import { registerFieldNames, registerFieldSchema, resourceTypes } from './site.js';

/**
 * The console's lists of a site (issue 25 "Sites"): its registration rules (the whole list at once), its
 * customer-service channels, its resources (links) and its domains. Each change is audited and served at once.
 */
export const operatorSiteListPaths = {
  registerRules: '/wps/operator/sites/:code/register-rules',
  customerServices: '/wps/operator/sites/:code/customer-services',
  customerService: '/wps/operator/sites/:code/customer-services/:id',
  resources: '/wps/operator/sites/:code/resources',
  resource: '/wps/operator/sites/:code/resources/:id',
  domains: '/wps/operator/sites/:code/domains',
  domain: '/wps/operator/sites/:code/domains/:domain',
} as const;

export const siteListParamsSchema = z.object({ code: siteCodeField });
export const siteListItemParamsSchema = z.object({ code: siteCodeField, id: rowIdField('a row id') });
export const siteDomainParamsSchema = z.object({ code: siteCodeField, domain: siteDomainField });

/** The longest value a registration body carries (registerBodySchema's fields): a longer maximum means nothing. */
export const registerValueMax = 200;
/** The fields every registration form shows (the username and the password twice): always on and required. */
export const coreRegisterFields = ['username', 'password', 'confirmPassword'] as const;

export const operatorRegisterRuleSchema = z
  .object({
    field: registerFieldSchema,
    enabled: z.boolean(),
    required: z.boolean(),
    patternId: z.enum(registerPatternIds as [RegisterPatternId, ...RegisterPatternId[]]),
    minLength: z.int().min(0).max(registerValueMax),
    maxLength: z.int().min(1).max(registerValueMax),
  })
  .meta({ id: 'OperatorRegisterRule' });
export type OperatorRegisterRule = z.infer<typeof operatorRegisterRuleSchema>;

/**
 * PUT operatorSiteListPaths.registerRules: the site's whole list, each field once, and only rules the registration
 * can apply: the core fields on and required, the confirmation under the password's own rule, a length range that
 * is one, a required field shown, and a payment password that six digits can pass (its form asks for six digits).
 */
export const registerRulesRequestSchema = z
  .object({ rules: z.array(operatorRegisterRuleSchema).min(1).max(registerFieldNames.length) })
  .superRefine((body, ctx) => {
    const fail = (path: (string | number)[], message: string) =>
      ctx.addIssue({ code: 'custom', path: ['rules', ...path], message });
    const seen = new Set<string>();
    body.rules.forEach((rule, index) => {
      if (seen.has(rule.field)) fail([index, 'field'], `${rule.field} is listed twice`);
      seen.add(rule.field);
      if (rule.minLength > rule.maxLength) fail([index, 'maxLength'], 'at least the minimum length');
      if (rule.required && !rule.enabled) fail([index, 'required'], 'a required field must be shown');
      if ((coreRegisterFields as readonly string[]).includes(rule.field) && !(rule.enabled && rule.required)) {
        fail([index, 'required'], `${rule.field} is on every form: shown and required`);
      }
      if (rule.field === 'paymentPassword' && rule.enabled && checkPattern(rule, '123456')) {
        fail([index, 'patternId'], 'the payment password is six digits: its rule must let them pass');
      }
    });
    for (const field of coreRegisterFields) {
      if (!seen.has(field)) fail([], `${field} needs its rule`);
    }
    const password = body.rules.find((rule) => rule.field === 'password');
    const confirmIndex = body.rules.findIndex((rule) => rule.field === 'confirmPassword');
    const confirm = body.rules[confirmIndex];
    if (
      password &&
      confirm &&
      (confirm.patternId !== password.patternId ||
        confirm.minLength !== password.minLength ||
        confirm.maxLength !== password.maxLength)
    ) {
      fail([confirmIndex, 'patternId'], "the confirmation repeats the password: the password's rule");
    }
  });
export type RegisterRulesRequest = z.infer<typeof registerRulesRequestSchema>;

const httpsAddress = z
  .string()
  .trim()
  .max(500)
  .regex(/^https:\/\/[^\s]+$/, 'an https address');
const sortField = z.int().min(0).max(999);

/** POST/PUT of a customer-service channel: its kind, the operator's label, titles per language, the address. */
export const customerServiceRequestSchema = z.object({
  csType: z.enum(['LIVECHAT', 'TELEGRAM']),
  title: textField(60).trim().min(1),
  titles: z.partialRecord(languageSchema, textField(60).trim().min(1)).default({}),
  path: httpsAddress,
  sort: sortField.optional(),
});
export type CustomerServiceRequest = z.input<typeof customerServiceRequestSchema>;

export const operatorCustomerServiceSchema = z
  .object({
    id: z.string(),
    csType: z.enum(['LIVECHAT', 'TELEGRAM']),
    title: z.string(),
    titles: z.partialRecord(languageSchema, z.string()),
    path: z.string(),
    sort: z.int(),
  })
  .meta({ id: 'OperatorCustomerService' });
export type OperatorCustomerService = z.infer<typeof operatorCustomerServiceSchema>;

/** The native app packages have their own call (app packages): the resources list is the site's other links. */
export const linkResourceTypes = resourceTypes.filter((type) => type !== 'Android' && type !== 'MOBILECONFIG') as [
  Exclude<(typeof resourceTypes)[number], 'Android' | 'MOBILECONFIG'>,
  ...Exclude<(typeof resourceTypes)[number], 'Android' | 'MOBILECONFIG'>[],
];

export const resourceRequestSchema = z.object({
  resourceType: z.enum(linkResourceTypes),
  labelNameEn: textField(60).trim().min(1),
  url: httpsAddress,
  sort: sortField.optional(),
});
export type ResourceRequest = z.input<typeof resourceRequestSchema>;

export const operatorResourceSchema = z
  .object({
    id: z.string(),
    resourceType: z.enum(linkResourceTypes),
    labelNameEn: z.string(),
    url: z.string(),
    sort: z.int(),
  })
  .meta({ id: 'OperatorResource' });
export type OperatorResource = z.infer<typeof operatorResourceSchema>;

/** POST operatorSiteListPaths.domains: a host name no site has (409 naming `domain`), the main one when `main`. */
export const domainRequestSchema = z.object({ domain: siteDomainField, main: z.boolean().default(false) });
export type DomainRequest = z.input<typeof domainRequestSchema>;

export const operatorDomainSchema = z.object({ domain: z.string(), main: z.boolean() }).meta({ id: 'OperatorDomain' });
export type OperatorDomain = z.infer<typeof operatorDomainSchema>;

export const operatorSiteListResponses = {
  registerRules: successEnvelope(z.array(operatorRegisterRuleSchema)),
  customerServices: successEnvelope(z.array(operatorCustomerServiceSchema)),
  customerService: successEnvelope(operatorCustomerServiceSchema),
  resources: successEnvelope(z.array(operatorResourceSchema)),
  resource: successEnvelope(operatorResourceSchema),
  /** The main domain first. */
  domains: successEnvelope(z.array(operatorDomainSchema)),
  removed: successEnvelope(z.null()),
};
