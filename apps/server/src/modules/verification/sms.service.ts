import { randomInt } from 'node:crypto';
import type { SmsSent } from '@portal/contracts';
import { and, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { smsCodes } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { MessageProvider } from '../../platform/messaging.js';
import type { Secrets } from '../../platform/secrets.js';
import type { Site } from '../site/site.types.js';

export type SmsPurpose = 'login' | 'reset-password' | 'verify-login' | 'register';

export interface MobileNumber {
  countryDialingCode: string;
  mobileNum: string;
}

/** SPEC §5/§9: one request a second per number; five in five minutes, then "retry after 5 minutes". */
const limits = { perSecond: 1, perFiveMinutes: 5, maxAttempts: 5 } as const;

const numberMatches = (number: MobileNumber) =>
  and(eq(smsCodes.countryDialingCode, number.countryDialingCode), eq(smsCodes.mobileNum, number.mobileNum));

/** What is hashed: the code bound to its number and purpose, so it is worth nothing elsewhere. */
function codeMaterial(number: MobileNumber, purpose: SmsPurpose, code: string) {
  return `${number.countryDialingCode}${number.mobileNum}:${purpose}:${code}`;
}

/** Sends a 6-digit code from a CSPRNG, bound to the number and the purpose, valid for the site's expiry. */
export async function sendSmsCode(
  deps: { db: Database; secrets: Secrets; sms: MessageProvider },
  site: Site,
  number: MobileNumber,
  purpose: SmsPurpose,
): Promise<SmsSent> {
  const [counts] = await deps.db
    .select({
      lastSecond: sql<number>`count(*) FILTER (WHERE ${smsCodes.createdAt} > now() - interval '1 second')::int`,
      lastFiveMinutes: sql<number>`count(*)::int`,
    })
    .from(smsCodes)
    .where(
      and(
        eq(smsCodes.siteId, site.id),
        numberMatches(number),
        gt(smsCodes.createdAt, sql`now() - interval '5 minutes'`),
      ),
    );
  if ((counts?.lastSecond ?? 0) >= limits.perSecond) throw new AppError('THROTTLED');
  if ((counts?.lastFiveMinutes ?? 0) >= limits.perFiveMinutes) throw new AppError('SMS_TOO_MANY');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiredMinutes = site.smsExpiredMinutes;
  await deps.db.insert(smsCodes).values({
    siteId: site.id,
    ...number,
    purpose,
    codeHash: deps.secrets.digest(codeMaterial(number, purpose, code)),
    expiresAt: sql`now() + make_interval(mins => ${expiredMinutes})`,
  });
  await deps.sms.send({
    siteId: site.id,
    to: `${number.countryDialingCode}${number.mobileNum}`,
    body: `${site.name}: your verification code is ${code}. It expires in ${expiredMinutes} min.`,
  });
  return { expiredMinutes };
}

/**
 * Uses up the newest code of the number and purpose when it matches. A wrong code counts against
 * it; after five wrong tries it is dead. A used or expired code never works again.
 */
export async function verifySmsCode(
  deps: { db: Database; secrets: Secrets },
  siteId: number,
  number: MobileNumber,
  purpose: SmsPurpose,
  code: string,
): Promise<void> {
  const [latest] = await deps.db
    .select()
    .from(smsCodes)
    .where(
      and(eq(smsCodes.siteId, siteId), numberMatches(number), eq(smsCodes.purpose, purpose), isNull(smsCodes.usedAt)),
    )
    .orderBy(desc(smsCodes.createdAt))
    .limit(1);
  if (!latest || latest.attempts >= limits.maxAttempts)
    throw new AppError('SMS_CODE_INVALID', { field: 'body.verificationCode' });
  if (latest.expiresAt.getTime() <= Date.now())
    throw new AppError('SMS_CODE_EXPIRED', { field: 'body.verificationCode' });
  if (!deps.secrets.matches(codeMaterial(number, purpose, code), latest.codeHash)) {
    await deps.db
      .update(smsCodes)
      .set({ attempts: sql`${smsCodes.attempts} + 1` })
      .where(eq(smsCodes.id, latest.id));
    throw new AppError('SMS_CODE_INVALID', { field: 'body.verificationCode' });
  }
  // Conditional on still being unused: of two concurrent uses of one code, one wins.
  const used = await deps.db
    .update(smsCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(smsCodes.id, latest.id), isNull(smsCodes.usedAt)))
    .returning({ id: smsCodes.id });
  if (used.length === 0) throw new AppError('SMS_CODE_INVALID', { field: 'body.verificationCode' });
}
