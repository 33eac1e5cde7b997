import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { members, referralCodes, referralSettings, referrals, siteRegisterRules, sites } from '../db/schema/index.js';
import { createMember } from '../modules/identity/new-member.service.js';
import { playerType } from '../modules/identity/roles.js';
import { payFromHouse } from '../modules/ledger/ledger.service.js';
import { newReferralCode } from '../modules/referral/referral.service.js';
import { maskName } from '../platform/mask.js';
import { hashPassword } from '../platform/passwords.js';
import { creditDemoDeposit, type DemoSite, demoPlayedGames, demoUnitOf, settleDemoRound } from './demo-money.js';
import type { DemoTimeline } from './demo-timeline.js';

const day = 86_400_000;

/** A demo friend's first deposit, credited as the cashier credits one. */
const creditedDeposit = (db: Database, site: DemoSite, memberId: bigint, amount: bigint, at: Date) =>
  creditDemoDeposit(db, site, { memberId, amount, at, key: `demo-referral-deposit:${memberId}` });

/** A demo friend's settled round on the house studio's first slot (a game that plays), its stake lost. */
async function lostRound(db: Database, site: DemoSite, memberId: bigint, stake: bigint, at: Date) {
  const [game] = await demoPlayedGames(db, site.id);
  if (!game) return;
  const ref = `demo-referral-${randomBytes(6).toString('hex')}`;
  await settleDemoRound(db, site, { memberId, game, stake, win: 0n, at, ref });
}

/**
 * Referral on each demo site: the code field on the registration form, the rules (a reward for a
 * friend whose first deposit and valid bets reach the thresholds within 7 days, at most 10 a month),
 * and player01's friends: one rewarded, one who deposited, one who only joined.
 */
export async function seedDemoReferrals(db: Database, siteCode: string, past: DemoTimeline): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) return;
  const unit = demoUnitOf(site);
  await db
    .insert(siteRegisterRules)
    .values({
      siteId: site.id,
      field: 'referralCode',
      enabled: true,
      required: false,
      patternId: '5',
      minLength: 4,
      maxLength: 16,
    })
    .onConflictDoNothing();
  const rules = { reward: 5n * unit, minDeposit: 20n * unit, minValidBet: 50n * unit, withinDays: 7, monthlyCap: 10 };
  await db
    .insert(referralSettings)
    .values({ siteId: site.id, ...rules })
    .onConflictDoNothing();

  const [host] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, site.id), eq(members.username, 'player01')));
  if (!host) return;
  const hostId = host.id;
  await db.insert(referralCodes).values({ memberId: hostId, siteId: site.id, code: newReferralCode() });
  const passwordHash = await hashPassword(randomBytes(18).toString('base64url'));
  const now = Date.now();
  const friends = [
    { username: 'luckyfriend1', joinedDaysAgo: 12, deposit: 100n * unit, stake: 60n * unit },
    { username: 'luckyfriend2', joinedDaysAgo: 3, deposit: 25n * unit, stake: 0n },
    { username: 'luckyfriend3', joinedDaysAgo: 1, deposit: 0n, stake: 0n },
  ];
  for (const friend of friends) {
    const joinedAt = new Date(now - friend.joinedDaysAgo * day);
    const member = await createMember(
      db,
      {
        siteId: site.id,
        username: friend.username,
        passwordHash,
        memberType: playerType,
        nickname: friend.username,
        createdAt: joinedAt,
      },
      site.currencyCode,
    );
    await db.insert(referrals).values({ referredId: member.id, siteId: site.id, referrerId: hostId, joinedAt });
    const active = new Date(joinedAt.getTime() + day);
    if (friend.deposit > 0n) await creditedDeposit(db, site, member.id, friend.deposit, active);
    if (friend.stake > 0n) await lostRound(db, site, member.id, friend.stake, active);
  }
  // The first qualified within its days: its reward was paid to player01 then, as a read would have paid it.
  const [rewarded] = await db
    .select({ id: referrals.referredId, joinedAt: referrals.joinedAt, username: members.username })
    .from(referrals)
    .innerJoin(members, eq(members.id, referrals.referredId))
    .where(and(eq(referrals.referrerId, hostId), sql`${referrals.joinedAt} < now() - interval '7 days'`));
  if (!rewarded) return;
  const paidAt = new Date(rewarded.joinedAt.getTime() + 2 * day);
  // Paid to player01 at its time, among the rest of his history (demo-timeline.ts).
  past.add(paidAt, async () => {
    const posted = await payFromHouse(db, {
      siteId: site.id,
      currency: site.currencyCode,
      house: 'HOUSE:BONUS_EXPENSE',
      memberId: hostId,
      amount: rules.reward,
      idempotencyKey: `referral:${rewarded.id}`,
      memo: { reason: 'Referral reward', referred: maskName(rewarded.username) },
      at: paidAt,
    });
    const month = paidAt.toLocaleDateString('en-CA', { timeZone: site.timeZone }).slice(0, 7);
    await db
      .update(referrals)
      .set({
        state: 'rewarded',
        qualifiedAt: paidAt,
        reward: rules.reward,
        entryId: posted.entryId,
        rewardedAt: paidAt,
        rewardMonth: month,
      })
      .where(eq(referrals.referredId, rewarded.id));
  });
}
