import { z } from 'zod';
import { successEnvelope } from './envelope.js';
import { roles } from './first-load.js';
import { minorUnitsSchema } from './money.js';
import { walletBalanceSchema } from './wallet.js';

/** What a member is on a site (`roles`, first-load.ts). */
export const roleSchema = z.enum(roles);

/**
 * Why a session may do nothing but change its password (issue 22): signed in with the site's default
 * password, with one past its age (PWDEXPFORCECHANGE3), or with the one-time password an agent was
 * shown when opening the account. Until the change every other call is 403 PASSWORD_CHANGE_REQUIRED.
 */
export const passwordChangeReasonSchema = z.enum(['default', 'expired', 'oneTime']);
export type PasswordChangeReason = z.infer<typeof passwordChangeReasonSchema>;

/** GET /wps/member/info (SPEC §3 "Member info"). */
export const memberInfoSchema = z
  .object({
    id: z.string(),
    account: z.string(),
    nickname: z.string(),
    type: z.int(),
    role: roleSchema,
    isAgent: z.boolean(),
    isTrial: z.boolean(),
    currencySymbol: z.string(),
    balance: minorUnitsSchema,
    unreadMessages: z.int().min(0),
    availablePromos: z.int().min(0),
    vipLabel: z.string(),
    mobileNum: z.string().nullable(),
    /** Why this session must change its password before anything else (the dialog reopens after a reload). */
    passwordChange: passwordChangeReasonSchema.nullable(),
  })
  .meta({ id: 'MemberInfo' });
export type MemberInfo = z.infer<typeof memberInfoSchema>;

/** GET /wps/member/info/icon: the avatar; the browser falls back to its own image on a load error. */
export const memberIconSchema = z.object({ iconUrl: z.string().nullable() });

/** GET /wps/member/info/funds/consolidated (SPEC §3 "Consolidated flags"). */
export const consolidatedFlagsSchema = z
  .object({
    dailysalreqtype: z.boolean(),
    divtypereq: z.boolean(),
    contracthoursalreq: z.boolean(),
    realtimesalreqtype: z.boolean(),
  })
  .meta({ id: 'ConsolidatedFlags' });
export type ConsolidatedFlags = z.infer<typeof consolidatedFlagsSchema>;

export const memberResponses = {
  info: successEnvelope(memberInfoSchema),
  icon: successEnvelope(memberIconSchema),
  consolidated: successEnvelope(consolidatedFlagsSchema),
  balance: successEnvelope(walletBalanceSchema),
};
