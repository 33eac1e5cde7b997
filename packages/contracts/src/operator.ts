import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { captchaFields, passwordField, usernameField } from './fields.js';

/** The operator API (no screen yet): sign-in, who am I, and the actions of the modules. */
/** After a failure of the operator (anywhere) a captcha is due, as for members. */
export const operatorLoginRequestSchema = z.object({
  username: usernameField,
  password: passwordField,
  ...captchaFields,
});
export const operatorSessionSchema = z.object({ token: z.string() }).meta({ id: 'OperatorSession' });
export const operatorSelfSchema = z
  .object({ username: z.string(), allSites: z.boolean(), siteCodes: z.array(z.string()) })
  .meta({ id: 'OperatorSelf' });

export const operatorResponses = {
  session: successEnvelope(operatorSessionSchema),
  self: successEnvelope(operatorSelfSchema),
  loggedOut: successEnvelope(z.null()),
};

export const operatorPaths = {
  login: '/wps/operator/login',
  logout: '/wps/operator/logout',
  self: '/wps/operator/me',
} as const;

/**
 * POST /wps/operator/adjustments (Idempotency-Key): credit or debit a member's main wallet with a
 * reason. A bonus credit is paid from the bonus expense account and shows in the member's bonusDetails.
 */
export const adjustmentRequestSchema = z.object({
  member: usernameField,
  direction: z.enum(['credit', 'debit']),
  kind: z.enum(['adjustment', 'bonus']).default('adjustment'),
  amount: z.string().max(40),
  reason: z.string().trim().min(3).max(500),
});
export type AdjustmentRequest = z.infer<typeof adjustmentRequestSchema>;
export const adjustmentResultSchema = z
  .object({ entryId: z.string(), member: z.string(), amount: z.string(), balance: z.string() })
  .meta({ id: 'AdjustmentResult' });
export const operatorAdjustmentResponses = { adjustment: successEnvelope(adjustmentResultSchema) };
export const operatorAdjustmentPaths = { adjustments: '/wps/operator/adjustments' } as const;
