import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { agree, balanceOf, buildContractWorld, type ContractWorld, settle, settledRound } from './contract-setup.js';

// Issue 22: a contract payment leaves the upline agent's wallet like any transfer to a member, so the exit
// rule holds for it: an upline whose welcome credit is not played through pays nothing on (the period
// waits, unpaid with the reason, and is paid at the first run after the bonus is given up).
let world: ContractWorld;
const tier = (rate: number) => ({ validBet: '0', activeMembers: 0, rate });

beforeAll(async () => {
  world = await buildContractWorld(
    {
      exitupline: { parent: null, agent: true },
      exitdownline: { parent: 'exitupline', agent: true },
      exitplayer: { parent: 'exitdownline', agent: false },
    },
    Date.parse('2026-03-02T00:00:00Z'),
  );
  const welcome = await world.operator('POST', '/wps/operator/promotions', {
    code: 'WELCOME',
    kind: 'registration',
    title: { EN: 'Welcome credit' },
    terms: { EN: 'Twenty dollars; play it three times through.' },
    startsAt: '2026-03-01T00:00:00Z',
    rules: { amount: '2000' },
    turnover: { multiple: 3, base: 'bonus', weights: {} },
  });
  expect(welcome.statusCode).toBe(200);
  await agree(world, null, 'exitupline', 'daily', [tier(200)]);
  await agree(world, 'exitupline', 'exitdownline', 'daily', [tier(100)]);
});
afterAll(() => world.ctx.close());

describe('contract payments and the exit rule', () => {
  it("leaves a downline's salary unpaid while the upline's bonus turnover is open, and pays it once given up", async () => {
    const upline = world.clients.exitupline!;
    const rewards = async () => (await upline.call('GET', '/wps/rewards')).json().value.items;
    const [offered] = await rewards();
    expect((await upline.call('POST', `/wps/rewards/${offered.id}/claim`)).statusCode).toBe(200);
    world.clock.set(Date.parse('2026-03-02T10:00:00Z'));
    await settledRound(world, 'exitplayer', 100_000n, 0n);
    world.clock.set(Date.parse('2026-03-03T00:01:00Z'));
    await settle(world);
    // The site paid the upline 2 % of 1,000.00; the upline owes the downline 1 % but holds an open bonus.
    expect(await balanceOf(world, 'exitupline')).toBe(2000n + 2000n);
    expect(await balanceOf(world, 'exitdownline')).toBe(0n);
    const held = async () =>
      (
        await world.clients.exitdownline!.call(
          'GET',
          '/wps/agent/contracts/settlements?kind=daily&role=held&from=2026-03-01&to=2026-03-31&pageSize=10',
        )
      ).json().value.items[0];
    expect(await held()).toMatchObject({ amount: '1000', state: 'unpaid', reason: 'TURNOVER_REQUIRED' });

    expect((await upline.call('POST', `/wps/rewards/${offered.id}/forfeit`)).statusCode).toBe(200);
    await settle(world);
    expect(await held()).toMatchObject({ amount: '1000', state: 'paid', reason: null });
    expect(await balanceOf(world, 'exitdownline')).toBe(1000n);
    expect(await balanceOf(world, 'exitupline')).toBe(2000n - 1000n);
  });
});
