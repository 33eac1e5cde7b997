import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { insertMember } from '../../modules/identity/member.repository.js';
import { playerType } from '../../modules/identity/roles.js';
import { houseAccount, mainAccountOf } from '../../modules/ledger/ledger.repository.js';
import { postEntry } from '../../modules/ledger/ledger.service.js';
import { maskName } from '../../modules/provider/records/records.service.js';
import { newReferralCode } from '../../modules/referral/referral.service.js';
import { hashPassword } from '../../platform/passwords.js';
import type { Database } from '../client.js';
import {
  deposits,
  games,
  members,
  paymentChannels,
  referralCodes,
  referralSettings,
  referrals,
  siteRegisterRules,
  sites,
} from '../schema/index.js';

type SiteRow = typeof sites.$inferSelect;
const day = 86_400_000;

/** One unit of the site's money in minor units: a dollar is 100 cents; 25,000 dong stand for one here. */
const unitOf = (site: SiteRow) => (site.currencyDecimals === 0 ? 25_000n : 100n);

/** A demo friend's first deposit, credited as the cashier credits one: a keyed entry from the clearing account. */
async function creditedDeposit(db: Database, site: SiteRow, memberId: bigint, amount: bigint, at: Date) {
  const [channel] = await db
    .select({ id: paymentChannels.id })
    .from(paymentChannels)
    .where(and(eq(paymentChannels.siteId, site.id), eq(paymentChannels.kind, 'bank_transfer')));
  if (!channel) return;
  const key = `demo-referral-deposit:${memberId}`;
  const posted = await postEntry(db, {
    siteId: site.id,
    kind: 'deposit',
    idempotencyKey: key,
    legs: [
      { accountId: await houseAccount(db, site.id, 'HOUSE:CASHIER', site.currencyCode), amount: -amount },
      { accountId: await mainAccountOf(db, memberId), amount },
    ],
    memo: { reason: 'Demo deposit' },
  });
  await db.insert(deposits).values({
    siteId: site.id,
    memberId,
    channelId: channel.id,
    amount,
    status: 'credited',
    idempotencyKey: key,
    requestHash: key,
    entryId: posted.entryId,
    decidedAt: at,
    createdAt: at,
  });
}

/** A demo friend's settled slot round (stake lost), its stake moved to the game revenue as the seamless wallet does. */
async function lostRound(db: Database, site: SiteRow, memberId: bigint, stake: bigint, at: Date) {
  const [game] = await db.select({ id: games.id }).from(games).where(eq(games.vendorCode, 'BUILTIN')).limit(1);
  if (!game) return;
  const ref = `demo-referral-${randomBytes(6).toString('hex')}`;
  await postEntry(db, {
    siteId: site.id,
    kind: 'game_bet',
    idempotencyKey: `seamless:demo:${ref}`,
    legs: [
      { accountId: await mainAccountOf(db, memberId), amount: -stake },
      { accountId: await houseAccount(db, site.id, 'HOUSE:GAME_REVENUE', site.currencyCode), amount: stake },
    ],
    memo: { category: 'RNG', game: 'Lucky Sevens Deluxe' },
  });
  await db.execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, created_at, settled_at)
    VALUES (${site.id}, ${memberId}, ${game.id}, 'demo', ${ref}, 'real', ${stake}, 0, 'settled', ${at}, ${at})`);
}

/**
 * Referral on each demo site: the code field on the registration form, the rules (a reward for a
 * friend whose first deposit and valid bets reach the thresholds within 7 days, at most 10 a month),
 * and player01's friends: one rewarded, one who deposited, one who only joined.
 */
export async function seedDemoReferrals(db: Database, siteCode: string): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) return;
  const unit = unitOf(site);
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
    const member = await insertMember(
      db,
      { siteId: site.id, username: friend.username, passwordHash, memberType: playerType, nickname: friend.username },
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
  const posted = await postEntry(db, {
    siteId: site.id,
    kind: 'bonus',
    idempotencyKey: `referral:${rewarded.id}`,
    legs: [
      { accountId: await houseAccount(db, site.id, 'HOUSE:BONUS_EXPENSE', site.currencyCode), amount: -rules.reward },
      { accountId: await mainAccountOf(db, hostId), amount: rules.reward },
    ],
    memo: { reason: 'Referral reward', referred: maskName(rewarded.username) },
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
}
