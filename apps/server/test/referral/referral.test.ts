import { referralCodeAlphabet } from '@portal/contracts';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { originalsGames, originalsVendor, seedOriginals } from '../../src/demo/demo-originals.js';
import { manualClock } from '../clock.js';
import type { TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { createProviderApp, launch, nodeIdOf, ProviderCaller, playRound } from '../provider/provider-setup.js';
import { balanceOf, deposit, referralSite, registered, rewardEntries, settledRound } from './referral-setup.js';

// Referral codes, registration through them, and the reward: qualified from real deposits and play
// within the site's days (counted on an injected clock), paid once to the referrer on reading.
let ctx: TestContext;
let site: Awaited<ReturnType<typeof referralSite>>;
let operator: OperatorCall;
let slot: string;
let provider: ProviderCaller;
const clock = manualClock();
const day = 86_400_000;

const summary = async (client: PortalClient) => (await client.call('GET', '/wps/referral')).json().value;
const members = async (client: PortalClient) => (await client.call('GET', '/wps/referral/members')).json().value;

beforeAll(async () => {
  ctx = await createProviderApp({}, { clock: clock.now });
  // $5.00 for each referred member whose first deposit is $10.00 or more and who bets $1.00 within 7 days.
  site = await referralSite(ctx, { reward: 500n, minDeposit: 1000n, minValidBet: 100n, withinDays: 7, monthlyCap: 5 });
  await seedOriginals(ctx.database.db, site.code);
  await ctx.app.sites.reload();
  slot = await nodeIdOf(ctx, originalsVendor.code, originalsGames[0]!.gameCode);
  provider = new ProviderCaller(ctx);
  operator = await signInOperator(ctx, site.code, 'referralop', [site.id]);
});
afterAll(() => ctx.close());

describe('referral code and registration', () => {
  it('gives a member one code of 8 characters, the same under racing first reads, and a link to register with it', async () => {
    const { client } = await registered(ctx, site, 'refcode01');
    const first = await Promise.all([1, 2, 3, 4].map(() => summary(client)));
    const codes = new Set(first.map((value) => value.code));
    expect(codes.size).toBe(1);
    const [code] = [...codes] as string[];
    expect(code).toHaveLength(8);
    expect([...code!].every((char) => referralCodeAlphabet.includes(char))).toBe(true);
    expect(first[0]).toMatchObject({
      link: `https://${site.domain}/register?referralCode=${code}`,
      rules: { reward: '500', minDeposit: '1000', minValidBet: '100', withinDays: 7, monthlyCap: 5 },
      totals: { referred: 0, qualified: 0, rewarded: 0, rewardedThisMonth: 0, earned: '0' },
    });
    expect((await summary(client)).code).toBe(code);
  });

  it('records who registered with a code (typed in any case), masked in the list, nothing deposited yet', async () => {
    const referrer = await registered(ctx, site, 'refhost01');
    const { code } = await summary(referrer.client);
    await registered(ctx, site, 'friendly01', code.toLowerCase());
    const list = await members(referrer.client);
    expect(list).toMatchObject({ page: 1, total: 1 });
    expect(list.items[0]).toMatchObject({
      account: 'fr***01',
      deposited: false,
      validBet: '0',
      state: 'pending',
      reward: null,
      rewardedAt: null,
    });
    expect(new Date(list.items[0].qualifyBy).getTime() - new Date(list.items[0].joinedAt).getTime()).toBe(7 * day);
    expect((await summary(referrer.client)).totals.referred).toBe(1);
  });

  it("refuses an unknown code and another site's code with 400 naming body.referralCode, creating no member", async () => {
    const other = await referralSite(ctx, null);
    const stranger = await registered(ctx, other, 'stranger01');
    const foreign = (await summary(stranger.client)).code;
    for (const [username, code] of [
      ['nocode01', 'ZZZZ2222'],
      ['nocode02', foreign],
    ] as const) {
      const client = new PortalClient(ctx.app, site.code);
      const response = await client.register({
        username,
        password: 'secret12',
        confirmPassword: 'secret12',
        referralCode: code,
      });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'INVITATION_CODE_ERROR', field: 'body.referralCode' });
      const found = await ctx.database.db.execute(
        sql`SELECT 1 FROM members WHERE site_id = ${site.id} AND username = ${username}`,
      );
      expect(found.rows).toHaveLength(0);
    }
  });

  it('where the site requires the code, registering without one is 400 naming body.referralCode', async () => {
    const strict = await referralSite(ctx, null, true);
    const response = await new PortalClient(ctx.app, strict.code).register({
      username: 'strict01',
      password: 'secret12',
      confirmPassword: 'secret12',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ field: 'body.referralCode', message: 'reg_required' });
  });

  it('never lets a member be its own referrer (the database refuses it)', async () => {
    const member = await registered(ctx, site, 'selfish01');
    await expect(
      ctx.database.db.execute(sql`
        INSERT INTO referrals (referred_id, site_id, referrer_id, joined_at)
        VALUES (${member.id}, ${site.id}, ${member.id}, now())`),
    ).rejects.toThrow();
  });
});

