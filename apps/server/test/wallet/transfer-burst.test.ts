import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { offerTransferVendor } from '../factories.js';
import { studio, type VendorWorld, vendorWorld } from './vendor-world.js';

// Issue 27: a burst of transfers larger than a balance moves only what fits, into a vendor (the main wallet's
// row lock decides) and out of it (the vendor's wallet decides); the rest is refused and moves nothing.
let world: VendorWorld;

beforeAll(async () => {
  world = await vendorWorld();
});
afterAll(() => world.ctx.close());

const statuses = (responses: { statusCode: number; json(): { code?: string } }[]) =>
  responses.map((response) => (response.statusCode === 200 ? 'done' : (response.json().code ?? '?'))).sort();

describe('a burst of transfers', () => {
  it('into the vendor: ten of 30.00 at once from 100.00, three move', async () => {
    const member = await world.member('burst01', 100_00n);
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, n) => world.into(member.client, '30', `burst-in-${n}`)),
    );
    expect(statuses(sent)).toEqual([...Array(3).fill('done'), ...Array(7).fill('INSUFFICIENT_FUNDS')].sort());
    expect(world.book.balanceOf(member.owner)).toBe(90_00n);
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['1000', '0'], [studio]: ['9000', '0'] });
  });

  it('out of the vendor: ten of 20.00 at once from 90.00, four move', async () => {
    const member = await world.member('burst02', 90_00n);
    await world.into(member.client, '90', 'burst-fund');
    const sent = await Promise.all(
      Array.from({ length: 10 }, (_, n) => world.outOf(member.client, '20', `burst-out-${n}`)),
    );
    expect(statuses(sent)).toEqual([...Array(4).fill('done'), ...Array(6).fill('INSUFFICIENT_FUNDS')].sort());
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['8000', '0'], [studio]: ['1000', '0'] });
    expect(await world.ledgerSide(member.id)).toMatchObject({ transit: 0n });
  });

  it('the same transaction id sent five times at once: one transfer, one call to the vendor', async () => {
    const member = await world.member('burst03', 50_00n);
    const sent = await Promise.all(Array.from({ length: 5 }, () => world.into(member.client, '25', 'burst-same')));
    expect(sent.map((response) => response.statusCode).every((status) => status === 200 || status === 202)).toBe(true);
    expect(world.book.balanceOf(member.owner)).toBe(25_00n);
    expect(
      world.book.calls.filter((call) => call.startsWith('transfer vt:') && call.includes(`:${member.id}:`)),
    ).toHaveLength(1);
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['2500', '0'], [studio]: ['2500', '0'] });
    expect(await checkLedger(world.ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });
});

describe('GCS_merchantWallet with several vendors', () => {
  it("asks each used vendor's balance; one that does not answer shows unavailable, the others their balance", async () => {
    await offerTransferVendor(world.ctx.database.db, world.site.id, 'DS88', 'DS88 Sabong');
    const { catalogCacheOf } = await import('../../src/modules/games/catalog-cache.js');
    catalogCacheOf(world.ctx.database.db).clear();
    const member = await world.member('several1', 60_00n);
    await world.into(member.client, '20', 'several-sv3');
    await world.transfer(member.client, { from: 'MAIN', to: 'DS88', amount: '15', transactionId: 'several-ds88' });
    world.book.silentStudios.add('DS88');
    try {
      expect(await world.wallets(member.client)).toEqual({
        MAIN: ['2500', '0'],
        [studio]: ['2000', '0'],
        DS88: [null, '0'],
      });
      const balance = (await member.client.call('GET', '/wps/v2/wallets/balance')).json().value;
      expect(balance).toMatchObject({ total: '4500', partial: true });
    } finally {
      world.book.silentStudios.clear();
    }
    const whole = (await member.client.call('GET', '/wps/v2/wallets/balance')).json().value;
    expect(whole).toMatchObject({ total: '6000', partial: false });
  });
});
