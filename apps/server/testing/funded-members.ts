import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { createMember } from '../src/modules/identity/new-member.service.js';
import { createSession } from '../src/modules/identity/session.repository.js';
import { houseAccount, mainAccountOf } from '../src/modules/ledger/ledger.repository.js';
import { postEntry } from '../src/modules/ledger/ledger.service.js';
import { walletAccountOf } from '../src/modules/ledger/member-accounts.service.js';
import { transferVendorsOf } from '../src/modules/wallet/wallet.repository.js';
import { hashPassword } from '../src/platform/passwords.js';
import { withConnection } from './connection.js';

/** A member with a signed-in session, its main ledger account and one vendor wallet's account. */
export interface FundedMember {
  id: bigint;
  token: string;
  main: bigint;
  vendor: bigint;
}

export interface FundedMembers {
  siteId: number;
  merchant: string;
  /** The transfer-mode vendor whose wallet every member has opened. */
  vendor: string;
  members: FundedMember[];
}

/**
 * `count` members of a site made directly in the database, each with a session, `opening` minor units
 * in the main wallet through the real ledger, and the first transfer vendor's wallet opened: set-up
 * costs no argon2 per member, so a benchmark starts from the same accounts for every contestant.
 */
export function fundedMembers(
  databaseUrl: string,
  options: { count: number; merchant?: string; opening?: bigint; prefix?: string },
): Promise<FundedMembers> {
  const { count, merchant = 'AUR', opening = 1_000_00n, prefix = 'ledger' } = options;
  return withConnection(
    databaseUrl,
    async (db) => {
      const [site] = (
        await db.execute<{ id: number; currency: string }>(
          sql`SELECT id, currency_code AS currency FROM sites WHERE code = ${merchant}`,
        )
      ).rows;
      if (!site) throw new Error(`no site ${merchant}`);
      const siteId = Number(site.id);
      const [offered] = await transferVendorsOf(db, siteId);
      if (!offered) throw new Error(`site ${merchant} offers no transfer-mode vendor`);
      const cashier = await houseAccount(db, siteId, 'HOUSE:CASHIER', site.currency);
      const passwordHash = await hashPassword(randomBytes(12).toString('base64url'));
      const members: FundedMember[] = [];
      for (let index = 0; index < count; index++) {
        const username = `${prefix}${String(index).padStart(4, '0')}`;
        const member = await createMember(db, { siteId, username, passwordHash, nickname: username }, site.currency);
        const main = await mainAccountOf(db, member.id);
        await postEntry(db, {
          siteId,
          kind: 'deposit',
          idempotencyKey: `bench-fund:${member.id}`,
          legs: [
            { accountId: cashier, amount: -opening },
            { accountId: main, amount: opening },
          ],
        });
        members.push({
          id: member.id,
          token: await createSession(db, member.id, siteId, '127.0.0.1'),
          main,
          vendor: await walletAccountOf(db, {
            siteId,
            memberId: member.id,
            wallet: offered.code,
            currency: site.currency,
          }),
        });
      }
      return { siteId, merchant, vendor: offered.code, members };
    },
    4,
  );
}