describe('qualifying and the reward', () => {
  it('qualifies on a real first deposit and real rounds within the days, and pays the referrer once', async () => {
    const referrer = await registered(ctx, site, 'refpayer01');
    const { code } = await summary(referrer.client);
    const friend = await registered(ctx, site, 'spinner01', code);
    await deposit(friend.client, operator, site.bank, '10');
    expect((await members(referrer.client)).items[0]).toMatchObject({ deposited: true, state: 'pending' });

    const session = await launch(friend.client, slot);
    const validBet = async () =>
      BigInt(
        (
          await ctx.database.db.execute<{ sum: string }>(
            sql`SELECT coalesce(sum(valid_bet), 0)::text AS sum
                FROM game_rounds WHERE member_id = ${friend.id} AND status = 'settled'`,
          )
        ).rows[0]!.sum,
      );
    // Rounds of 0.20 lost, as the game server plays them through the wallet, until the 1.00 of valid bet is met.
    for (let round = 0; round < 5; round += 1) {
      expect((await members(referrer.client)).items[0]).toMatchObject({ state: 'pending' });
      await playRound(provider, session, { bet: 20n });
    }
    expect(await validBet()).toBe(100n);
    const before = await balanceOf(ctx, referrer.id);
    const [row] = (await members(referrer.client)).items;
    expect(row).toMatchObject({
      deposited: true,
      validBet: String(await validBet()),
      state: 'rewarded',
      reward: '500',
    });
    expect(await balanceOf(ctx, referrer.id)).toBe(before + 500n);
    expect((await summary(referrer.client)).totals).toMatchObject({ qualified: 1, rewarded: 1, earned: '500' });
    expect(await balanceOf(ctx, referrer.id)).toBe(before + 500n);
    expect(await rewardEntries(ctx, site.id, friend.id)).toBe(1);
  });

  it('lets the days pass on the clock: activity after them does not count, the referral expires', async () => {
    const referrer = await registered(ctx, site, 'reflate01');
    const { code } = await summary(referrer.client);
    clock.advance(-8 * day);
    const late = await registered(ctx, site, 'latecomer01', code);
    clock.advance(8 * day);
    // Joined eight days ago on the clock: today's deposit and play come after its seven days.
    await deposit(late.client, operator, site.bank, '50');
    const session = await launch(late.client, slot);
    for (let round = 0; round < 6; round += 1) await playRound(provider, session, { bet: 20n });
    const [row] = (await members(referrer.client)).items;
    expect(row).toMatchObject({ deposited: false, validBet: '0', state: 'expired', reward: null });
    expect(await balanceOf(ctx, referrer.id)).toBe(0n);
  });
});

