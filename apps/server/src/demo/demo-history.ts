import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { members, pointConfigs, pointRedemptions, pointRewards, sites } from '../db/schema/index.js';
import { raiseVipLevel } from '../modules/identity/member-profile.service.js';
import { payFromHouse } from '../modules/ledger/ledger.service.js';
import { pointsExpense } from '../modules/points/points.service.js';
import { levelsOf, rollingFigures } from '../modules/vip/vip.repository.js';
import { creditDemoDeposit, type DemoSite, demoPlayedGames, demoUnitOf, settleDemoRound } from './demo-money.js';
import type { DemoTimeline } from './demo-timeline.js';

const day = 86_400_000;

/**
 * player01's last two weeks, so that its VIP page, rebate, points mall and records show something: a credited
 * deposit, two or three rounds a day on the house studio's slots (games that really play; every other round
 * won back at 1.9 times), and the points mall used (a reward approved and sent, one in process, one rejected,
 * points converted). What moved money is told to the timeline, written at its own time.
 */
export async function seedDemoHistory(db: Database, siteCode: string, past: DemoTimeline): Promise<void> {
  const [site] = await db.select().from(sites).where(eq(sites.code, siteCode));
  if (!site) return;
  const [player] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.siteId, site.id), eq(members.username, 'player01')));
  if (!player) return;
  const unit = demoUnitOf(site);
  const now = Date.now();
  const memberId = player.id;
  const depositAt = new Date(now - 13 * day);
  const key = `demo-history-deposit:${memberId}`;
  past.add(depositAt, () => creditDemoDeposit(db, site, { memberId, amount: 1_000n * unit, at: depositAt, key }));
  const played = await demoPlayedGames(db, site.id);
  let index = 0;
  for (let daysAgo = 12; daysAgo >= 1 && played.length > 0; daysAgo--) {
    for (let slot = 0; slot < 2 + (daysAgo % 2); slot++) {
      const game = played[index % played.length]!;
      const stake = BigInt(60 + ((index * 37) % 90) * 3) * unit;
      const win = index % 2 === 0 ? (stake * 19n) / 10n : 0n;
      const at = new Date(now - daysAgo * day + slot * 3_600_000);
      const ref = `demo-history-${site.code}-${index}`;
      past.add(at, () => settleDemoRound(db, site, { memberId, game, stake, win, at, ref }));
      index++;
    }
  }
  await seedRedemptions(db, site, memberId, new Date(now), past);
  past.add(new Date(now), () => raiseToReachedLevel(db, memberId, site.id, new Date(now)));
}

/** The level the demo history reaches, as the VIP review would have raised it. */
async function raiseToReachedLevel(db: Database, memberId: bigint, siteId: number, at: Date) {
  const figures = await rollingFigures(db, memberId, at);
  const reached = (await levelsOf(db, siteId)).filter(
    (level) => figures.deposits >= BigInt(level.min_deposits) && figures.validBet >= BigInt(level.min_valid_bet),
  );
  await raiseVipLevel(db, memberId, reached.at(-1)?.level ?? 0);
}

async function seedRedemptions(db: Database, site: DemoSite, memberId: bigint, now: Date, past: DemoTimeline) {
  const [config] = await db.select().from(pointConfigs).where(eq(pointConfigs.siteId, site.id));
  const rewards = await db
    .select()
    .from(pointRewards)
    .where(eq(pointRewards.siteId, site.id))
    .orderBy(asc(pointRewards.sortOrder));
  const [mug, bottle] = rewards;
  if (!config || !mug || !bottle) return;
  const ago = (days: number) => new Date(now.getTime() - days * day);
  const reward = (row: typeof mug, status: 'approved' | 'in_process' | 'rejected', days: number) => ({
    siteId: site.id,
    memberId,
    rewardId: row.id,
    kind: 'reward',
    quantity: 1,
    points: BigInt(row.requiredPoints),
    status,
    receivingAddress: '12 Harbour Road, Sliema',
    createdAt: ago(days),
    decidedAt: status === 'in_process' ? null : ago(days - 1),
  });
  await db
    .insert(pointRedemptions)
    .values([
      { ...reward(mug, 'approved', 9), paidAccount: 'Courier DHL 7781 2290', remark: 'Sent by courier' },
      { ...reward(mug, 'rejected', 6), remark: 'The address could not be reached; your points are back.' },
      reward(bottle, 'in_process', 2),
    ]);
  await db.execute(sql`UPDATE point_rewards SET stock = stock - 1 WHERE id IN (${mug.id}, ${bottle.id})`);
  // 200 points converted to cash, as the conversion pays: from the points expense account, keyed, 4 days ago.
  const points = 200n;
  const amount = points * config.pointValue;
  past.add(ago(4), async () => {
    const posted = await payFromHouse(db, {
      siteId: site.id,
      currency: site.currencyCode,
      house: pointsExpense,
      memberId,
      amount,
      idempotencyKey: `points-convert:${memberId}:demo`,
      memo: { reason: 'Points converted' },
      at: ago(4),
    });
    await db.insert(pointRedemptions).values({
      siteId: site.id,
      memberId,
      kind: 'convert',
      quantity: Number(points),
      points,
      amount,
      status: 'approved',
      entryId: posted.entryId,
      createdAt: ago(4),
      decidedAt: ago(4),
    });
  });
}
