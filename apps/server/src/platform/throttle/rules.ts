import { z } from 'zod';

/** A limit: at most `limit` hits per `windowMs`; with `blockMs`, reaching the limit blocks the key that long. */
export interface ThrottleRule {
  limit: number;
  windowMs: number;
  blockMs?: number;
}

const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/**
 * The portal's fixed limits, one place (sign-in and payment-password lockouts are per site, in its
 * security settings). Each can be changed with `THROTTLE_RULES`, a JSON object of rule name to
 * `{limit, windowMs, blockMs}`.
 */
export const defaultThrottleRules = {
  /** SPEC §5: a new captcha at most once a second per address. */
  captchaDraw: { limit: 1, windowMs: second },
  /** SPEC §5/§9: one SMS a second per number, five in five minutes, then "retry after 5 minutes". */
  smsPerNumberSecond: { limit: 1, windowMs: second },
  smsPerNumber: { limit: 5, windowMs: 5 * minute, blockMs: 5 * minute },
  /** One address may not text the world: numbers it can send codes to in an hour. */
  smsPerAddress: { limit: 10, windowMs: hour },
  /** Wrong tries of one SMS code before it is dead. */
  smsCodeTries: { limit: 5, windowMs: 24 * hour },
  /** SPEC §5: a favourite toggled at most once a second per member. */
  favouriteToggle: { limit: 1, windowMs: second },
  /** Free-play accounts one address may open in an hour. */
  freePlayPerAddress: { limit: 5, windowMs: hour },
  /** Password-reset mails: per account and per address. */
  passwordResetPerAccount: { limit: 3, windowMs: hour },
  passwordResetPerAddress: { limit: 10, windowMs: hour },
  /** Wrong reset codes before the reset is dead. */
  passwordResetCodeTries: { limit: 5, windowMs: hour },
  /** Wrong current passwords in change-password before it locks: no unlimited oracle. */
  changePasswordFailures: { limit: 5, windowMs: 15 * minute },
  /** Operators are global: failures per operator account and per address, whatever the site. */
  operatorLoginFailures: { limit: 10, windowMs: 15 * minute, blockMs: 15 * minute },
  /** Second-step codes an operator may try (a million codes: five tries leave a guess no chance). */
  operatorSecondStepTries: { limit: 5, windowMs: 15 * minute, blockMs: 15 * minute },
  /** Chat messages a member may send (every socket of theirs together): no flooding the staff's room. */
  chatMessages: { limit: 10, windowMs: 10 * second },
  /** Accounts one address may register in an hour, and one device in a day (issue 22: no sign-up farms). */
  registerPerAddress: { limit: 5, windowMs: hour },
  registerPerDevice: { limit: 3, windowMs: 24 * hour },
  /** Refused calls behind a proof of work from one address: what the next proof costs grows with it. */
  powFailures: { limit: 2 ** 31 - 1, windowMs: hour },
  /** Sign-in failures from one address across every account (spraying one password over many). */
  loginFailuresPerAddress: { limit: 50, windowMs: 15 * minute, blockMs: 15 * minute },
} satisfies Record<string, ThrottleRule>;

export type ThrottleRuleName = keyof typeof defaultThrottleRules;
export type ThrottleRules = Record<ThrottleRuleName, ThrottleRule>;

const ruleSchema = z.object({
  limit: z.number().int().min(1),
  windowMs: z.number().int().min(1),
  blockMs: z.number().int().min(0).optional(),
});

/** `THROTTLE_RULES` as given: a JSON object naming some of the rules above. */
export const throttleOverridesSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'not JSON' });
      return z.NEVER;
    }
  })
  .pipe(z.partialRecord(z.enum(Object.keys(defaultThrottleRules) as [ThrottleRuleName]), ruleSchema));

export function throttleRules(overrides: Partial<ThrottleRules> = {}): ThrottleRules {
  return { ...defaultThrottleRules, ...overrides };
}
