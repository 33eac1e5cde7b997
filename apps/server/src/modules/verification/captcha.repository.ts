import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { captchas } from '../../db/schema/index.js';

export async function insertCaptcha(
  db: Database,
  row: { id: string; siteId: number; ip: string; answerHash: string; lifetimeMinutes: number },
): Promise<void> {
  await db.insert(captchas).values({
    id: row.id,
    siteId: row.siteId,
    ip: row.ip,
    answerHash: row.answerHash,
    expiresAt: sql`now() + make_interval(mins => ${row.lifetimeMinutes})`,
  });
}

/** Marks a live captcha used and answers its answer's hash; of two concurrent uses, one gets it. */
export async function useCaptcha(db: Database, siteId: number, captchaId: string): Promise<string | null> {
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
  return row?.answerHash ?? null;
}
