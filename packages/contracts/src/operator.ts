import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { captchaFields, passwordField, usernameField } from './fields.js';

/** The operator API: sign-in (password, then a TOTP second step), who am I, and the actions of the modules. */

/**
 * What an operator may do (issue 25). An owner does everything; every other role writes in its own area only.
 * Risk and read-only read every area (a GET); anyone reaches their own sign-in and account.
 */
export const operatorRoles = ['owner', 'finance', 'support', 'content', 'risk', 'read-only'] as const;
export type OperatorRole = (typeof operatorRoles)[number];

/** The area an operator call belongs to, and the roles besides owner that write in it. */
export const operatorAreaWriters = {
  /** The operator's own sign-in, session and account. */
  account: operatorRoles,
  /** Deposits, withdrawals, adjustments, agent contracts, the vendors' reconciliation. */
  money: ['finance'],
  /** Site texts, promotions, missions, referral rules, app packages, the jackpot's terms. */
  content: ['content'],
  /** The service desk, feedback, promotion applications, point redemptions. */
  service: ['support'],
  /** Lottery results and voids; the site's vendors and games on or off, the hot list. */
  games: ['content'],
  /** The site's operators, their invitations and roles, and the audit log: the owner's alone. */
  team: [],
  /** The sites themselves: brand, colours, status, languages; a new site (an owner of every site only). */
  sites: [],
} as const satisfies Record<string, readonly OperatorRole[]>;
export type OperatorArea = keyof typeof operatorAreaWriters;

const readers: readonly OperatorRole[] = ['risk', 'read-only'];

/** Whether a role may make a call of this area with this HTTP method (the server's rule; the console mirrors it). */
export function operatorMay(role: OperatorRole, area: OperatorArea, method: string): boolean {
  if (role === 'owner') return true;
  const writers: readonly OperatorRole[] = operatorAreaWriters[area];
  if (writers.includes(role)) return true;
  return (method === 'GET' || method === 'HEAD') && readers.includes(role);
}

/** After a failure of the operator (anywhere) a captcha is due, as for members. */
export const operatorLoginRequestSchema = z.object({
  username: usernameField,
  password: passwordField,
  ...captchaFields,
});
/**
 * A password sign-in opens a session that can only take the second step, for five minutes: `enrol` when the
 * operator has no authenticator yet (enrolment first), else `code`.
 */
export const operatorSessionSchema = z
  .object({
    token: z.string(),
    secondStep: z.enum(['enrol', 'code']),
    /** With `code`: the operator has a passkey at this host, which may take the second step in place of the code. */
    passkey: z.boolean().optional(),
  })
  .meta({ id: 'OperatorSession' });
export const operatorSelfSchema = z
  .object({
    username: z.string(),
    role: z.enum(operatorRoles),
    allSites: z.boolean(),
    siteCodes: z.array(z.string()),
    /** The site this console is open on (its host's): every call of the console acts on it. */
    /** The site the console is open at; its time zone draws the site's days (the dashboard's default range). */
    site: z.object({ code: z.string(), name: z.string(), languages: z.array(z.string()), timeZone: z.string() }),
  })
  .meta({ id: 'OperatorSelf' });
export type OperatorSelf = z.infer<typeof operatorSelfSchema>;

/** The authenticator to add: its secret (base32) and the otpauth:// address a QR code carries. */
export const totpEnrolmentSchema = z.object({ secret: z.string(), uri: z.string() }).meta({ id: 'TotpEnrolment' });
const totpCodeField = z.string().regex(/^\d{6}$/, 'six digits');
export const totpEnrolRequestSchema = z.object({ code: totpCodeField });
/** Ten single-use recovery codes, shown once: each signs in once in place of a code. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) }).meta({ id: 'RecoveryCodes' });
export const secondStepRequestSchema = z.union([
  z.object({ code: totpCodeField }),
  z.object({
    recoveryCode: z
      .string()
      .trim()
      .regex(/^[a-z0-9]{5}-[a-z0-9]{5}$/i, 'a recovery code'),
  }),
]);

export const operatorResponses = {
  session: successEnvelope(operatorSessionSchema),
  self: successEnvelope(operatorSelfSchema),
  loggedOut: successEnvelope(z.null()),
  enrolment: successEnvelope(totpEnrolmentSchema),
  recoveryCodes: successEnvelope(recoveryCodesSchema),
  signedIn: successEnvelope(z.null()),
  endedSessions: successEnvelope(z.object({ ended: z.int() })),
};

/**
 * A member's standing on its site (issue 25): locked (until an operator unlocks it) or closed (for good) refuse
 * every sign-in and end the member's sessions at once.
 */
export const memberStatuses = ['active', 'locked', 'closed'] as const;
export type MemberStatus = (typeof memberStatuses)[number];
/** POST operatorMemberPaths.status: the new status and why (kept in the audit log). */
export const memberStatusRequestSchema = z.object({
  status: z.enum(memberStatuses),
  reason: z.string().trim().min(3).max(500),
});
export const memberStatusSchema = z
  .object({ username: z.string(), status: z.enum(memberStatuses), endedSessions: z.int() })
  .meta({ id: 'MemberStatus' });
/**
 * POST operatorMemberPaths.password: the service desk resets a member's password (a member locked out of its
 * e-mail and phone): a one-time password, shown to the operator once, which the member must change at its next
 * sign-in; every session of the member ends.
 */
export const memberPasswordResetRequestSchema = z.object({ reason: z.string().trim().min(3).max(500) });
export const memberPasswordResetSchema = z
  .object({ username: z.string(), oneTimePassword: z.string(), endedSessions: z.int() })
  .meta({ id: 'MemberPasswordReset' });
export const operatorMemberPaths = {
  status: '/wps/operator/members/:username/status',
  password: '/wps/operator/members/:username/password',
} as const;
export const operatorMemberResponses = {
  status: successEnvelope(memberStatusSchema),
  password: successEnvelope(memberPasswordResetSchema),
};

export const operatorPaths = {
  login: '/wps/operator/login',
  logout: '/wps/operator/logout',
  self: '/wps/operator/me',
  /** Starts (or restarts, until confirmed) adding an authenticator. */
  totpEnrolment: '/wps/operator/two-step/enrolment',
  /** Confirms the authenticator with its first code: the session is signed in, recovery codes answered. */
  totpEnrol: '/wps/operator/two-step/enrol',
  /** The second step of a sign-in: a code, or a recovery code. */
  secondStep: '/wps/operator/two-step',
  /** Ends every session of the operator, this one included. */
  sessions: '/wps/operator/sessions',
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
