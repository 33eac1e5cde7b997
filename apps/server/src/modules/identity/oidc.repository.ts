import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { memberIdentities, oidcLogins, siteIdentityProviders } from '../../db/schema/index.js';

export type ProviderRow = typeof siteIdentityProviders.$inferSelect;

export async function findProvider(db: Database, siteId: number, provider: string): Promise<ProviderRow | null> {
  const [row] = await db
    .select()
    .from(siteIdentityProviders)
    .where(and(eq(siteIdentityProviders.siteId, siteId), eq(siteIdentityProviders.provider, provider)));
  return row ?? null;
}

export async function saveLoginRequest(db: Database, row: typeof oidcLogins.$inferInsert): Promise<void> {
  await db.insert(oidcLogins).values(row);
}

/** The authorization request a callback answers: once, and within ten minutes. */
export async function takeLoginRequest(db: Database, siteId: number, provider: string, state: string) {
  const [row] = await db
    .update(oidcLogins)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(oidcLogins.state, state),
        eq(oidcLogins.siteId, siteId),
        eq(oidcLogins.provider, provider),
        isNull(oidcLogins.usedAt),
        gt(oidcLogins.createdAt, sql`now() - interval '10 minutes'`),
      ),
    )
    .returning();
  return row ?? null;
}

export async function attachTicket(db: Database, state: string, ticketHash: string, memberId: bigint): Promise<void> {
  await db.update(oidcLogins).set({ ticketHash, memberId }).where(eq(oidcLogins.state, state));
}

/** Trades a ticket for its member: once, and within a minute of the callback. */
export async function redeemTicket(db: Database, siteId: number, ticketHash: string): Promise<bigint | null> {
  const [row] = await db
    .update(oidcLogins)
    .set({ ticketHash: null })
    .where(
      and(
        eq(oidcLogins.ticketHash, ticketHash),
        eq(oidcLogins.siteId, siteId),
        gt(oidcLogins.usedAt, sql`now() - interval '1 minute'`),
      ),
    )
    .returning({ memberId: oidcLogins.memberId });
  return row?.memberId ?? null;
}

export async function findIdentity(db: Database, siteId: number, provider: string, subject: string) {
  const [row] = await db
    .select({ memberId: memberIdentities.memberId })
    .from(memberIdentities)
    .where(
      and(
        eq(memberIdentities.siteId, siteId),
        eq(memberIdentities.provider, provider),
        eq(memberIdentities.subject, subject),
      ),
    );
  return row?.memberId ?? null;
}

export async function linkIdentity(db: Database, siteId: number, provider: string, subject: string, memberId: bigint) {
  await db.insert(memberIdentities).values({ siteId, provider, subject, memberId });
}
