import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/db/schema/index.js';
import { setUpWithdrawer } from '../cashier/withdraw-setup.js';
import { type BuiltSite, buildSite, memberIdOf } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import type { PortalClient } from '../portal-client.js';
import { addGame } from '../provider/provider-setup.js';

// Several open bonuses: each valid bet counts once, to the oldest open bonus first; the next counts from the
// moment the one before it was met (or given up), so two bonuses need both turnovers played.
let ctx: TestContext;
let site: BuiltSite;
let operator: OperatorCall;
let gameId: bigint;
let seq = 0;
const db = () => ctx.database.db;

const credit = (code: string) => ({
  code,
  kind: 'registration',
  title: { EN: code },
  terms: { EN: 'Free credit, played twice through.' },
  startsAt: new Date(Date.now() - 3_600_000).toISOString(),
  rules: { amount: '500' },
  turnover: { multiple: 2, base: 'bonus', weights: {} },
});
async function bet(memberId: bigint, stake: bigint) {
  await db().execute(sql`
    INSERT INTO game_rounds (site_id, member_id, game_id, provider_code, round_ref, mode, stake, win, status, settled_at)
    VALUES (${site.id}, ${memberId}, ${gameId}, 'test', ${`queue${seq++}`}, 'real', ${stake}, 0, 'settled', clock_timestamp())`);
}
const turnovers = async (client: PortalClient) =>
  Object.fromEntries(
    (await client.call('GET', '/wps/rewards'))
      .json()
      .value.items.filter((item: { id: string | null }) => item.id)
      .map((item: { promotion: { code: string }; state: string; turnover: { done: string } }) => [
        item.promotion.code,
        `${item.state} ${item.turnover.done}`,
      ]),
  );
async function claimBoth(client: PortalClient) {
  const items = (await client.call('GET', '/wps/rewards')).json().value.items;
  for (const code of ['CREDIT1', 'CREDIT2']) {
    const id = items.find((item: { promotion: { code: string } }) => item.promotion.code === code).id;
    expect((await client.call('POST', `/wps/rewards/${id}/claim`)).statusCode, code).toBe(200);
  }
  return items;
}
const withdraw = (client: PortalClient, bankAccountId: string) =>
  client.enc(
    'POST',
    '/wps/cashier/withdraw',
    { bankAccountId, amount: '1', paymentPassword: '112233' },
    { 'idempotency-key': `queue-wd-${seq++}` },
  );

beforeAll(async () => {
  ctx = await createTestApp();
  site = await buildSite(db(), { site: { withdrawMinAmount: 100n } });
  await ctx.app.sites.reload();
  await addGame(ctx, { code: 'QUEV' }, { gameCode: 'QUESLOT' });
  gameId = (await db().select({ id: games.id }).from(games).where(sql`${games.gameCode} = 'QUESLOT'`))[0]!.id;
  operator = await signInOperator(ctx, site.code, 'queueop1', [site.id]);
  for (const code of ['CREDIT1', 'CREDIT2']) {
    expect((await operator('POST', '/wps/operator/promotions', credit(code))).statusCode).toBe(200);
  }
});
afterAll(() => ctx.close());

describe('turnover of several bonuses', () => {
  it('counts each bet once, oldest bonus first, and holds the withdrawal until both are played', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'queued01');
    const memberId = await memberIdOf(db(), site.id, 'queued01');
    await claimBoth(client);
    await bet(memberId, 700n);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'process 700', CREDIT2: 'process 0' });
    // The bet that meets the first counts wholly to it; the second counts only what comes after.
    await bet(memberId, 400n);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'claimed 1000', CREDIT2: 'process 0' });
    const refused = await withdraw(client, bankAccountId);
    expect([refused.json().code, refused.json().params]).toEqual(['TURNOVER_REQUIRED', { remaining: '1000' }]);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'claimed 1000', CREDIT2: 'process 0' });
    await bet(memberId, 600n);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'claimed 1000', CREDIT2: 'process 600' });
    expect((await withdraw(client, bankAccountId)).json().params).toEqual({ remaining: '400' });
    await bet(memberId, 400n);
    expect((await withdraw(client, bankAccountId)).statusCode).toBe(200);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'claimed 1000', CREDIT2: 'claimed 1000' });
  });

  it('starts the next bonus from the moment the one before it is given up', async () => {
    const { client, bankAccountId } = await setUpWithdrawer(ctx, site, 'queued02');
    const memberId = await memberIdOf(db(), site.id, 'queued02');
    const items = await claimBoth(client);
    await bet(memberId, 300n);
    const first = items.find((item: { promotion: { code: string } }) => item.promotion.code === 'CREDIT1').id;
    expect((await client.call('POST', `/wps/rewards/${first}/forfeit`)).statusCode).toBe(200);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'close 0', CREDIT2: 'process 0' });
    await bet(memberId, 1000n);
    expect(await turnovers(client)).toEqual({ CREDIT1: 'close 0', CREDIT2: 'claimed 1000' });
    expect((await withdraw(client, bankAccountId)).statusCode).toBe(200);
  });
});
