import { randomUUID } from 'node:crypto';
import type { Captcha } from '@portal/contracts';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import svgCaptcha from 'svg-captcha';
import type { Database } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';
import { AppError } from '../../platform/errors.js';
import type { Secrets } from '../../platform/secrets.js';

const lifetimeMinutes = 5;

/** Draws the picture of a captcha and says what it reads. */
export type CaptchaDrawer = () => { text: string; svg: string };

/** Letters and digits that cannot be mistaken for one another; the text is drawn as paths, not as text. */
export const svgCaptchaDrawer: CaptchaDrawer = () => {
  const drawn = svgCaptcha.create({ size: 4, noise: 3, ignoreChars: '0oO1iIlL', color: true, background: '#f4f6fb' });
  return { text: drawn.text, svg: drawn.data };
};

/** Draws a new captcha (at most one a second per address, SPEC §5) and keeps only its answer's hash. */
export async function drawCaptcha(
  deps: { db: Database; secrets: Secrets; drawCaptcha: CaptchaDrawer },
  siteId: number,
  ip: string,
): Promise<Captcha> {
  const { db, secrets } = deps;
  const [recent] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(captchas)
    .where(and(sql`${captchas.ip} = ${ip}::inet`, gt(captchas.createdAt, sql`now() - interval '1 second'`)));
  if ((recent?.n ?? 0) > 0) throw new AppError('THROTTLED');
  const drawn = deps.drawCaptcha();
  const captchaId = randomUUID();
  await db.insert(captchas).values({
    id: captchaId,
    siteId,
    ip,
    answerHash: secrets.digest(drawn.text.toLowerCase()),
    expiresAt: sql`now() + make_interval(mins => ${lifetimeMinutes})`,
  });
  return { captchaId, value: `data:image/svg+xml;base64,${Buffer.from(drawn.svg).toString('base64')}` };
}

/** Uses a captcha up, right or wrong: a second try with the same id always fails. */
export async function consumeCaptcha(
  db: Database,
  secrets: Secrets,
  siteId: number,
  captchaId: string,
  answer: string,
): Promise<boolean> {
  const [row] = await db
    .update(captchas)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(captchas.id, captchaId),
        eq(captchas.siteId, siteId),
        isNull(captchas.usedAt),
        gt(captchas.expiresAt, sql`now()`),
      ),
    )
    .returning({ answerHash: captchas.answerHash });
  return row ? secrets.matches(answer.trim().toLowerCase(), row.answerHash) : false;
}
