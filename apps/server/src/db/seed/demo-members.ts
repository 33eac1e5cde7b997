import { eq } from 'drizzle-orm';
import { insertMember } from '../../modules/identity/member.repository.js';
import { playerType } from '../../modules/identity/roles.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Database } from '../client.js';
import { sites } from '../schema/index.js';

/** Accounts to try the demo sites with; the README lists them. Never seeded outside the demo seed. */
export const demoAccounts = [
  { username: 'player01', password: 'Player123', memberType: playerType, affiliateCode: null },
  { username: 'agent01', password: 'Agent1234', memberType: 1, affiliateCode: 'AGENT01' },
] as const;

export async function seedDemoMembers(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  for (const account of demoAccounts) {
    await insertMember(
      db,
      {
        siteId: site.id,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        memberType: account.memberType,
        nickname: account.username,
        affiliateCode: account.affiliateCode,
      },
      site.currencyCode,
    );
  }
}
