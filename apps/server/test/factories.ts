import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { members } from '../src/db/schema/index.js';
import { auroraSite } from '../src/demo/demo-sites.js';
import { offerVendor } from '../src/demo/demo-vendors.js';
import { insertSite, type SiteDefinition } from '../src/demo/site-writer.js';
import { houseAccount, mainAccountOf } from '../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../src/modules/ledger/ledger.service.js';

export interface BuiltSite {
  id: number;
  code: string;
  domain: string;
}

/**
 * Builds a site with a unique merchant code and domain, starting from the demo site's shape so
 * every column is realistic; pass overrides for what a test is about. A running app hears of the new site by
 * NOTIFY, which a loaded machine may deliver after the test's first call: `await ctx.app.sites.reload()` first.
 */
export async function buildSite(
  db: Database,
  overrides: { site?: Partial<SiteDefinition['site']> } & Partial<Omit<SiteDefinition, 'site'>> = {},
): Promise<BuiltSite> {
  const suffix = randomBytes(3).toString('hex').toUpperCase();
  const code = overrides.site?.code ?? `T${suffix}`;
  const domain = `${code.toLowerCase()}.test.localhost`;
  const definition: SiteDefinition = {
    ...auroraSite,
    ...overrides,
    domains: overrides.domains ?? [domain],
    site: { ...auroraSite.site, name: `Test site ${suffix}`, ...overrides.site, code },
  };
  const id = await insertSite(db, definition);
  return { id, code, domain: definition.domains[0] ?? domain };
}

export async function memberIdOf(db: Database, siteId: number, username: string): Promise<bigint> {
  const [row] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, siteId), sql`lower(${members.username}) = lower(${username})`));
  if (!row) throw new Error(`no member ${username} on site ${siteId}`);
  return row.id;
}

/** Puts money in a member's main wallet through the real ledger, as a credited deposit would. */
export async function fundMember(db: Database, siteId: number, username: string, amount: bigint, currency = 'USD') {
  const memberId = await memberIdOf(db, siteId, username);
  const cashier = await houseAccount(db, siteId, 'HOUSE:CASHIER', currency);
  await postEntry(db, {
    siteId,
    kind: 'deposit',
    idempotencyKey: `test-fund-${randomUUID()}`,
    legs: [
      { accountId: cashier, amount: -amount },
      { accountId: await mainAccountOf(db, memberId), amount },
    ],
  });
  return memberId;
}

/**
 * Offers a transfer-mode vendor (its own wallet per member, kept at the vendor) on the site: one of the game
 * server's sportsbook studios unless another provider is named (a test app's local vendor stands in for it).
 */
export function offerTransferVendor(
  db: Database,
  siteId: number,
  code: string,
  name = `${code} Games`,
  provider = 'game-server',
) {
  return offerVendor(db, siteId, { code, name, category: 'ESPORTS', walletMode: 'transfer', provider });
}

/** Makes a member an agent (type 1). */
export async function makeAgent(db: Database, memberId: bigint) {
  await db.update(members).set({ memberType: 1 }).where(eq(members.id, memberId));
}

/** Puts members under a parent in the team tree. */
export async function placeUnder(db: Database, parentId: bigint, memberIds: bigint[]) {
  for (const id of memberIds) await db.update(members).set({ parentId }).where(eq(members.id, id));
}
