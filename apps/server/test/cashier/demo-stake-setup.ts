import { randomUUID } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { pointConfigs, referralSettings, vipLevels } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { foldTeamChanges } from '../../src/modules/agent/team-rollup.js';
import { upsertMission } from '../../src/modules/missions/missions.repository.js';
import type { TestContext } from '../harness.js';
import { runScheduler } from '../lottery/lottery-fixtures.js';
import { createProviderApp, launch, nodeIdOf, ProviderCaller } from '../provider/provider-setup.js';
import { registered, rulesWithReferral } from '../referral/referral-setup.js';
import { type Member, MoneyWorld } from './exit-setup.js';

/** A round as the game server plays it through the seamless wallet: a bet, then a win (zero: lost). */
export async function seamlessRound(provider: ProviderCaller, token: string, stake: bigint, win: bigint) {
  const roundId = `stake-${randomUUID()}`;
  const bet = { sessionToken: token, transactionId: `bet-${randomUUID()}`, roundId, amount: String(stake) };
  const placed = await provider.send(seamlessPaths.bet, bet);
  expect(placed.statusCode, placed.body).toBe(200);
  const paid = { sessionToken: token, transactionId: `win-${randomUUID()}`, roundId, amount: String(win) };
  const settled = await provider.send(seamlessPaths.win, paid);
  expect(settled.statusCode, settled.body).toBe(200);
  return roundId;
}

/** The wall clock, plus whatever the test moved it on by. */
function wallClockAhead() {
  let ahead = 0;
  return {
    now: () => Date.now() + ahead,
    advance(ms: number) {
      ahead += ms;
    },
  };
}

/**
 * The money world (a bank and a demo channel, a one-minute SSC, a welcome credit of 20.00 with a 3x
 * turnover) with everything a valid bet feeds: a 1 % rebate on slots and lottery, a point per 1.00, daily
 * missions of valid bet on slots and lottery, referral rules and the house studio's slot played through the
 * seamless wallet as the game server calls it (the app's local vendor stands in for the game server).
 */
export class StakeWorld {
  /**
   * The wall clock, moved on by the lottery's draws: a seamless round is settled at the database's time, so
   * the app's clock may run ahead of it (a draw) but never behind (a bonus claimed after a round would count it).
   */
  readonly clock = wallClockAhead();
  ctx!: TestContext;
  money!: MoneyWorld;
  private provider!: ProviderCaller;
  private slot = '';
  private readonly tokens = new Map<bigint, string>();

  async prepare(operatorName: string) {
    this.ctx = await createProviderApp({}, { clock: this.clock.now });
    this.money = new MoneyWorld(this.ctx, this.clock);
    await this.money.prepare(operatorName, rulesWithReferral());
    const db = this.ctx.database.db;
    const siteId = this.money.site.id;
    await seedOriginals(db, this.money.site.code);
    await this.ctx.app.sites.reload();
    this.slot = await nodeIdOf(this.ctx, originalsVendor.code, originalsGames[0]!.gameCode);
    this.provider = new ProviderCaller(this.ctx);
    await db.insert(vipLevels).values({ siteId, level: 0, name: 'Member', rebateRates: { RNG: 100, LOTT: 100 } });
    await db.insert(pointConfigs).values({ siteId, earnEvery: 100n, pointValue: 1n, minConvert: 10 });
    await db.insert(referralSettings).values({ siteId, reward: 5_00n, minDeposit: 0n, withinDays: 7, monthlyCap: 5 });
    for (const category of ['RNG', 'LOTT']) {
      await upsertMission(db, siteId, {
        code: `D_${category}`,
        period: 'daily',
        goal: { kind: 'valid_bet', category, target: '100000' },
        titles: { EN: `${category} 1000` },
        reward: '100',
        sortOrder: 1,
      });
    }
  }

  /** A member referred by `referrer` (signed in, ready to deposit). */
  async referredMember(referrer: Member, username: string): Promise<Member> {
    const { code } = (await referrer.client.call('GET', '/wps/referral')).json().value;
    const friend = await registered(this.ctx, this.money.site, username, code);
    return { ...friend, bankAccountId: '' };
  }

  /** One round of the house studio's slot: a bet of `stake`, then a win of `win` (zero closes it lost). */
  async spin(member: Member, stake: bigint, win: bigint) {
    let token = this.tokens.get(member.id);
    if (!token) {
      token = await launch(member.client, this.slot);
      this.tokens.set(member.id, token);
    }
    return seamlessRound(this.provider, token, stake, win);
  }

  /** A lottery order of `multiple` x 20.00 (one of its ten digits always hits), drawn and settled. */
  async lottery(member: Member, multiple: number) {
    const placed = await this.money.order(member, multiple);
    expect(placed.statusCode, placed.body).toBe(200);
    this.clock.advance(90_000); // past the draw of the issue sold (at most 70 s away)
    await runScheduler(this.ctx.database.db, this.clock.now());
    this.clock.advance(1000); // the draw's rounds settled at the instant it ran: what is read is after it
    return placed.json().value.order.orderNumber as string;
  }

  /** A round's stake, real stake and valid bet, by the provider's reference (a lottery order's number). */
  async round(reference: string) {
    const rows = await this.ctx.database.db.execute<{ stake: string; real_stake: string; valid_bet: string }>(sql`
      SELECT stake::text, real_stake::text, valid_bet::text FROM game_rounds
      WHERE round_ref = ${reference} OR round_ref LIKE ${`${reference}:%`}`);
    expect(rows.rows).toHaveLength(1);
    return rows.rows[0]!;
  }

  /** Everything the member's valid bets feed, as the member, its referrer and its team see them. */
  async figures(member: Member, referrer?: Member) {
    const db = this.ctx.database.db;
    const { client } = member;
    const rewards = (await client.call('GET', '/wps/rewards')).json().value;
    const grant = rewards.items.find((item: { promotion: { code: string } }) => item.promotion.code === 'WELCOME');
    const missions = (await client.call('GET', '/wps/relay/MCSFE_getMissionSummaryDetails')).json().value;
    const progress = (code: string) =>
      missions.daily.missions.find((mission: { code: string }) => mission.code === code).progress;
    await db.transaction((tx) => foldTeamChanges(tx));
    const team = await db.execute<{ valid_bet: string }>(
      sql`SELECT coalesce(sum(valid_bet), 0)::text AS valid_bet FROM team_play_daily WHERE agent_id = ${member.id}`,
    );
    const referred = referrer && (await referrer.client.call('GET', '/wps/referral/members')).json().value.items;
    return {
      turnover: grant?.turnover?.done ?? null,
      rebate: (await client.call('GET', '/wps/rebate')).json().value.amount,
      vipValidBet: (await client.call('GET', '/wps/vip')).json().value.validBet,
      points: String((await client.call('GET', '/wps/relay/MCS2_getPointBalance')).json().value.points),
      slotMission: progress('D_RNG'),
      lotteryMission: progress('D_LOTT'),
      teamValidBet: team.rows[0]!.valid_bet,
      ...(referred ? { referralValidBet: referred[0].validBet } : {}),
    };
  }
}
