import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { manualClock } from '../clock.js';
import { makeAgent, placeUnder } from '../factories.js';
import type { TestContext } from '../harness.js';
import { createProviderApp } from '../provider/provider-setup.js';
import { MoneyWorld } from './exit-setup.js';

// Issue 22, findings 1 and 3: bonus money leaves only once its turnover is played, by whatever way it
// would leave (a withdrawal, the upline, a downline, a vendor wallet), and giving a bonus up takes it
// back from wherever it went. Each chain below ended in a paid or pending withdrawal before.
// Half past a minute: the one-minute lottery's issue sells for the next 20 seconds.
const clock = manualClock(Math.floor(Date.now() / 60_000) * 60_000 + 30_000);
let ctx: TestContext;
let world: MoneyWorld;

const turnoverLeft = (remaining: string) => ({
  code: 'TURNOVER_REQUIRED',
  field: 'body.amount',
  params: { remaining },
});

beforeAll(async () => {
  ctx = await createProviderApp({}, { clock: clock.now });
  world = new MoneyWorld(ctx, clock);
  await world.prepare('exitop1');
});
afterAll(() => ctx.close());

describe('bonus money stays bound to its turnover', () => {
  it('bonus -> vendor wallet -> forfeit -> withdraw: the move out of the site is refused', async () => {
    const member = await world.member('exitvendor1');
    expect((await world.claim(member, 'WELCOME'))?.statusCode).toBe(200);
    const moved = await world.toVendor(member, '20');
    expect([moved.statusCode, moved.json()]).toMatchObject([409, turnoverLeft('6000')]);
    expect(await world.balance(member)).toBe(2000n);
    // Given up, the bonus goes back whole; nothing is left to withdraw.
    expect((await world.forfeit(member, 'WELCOME')).statusCode).toBe(200);
    expect(await world.balance(member)).toBe(0n);
    expect((await world.withdraw(member, '20')).statusCode).not.toBe(200);
    expect(await world.withdrawals(member)).toBe(0);
  });

  it('counts money parked in a vendor wallet and open orders when a bonus is given up', async () => {
    const member = await world.member('exitvendor2');
    await world.deposit(member, '20', 'bank');
    expect((await world.toVendor(member, '20')).statusCode).toBe(200);
    await world.claim(member, 'WELCOME');
    const order = (await world.order(member, 1)).json().value.order;
    // Main 0, vendor 20.00 (own), an order of 20.00: the 20.00 bonus must go back from the main wallet.
    const refused = await world.forfeit(member, 'WELCOME');
    expect([refused.statusCode, refused.json()]).toMatchObject([
      409,
      { code: 'BONUS_FUNDS_ELSEWHERE', field: 'params.id', params: { missing: '2000' } },
    ]);
    expect((await world.toVendor(member, '20', true)).statusCode).toBe(200);
    expect((await world.forfeit(member, 'WELCOME')).statusCode).toBe(200);
    expect(await world.balance(member)).toBe(0n); // the order's stake waits for its draw
    expect((await world.cancelOrder(member, order.orderNumber)).statusCode).toBe(200);
    expect(await world.balance(member)).toBe(2000n);
    // What is left is the member's own deposit.
    expect((await world.withdraw(member, '20')).statusCode).toBe(200);
  });

  it('bonus -> lottery order -> forfeit or cancel -> order cancelled -> withdraw: refused', async () => {
    const member = await world.member('exitlotto1');
    await world.claim(member, 'WELCOME');
    const order = (await world.order(member, 1)).json().value.order;
    expect(await world.balance(member)).toBe(0n);
    const forfeit = await world.forfeit(member, 'WELCOME');
    expect([forfeit.statusCode, forfeit.json().params]).toEqual([409, { missing: '2000' }]);
    const reward = await world.reward(member, 'WELCOME');
    const cancel = await world.operator('POST', `/wps/operator/rewards/${reward!.id}/cancel`, { reason: 'abuse' });
    expect([cancel.statusCode, cancel.json().code]).toEqual([409, 'BONUS_FUNDS_ELSEWHERE']);
    expect((await world.cancelOrder(member, order.orderNumber)).statusCode).toBe(200);
    expect((await world.withdraw(member, '20')).json()).toMatchObject(turnoverLeft('6000'));
    // Once the order is cancelled the bonus can be given up: all of it goes back.
    expect((await world.forfeit(member, 'WELCOME')).statusCode).toBe(200);
    expect(await world.balance(member)).toBe(0n);
    expect(await world.withdrawals(member)).toBe(0);
  });

  it('ten sign-ups each with the welcome bonus -> transfer to the upline agent -> withdraw: refused', async () => {
    const agent = await world.member('exitagent1');
    await makeAgent(ctx.database.db, agent.id);
    const sockPuppets = [];
    for (let n = 0; n < 10; n++) sockPuppets.push(await world.member(`exitsock${n}`));
    await placeUnder(
      ctx.database.db,
      agent.id,
      sockPuppets.map((member) => member.id),
    );
    for (const member of sockPuppets) {
      expect((await world.claim(member, 'WELCOME'))?.statusCode).toBe(200);
      const sent = await world.toUpline(member, '20');
      expect([sent.statusCode, sent.json()]).toMatchObject([409, turnoverLeft('6000')]);
      expect(await world.balance(member)).toBe(2000n);
    }
    expect(await world.balance(agent)).toBe(0n);
    expect((await world.withdraw(agent, '200')).statusCode).not.toBe(200);
    expect(await world.withdrawals(agent)).toBe(0);
  });

  it("an agent's own open bonus cannot be handed to a downline either", async () => {
    const agent = await world.member('exitagent2');
    const player = await world.member('exitplayer2');
    await makeAgent(ctx.database.db, agent.id);
    await placeUnder(ctx.database.db, agent.id, [player.id]);
    await world.claim(agent, 'WELCOME');
    const sent = await world.toDownline(agent, 'exitplayer2', '20');
    expect([sent.statusCode, sent.json()]).toMatchObject([409, turnoverLeft('6000')]);
    expect(await world.balance(player)).toBe(0n);
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});
