import type { OperatorRole } from '@portal/contracts';
import { desc, eq, inArray } from 'drizzle-orm';
import { outbox, sites, vendors } from '../src/db/schema/index.js';
import { catalogVendors } from '../src/demo/catalog/vendors.js';
import { createMember } from '../src/modules/identity/new-member.service.js';
import { checkLedger, type LedgerReport } from '../src/modules/ledger/ledger-check.repository.js';
import { insertOperator } from '../src/modules/operator/operator.repository.js';
import { gameServerProvider } from '../src/modules/provider/vendors/game-vendor.js';
import { hashPassword } from '../src/platform/passwords.js';
import { type BuiltSite, buildSite } from '../test/factories.js';
import { smsCodeIn } from '../test/portal-client.js';
import { withConnection } from './connection.js';

/**
 * An operator of every site (operators are made with `npm run operator:create`; the API has no sign-up), an owner
 * unless said otherwise. It enrols its authenticator at its first sign-in (signInOperatorWith).
 */
export async function createOperator(
  databaseUrl: string,
  username: string,
  password: string,
  role: OperatorRole = 'owner',
): Promise<void> {
  const passwordHash = await hashPassword(password);
  await withConnection(databaseUrl, (db) => insertOperator(db, username, passwordHash, null, role));
}

/** A site of its own, shaped like the demo site, reachable at `<code>.test.localhost`. */
export function createSite(
  databaseUrl: string,
  site: { status: 0 | 1 | 2; blockedCountries?: string[] },
): Promise<BuiltSite> {
  return withConnection(databaseUrl, (db) => buildSite(db, { site }));
}

/** Opens (0), closes (1) or puts under maintenance (2) a site, as the operator back office will. */
export async function setSiteStatus(databaseUrl: string, siteId: number, status: 0 | 1 | 2): Promise<void> {
  await withConnection(databaseUrl, (db) => db.update(sites).set({ status }).where(eq(sites.id, siteId)));
}

/** A member (memberType 0 player, 1 agent) with a chosen password: agents cannot sign up through the API. */
export async function addMember(
  databaseUrl: string,
  member: { merchant: string; username: string; password: string; memberType: number },
): Promise<void> {
  const passwordHash = await hashPassword(member.password);
  await withConnection(databaseUrl, async (db) => {
    const [site] = await db.select().from(sites).where(eq(sites.code, member.merchant));
    if (!site) throw new Error(`no site ${member.merchant}`);
    const { username, memberType } = member;
    await createMember(
      db,
      { siteId: site.id, username, passwordHash, memberType, nickname: username },
      site.currencyCode,
    );
  });
}

/** The body of the latest message the local providers "sent" to a number or an address, read from the outbox. */
export function lastMessageTo(databaseUrl: string, recipient: string): Promise<string> {
  return withConnection(databaseUrl, async (db) => {
    const [message] = await db
      .select()
      .from(outbox)
      .where(eq(outbox.recipient, recipient))
      .orderBy(desc(outbox.id))
      .limit(1);
    if (!message) throw new Error(`nothing was sent to ${recipient}`);
    return message.body;
  });
}

/** The latest SMS code the local provider "sent" to a number. */
export async function lastSmsCode(databaseUrl: string, recipient: string): Promise<string> {
  return smsCodeIn(await lastMessageTo(databaseUrl, recipient));
}

/** The ledger's own audit (`npm run ledger:check`): every entry balanced, every balance its postings' sum. */
export function checkLedgerAt(databaseUrl: string): Promise<LedgerReport> {
  return withConnection(databaseUrl, checkLedger);
}

/**
 * Gives the demo catalog's made-up studios that have no adapter to the game server's, as a portal holding
 * their credentials would have an adapter for them: a site lists only what it can launch, and the bench loads
 * lists over 10,000 games. Their games are all of the plain kind (sub_type null), which the game server's
 * engines play, so every one of them lists. The RNG studios are the game server's already.
 */
export async function connectDemoStudios(databaseUrl: string): Promise<void> {
  const studios = catalogVendors.filter((vendor) => vendor.provider === 'external').map((vendor) => vendor.code);
  await withConnection(databaseUrl, (db) =>
    db.update(vendors).set({ provider: gameServerProvider }).where(inArray(vendors.code, studios)),
  );
}
