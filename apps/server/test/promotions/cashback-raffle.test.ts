import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/index.js';
import { drawPrize } from '../../src/modules/promotions/raffle.service.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { signInOperator } from '../operator-client.js';
import { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Cashback on yesterday's net loss and a raffle drawn once per day, each paid exactly once.
let ctx: TestContext;
let site: BuiltSite;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;
const started = new Date(Date.now() - 5 * 86_400_000).toISOString();
const texts = { title: { EN: 'Promotion' }, terms: { EN: 'Terms apply.' } };

const rewardOf = async (client: PortalClient, code: string) =>
  (await client.call('GET', '/wps/rewards'))
    .json()
    .value.items.find((item: { promotion: { code: string } }) => item.promotion.code === code);
const balance = async (client: PortalClient) =>
  BigInt((await client.call('GET', '/wps/v2/wallets/balance')).json().value.total.replace('.', ''));

async function roundDaysAgo(memberId: bigint, days: number, stake: bigint, win: bigint) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`cb${seq++}`}, 'real', ${stake}, ${win}, 'settled',
            now() - make_interval(days => ${days}))`);
}

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db());
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'CBV' }, { gameCode: 'CBSLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'CBSLOT'`))[0]!.id;
  const operator = await signInOperator(ctx, site.code, 'cashbackop', [site.id]);
  const definitions = [
    {
      ...texts,
      code: 'CASHBACK',
      kind: 'cashback',
      startsAt: started,
      rules: { percent: 1000, cap: '5000', frequency: 'daily' },
      turnover: { multiple: 1, base: 'bonus' },
    },
    {
      ...texts,
      code: 'RAFFLE',
      kind: 'raffle',
      startsAt: started,
      rules: {
        frequency: 'daily',
        prizes: [
          { amount: '100', weight: 3 },
          { amount: '500', weight: 1 },
        ],
      },
      turnover: { multiple: 1, base: 'bonus' },
    },
  ];
  for (const definition of definitions)
    expect((await operator('POST', '/wps/operator/promotions', definition)).statusCode).toBe(200);
  const noPrizes = await operator('POST', '/wps/operator/promotions', {
    ...definitions[1],
    rules: { frequency: 'daily' },
  });
  expect(noPrizes.json().field).toBe('body.rules.prizes');
});
afterAll(() => ctx.close());

describe('cashback and raffle', () => {
  it("pays 10 % of yesterday's net loss once, and nothing for today's play", async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'cashback1', password: 'secret12', confirmPassword: 'secret12' });
    const memberId = await memberIdOf(db(), site.id, 'cashback1');
    await roundDaysAgo(memberId, 1, 20000n, 5000n);
    await roundDaysAgo(memberId, 1, 1000n, 3000n);
    await roundDaysAgo(memberId, 0, 50000n, 0n);
    // Yesterday: staked 210.00, paid 80.00: a loss of 130.00, 10 % of it 13.00.
    const offered = await rewardOf(client, 'CASHBACK');
    expect(offered).toMatchObject({ state: 'claim', bonus: '1300' });
    const claims = await Promise.all([1, 2, 3].map(() => client.call('POST', `/wps/rewards/${offered.id}/claim`)));
    expect(claims.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(await balance(client)).toBe(1300n);
    expect(await rewardOf(client, 'CASHBACK')).toMatchObject({ state: 'process', turnover: { required: '1300' } });
  });

  it('draws a raffle prize once a day under a burst, and pays it', async () => {
    const client = new PortalClient(ctx.app, site.code);
    await client.register({ username: 'raffle01', password: 'secret12', confirmPassword: 'secret12' });
    // Undrawn, the raffle waits in the reward centre (and counts in the badge) until it is drawn.
    expect(await rewardOf(client, 'RAFFLE')).toMatchObject({ id: null, state: 'join' });
    const draws = await Promise.all(
      Array.from({ length: 5 }, () => client.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { code: 'RAFFLE' })),
    );
    expect(draws.map((response) => response.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    const won = await balance(client);
    expect([100n, 500n]).toContain(won);
    expect(await rewardOf(client, 'RAFFLE')).toMatchObject({ state: 'process', bonus: String(won) });
    const unknown = await client.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { code: 'CASHBACK' });
    expect([unknown.statusCode, unknown.json().field]).toEqual([404, 'body.code']);
    const anonymous = new PortalClient(ctx.app, site.code);
    expect((await anonymous.call('POST', '/wps/relay/MCS2_claimRafflePromotion', { code: 'RAFFLE' })).statusCode).toBe(
      401,
    );
  });

  it('draws each prize in proportion to its weight', () => {
    const prizes = [
      { amount: '100', weight: 3 },
      { amount: '500', weight: 1 },
    ];
    expect([0, 1, 2, 3].map((ticket) => drawPrize(prizes, () => ticket))).toEqual([100n, 100n, 100n, 500n]);
  });
});
