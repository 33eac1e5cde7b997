import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberIcons, members } from '../../db/schema/index.js';

export async function iconVersionOf(db: Database, memberId: bigint): Promise<number | null> {
  const [row] = await db
    .select({ version: memberIcons.version })
    .from(memberIcons)
    .where(eq(memberIcons.memberId, memberId));
  return row?.version ?? null;
}

/** Replaces the member's icon; the version moves on so that the new URL differs from every cached one. */
export async function saveIcon(db: Database, memberId: bigint, content: Buffer): Promise<number> {
  const [row] = await db
    .insert(memberIcons)
    .values({ memberId, content })
    .onConflictDoUpdate({
      target: memberIcons.memberId,
      set: { content, version: sql`${memberIcons.version} + 1`, updatedAt: sql`now()` },
    })
    .returning({ version: memberIcons.version });
  return row!.version;
}

/** The icon's bytes at one version, with its member's site (the file route has no site headers). */
export async function iconAt(db: Database, memberId: bigint, version: number) {
  const [row] = await db
    .select({ content: memberIcons.content, version: memberIcons.version, siteId: members.siteId })
    .from(memberIcons)
    .innerJoin(members, eq(members.id, memberIcons.memberId))
    .where(eq(memberIcons.memberId, memberId));
  return row && row.version === version ? row : null;
}
