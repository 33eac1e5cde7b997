import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { bankAccounts, sites } from '../db/schema/index.js';
import { createMember } from '../modules/identity/new-member.service.js';
import { playerType } from '../modules/identity/roles.js';
import { houseAccount, mainAccountOf } from '../modules/ledger/ledger.repository.js';
import { postEntry } from '../modules/ledger/ledger.service.js';
import { hashPassword } from '../platform/passwords.js';

/**
 * Accounts to try the demo sites with; the README lists them. Never seeded outside the demo seed. Each joined
 * some days before the demo's history begins (demo-history.ts: two weeks), its welcome bonus paid as it joined.
 */
export const demoAccounts = [
  {
    username: 'agent01',
    password: 'Agent1234',
    memberType: 1,
    affiliateCode: 'AGENT01',
    parent: null,
    joinedDaysAgo: 15,
  },
  {
    username: 'player01',
    password: 'Player123',
    memberType: playerType,
    affiliateCode: null,
    parent: 'agent01',
    joinedDaysAgo: 14,
  },
] as const;
const day = 86_400_000;

/** Both demo accounts pay with this payment password; player01 has a bank account and a welcome bonus. */
export const demoPaymentPassword = '123456';
const demoBonus: Record<string, bigint> = { agent01: 1000_00n, player01: 500_00n };

export async function seedDemoMembers(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) throw new Error(`demo site ${siteCode} is missing`);
  const ids = new Map<string, bigint>();
  const paymentPasswordHash = await hashPassword(demoPaymentPassword);
  const now = Date.now();
  for (const account of demoAccounts) {
    const joinedAt = new Date(now - account.joinedDaysAgo * day);
    const member = await createMember(
      db,
      {
        siteId: site.id,
        username: account.username,
        passwordHash: await hashPassword(account.password),
        memberType: account.memberType,
        nickname: account.username,
        affiliateCode: account.affiliateCode,
        parentId: account.parent ? (ids.get(account.parent) ?? null) : null,
        profile: { payeeName: `Demo ${account.username}` },
        createdAt: joinedAt,
      },
      site.currencyCode,
      paymentPasswordHash,
    );
    ids.set(account.username, member.id);
    await giveWelcomeBonus(db, site, member.id, demoBonus[account.username] ?? 0n, joinedAt);
  }
  await db.insert(bankAccounts).values({
    memberId: ids.get('player01')!,
    bankName: 'Demo Bank',
    accountNumber: '0001234567',
    payeeName: 'Demo player01',
  });
}

/** Demo money arrives the way an operator's bonus does: a keyed entry from the bonus expense account. */
async function giveWelcomeBonus(
  db: Database,
  site: typeof sites.$inferSelect,
  memberId: bigint,
  amount: bigint,
  at: Date,
) {
  if (amount === 0n) return;
  const expense = await houseAccount(db, site.id, 'HOUSE:BONUS_EXPENSE', site.currencyCode);
  await postEntry(db, {
    siteId: site.id,
    kind: 'bonus',
    idempotencyKey: `demo-welcome:${memberId}`,
    legs: [
      { accountId: expense, amount: -amount },
      { accountId: await mainAccountOf(db, memberId), amount },
    ],
    memo: { reason: 'Welcome bonus (demo money)' },
    at,
  });
}
