import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { textField, usernameField } from './fields.js';
import { operatorRoles, operatorSessionSchema } from './operator.js';

/**
 * The operators of a site (issue 25): owners invite the others by e-mail (a single-use link that opens the console,
 * sets the password and goes straight to the authenticator's enrolment) and change their roles.
 */

/** An operator's own password: longer than a member's, as the command that makes the first owner asks. */
export const operatorPasswordField = z.string().min(10, 'at least 10 characters').max(128);
/** How long an invitation's link works. */
export const operatorInvitationHours = 72;

export const operatorInvitationRequestSchema = z.object({
  username: usernameField.regex(/^[A-Za-z0-9_.-]{3,64}$/, 'letters, digits, _ . - (3 to 64)'),
  email: z.email().max(254),
  role: z.enum(operatorRoles),
  /** Every site (now and later), or the listed ones; the site the owner invites from must be among them. */
  allSites: z.boolean().default(false),
  siteCodes: z.array(textField(32).min(1)).max(200).default([]),
});
export type OperatorInvitationRequest = z.infer<typeof operatorInvitationRequestSchema>;

const invitationFields = {
  username: z.string(),
  email: z.string(),
  role: z.enum(operatorRoles),
  allSites: z.boolean(),
  siteCodes: z.array(z.string()),
  expiresAt: z.iso.datetime({ offset: true }),
};
export const operatorInvitationSchema = z
  .object({ ...invitationFields, invitedBy: z.string(), createdAt: z.iso.datetime({ offset: true }) })
  .meta({ id: 'OperatorInvitation' });
/** What the invitation's link shows before the password is set. */
export const operatorInvitationPreviewSchema = z.object(invitationFields).meta({ id: 'OperatorInvitationPreview' });

export const operatorSummarySchema = z
  .object({
    username: z.string(),
    email: z.string().nullable(),
    role: z.enum(operatorRoles),
    allSites: z.boolean(),
    siteCodes: z.array(z.string()),
    twoStep: z.boolean(),
    createdAt: z.iso.datetime({ offset: true }),
    lastSeenAt: z.iso.datetime({ offset: true }).nullable(),
  })
  .meta({ id: 'OperatorSummary' });
export type OperatorSummary = z.infer<typeof operatorSummarySchema>;
export const operatorTeamSchema = z
  .object({ operators: z.array(operatorSummarySchema), invitations: z.array(operatorInvitationSchema) })
  .meta({ id: 'OperatorTeam' });
export type OperatorTeam = z.infer<typeof operatorTeamSchema>;

export const invitationTokenField = z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'the link of an invitation');
export const invitationAcceptRequestSchema = z
  .object({ token: invitationTokenField, password: operatorPasswordField, confirmPassword: z.string().max(128) })
  .refine((body) => body.password === body.confirmPassword, {
    path: ['confirmPassword'],
    message: 'the two passwords differ',
  });

export const operatorRoleRequestSchema = z.object({ role: z.enum(operatorRoles) });
export const operatorRoleSchema = z
  .object({ username: z.string(), before: z.enum(operatorRoles), role: z.enum(operatorRoles) })
  .meta({ id: 'OperatorRoleChange' });

export const operatorTeamPaths = {
  team: '/wps/operator/operators',
  invitations: '/wps/operator/operators/invitations',
  role: '/wps/operator/operators/:username/role',
  /** The invitee's calls: no session yet, the link's token is the key. */
  invitation: '/wps/operator/invitations/:token',
  accept: '/wps/operator/invitations/accept',
} as const;

export const operatorTeamResponses = {
  team: successEnvelope(operatorTeamSchema),
  invited: successEnvelope(operatorInvitationSchema),
  invitation: successEnvelope(operatorInvitationPreviewSchema),
  accepted: successEnvelope(operatorSessionSchema),
  role: successEnvelope(operatorRoleSchema),
};