describe('paid once, and at most the monthly cap, under bursts', () => {
  /** A referred member who qualifies: a $10.00 first deposit and a $1.00 stake lost. */
  async function qualifiedFriend(code: string, username: string) {
    const friend = await registered(ctx, site, username, code);
    await deposit(friend.client, operator, site.bank, '10');
    await settledRound(ctx, site, friend.id, slot, 100n);
    return friend;
  }

  it('pays a reward once under a parallel burst of page reads', async () => {
    const referrer = await registered(ctx, site, 'burster01');
    const { code } = await summary(referrer.client);
    const friend = await qualifiedFriend(code, 'burstfriend01');
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, index) =>
        referrer.client.call('GET', index % 2 ? '/wps/referral' : '/wps/referral/members'),
      ),
    );
    expect(reads.map((read) => read.statusCode)).toEqual(Array(12).fill(200));
    expect(await rewardEntries(ctx, site.id, friend.id)).toBe(1);
    expect(await balanceOf(ctx, referrer.id)).toBe(500n);
    expect((await summary(referrer.client)).totals).toMatchObject({ rewarded: 1, earned: '500' });
  });

  it('rewards at most the monthly cap under a burst; the rest wait for the next month', async () => {
    const capped = await referralSite(ctx, {
      reward: 300n,
      minDeposit: 1000n,
      minValidBet: 100n,
      withinDays: 30,
      monthlyCap: 2,
    });
    await seedOriginals(ctx.database.db, capped.code);
    const cappedOperator = await signInOperator(ctx, capped.code, 'referralcapop', [capped.id]);
    const referrer = await registered(ctx, capped, 'capper01');
    const { code } = await summary(referrer.client);
    const friends = [];
    for (const name of ['capa01', 'capb01', 'capc01', 'capd01']) {
      const friend = await registered(ctx, capped, name, code);
      await deposit(friend.client, cappedOperator, capped.bank, '10');
      await settledRound(ctx, capped, friend.id, slot, 150n);
      friends.push(friend);
    }
    await Promise.all(Array.from({ length: 10 }, () => referrer.client.call('GET', '/wps/referral')));
    expect(await balanceOf(ctx, referrer.id)).toBe(600n);
    const now = await summary(referrer.client);
    expect(now.totals).toMatchObject({ referred: 4, qualified: 4, rewarded: 2, rewardedThisMonth: 2, earned: '600' });
    const states = (await members(referrer.client)).items.map((item: { state: string }) => item.state).sort();
    expect(states).toEqual(['qualified', 'qualified', 'rewarded', 'rewarded']);

    // A month on (on the clock), the two waiting are paid, once however many reads race.
    clock.advance(32 * day);
    await Promise.all(Array.from({ length: 6 }, () => referrer.client.call('GET', '/wps/referral/members')));
    expect(await balanceOf(ctx, referrer.id)).toBe(1200n);
    expect((await summary(referrer.client)).totals).toMatchObject({ rewarded: 4, rewardedThisMonth: 2 });
    for (const friend of friends) expect(await rewardEntries(ctx, capped.id, friend.id)).toBe(1);
    clock.advance(-32 * day);
  });
});

describe('access', () => {
  it('401 without a session, 403 for a trial user, 400 naming query.pageSize, then 200', async () => {
    const anonymous = new PortalClient(ctx.app, site.code);
    for (const url of ['/wps/referral', '/wps/referral/members']) {
      expect((await anonymous.call('GET', url)).statusCode, url).toBe(401);
    }
    const trial = new PortalClient(ctx.app, site.code, '10.78.0.1');
    const free = await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' });
    trial.token = free.json().value.token;
    for (const url of ['/wps/referral', '/wps/referral/members']) {
      const refused = await trial.call('GET', url);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json().code).toBe('TRIAL_ACCOUNT');
    }
    const member = await registered(ctx, site, 'accessor01');
    const bad = await member.client.call('GET', '/wps/referral/members?pageSize=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.pageSize');
    const page = await member.client.call('GET', '/wps/referral/members?page=2&pageSize=5');
    expect(page.json().value).toEqual({ items: [], page: 2, pageSize: 5, total: 0 });
  });
});
