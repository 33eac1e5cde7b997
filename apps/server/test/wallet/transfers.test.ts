import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { buildSite, offerTransferVendor } from '../factories.js';
import { PortalClient } from '../portal-client.js';
import { studio, type VendorWorld, vendorWorld } from './vendor-world.js';

// Issue 27: a transfer-mode vendor keeps the member's money in its own wallet (the game server's sportsbook; here
// the local vendor's book). GCS_walletTransfer moves money there and back with the vendor's calls, under a key.
let world: VendorWorld;
let member: Awaited<ReturnType<VendorWorld['member']>>;

beforeAll(async () => {
  world = await vendorWorld();
  member = await world.member('mover01', 100_00n);
});
afterAll(() => world.ctx.close());

describe('POST /wps/relay/GCS_walletTransfer', () => {
  const body = { from: 'MAIN', to: studio, amount: '12.50', transactionId: 'move-0001' };

  it('401 without a token', async () => {
    expect((await world.transfer(new PortalClient(world.ctx.app, world.site.code), body)).statusCode).toBe(401);
  });

  it("404 for a vendor the site does not offer (another site's vendor included), naming the side", async () => {
    const other = await buildSite(world.ctx.database.db);
    await offerTransferVendor(world.ctx.database.db, other.id, 'DS88');
    await world.ctx.app.sites.reload();
    const response = await world.transfer(member.client, { ...body, to: 'DS88', transactionId: 'move-0404' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.to' });
    const back = await world.transfer(member.client, { ...body, from: 'DS88', to: 'MAIN', transactionId: 'move-0405' });
    expect(back.json()).toMatchObject({ code: 'NOT_FOUND', field: 'body.from' });
    expect(world.book.calls).toEqual([]);
  });

  it.each([
    ['-5', 'not_positive'],
    ['0', 'not_positive'],
    ['1.234', 'too_many_decimals'],
    ['99999999999999999999', 'too_large'],
    ['ten', 'not_a_number'],
  ])('400 AMOUNT_INVALID for %s, and no money moves', async (amount, problem) => {
    const response = await world.transfer(member.client, { ...body, amount, transactionId: `bad-${problem}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.amount', params: { problem } });
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['10000', '0'], [studio]: ['0', '0'] });
  });

  it('400 when neither side is MAIN or both are the same, and for a malformed transaction id', async () => {
    const same = await world.transfer(member.client, { ...body, from: studio, to: studio });
    expect(same.json()).toMatchObject({ field: 'body.to' });
    const key = await world.transfer(member.client, { ...body, transactionId: 'x' });
    expect(key.json()).toMatchObject({ field: 'body.transactionId' });
  });

  it("moves money into the vendor's own wallet and back; a replayed transaction id moves it once", async () => {
    const first = await world.transfer(member.client, body);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ transactionId: 'move-0001', amount: '1250', status: 'done' });
    expect(first.json().value.wallets).toEqual([
      { wallet: 'MAIN', name: 'Main wallet', currency: 'USD', balance: '8750', pending: '0' },
      { wallet: studio, name: 'SV388 Cockfight', currency: 'USD', balance: '1250', pending: '0' },
    ]);
    const again = await world.transfer(member.client, body);
    expect([again.statusCode, again.json().value.status]).toEqual([200, 'done']);
    expect(world.book.calls.filter((call) => call.startsWith('transfer'))).toHaveLength(1);
    expect(world.book.balanceOf(member.owner)).toBe(1250n);
    // The site's books: the money is held at the vendor, nothing waits in transit.
    expect(await world.ledgerSide(member.id)).toEqual({ held: 1250n, transit: 0n });
    const back = await world.outOf(member.client, '2.50', 'move-0002');
    expect([back.statusCode, back.json().value.status]).toEqual([200, 'done']);
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['9000', '0'], [studio]: ['1000', '0'] });
    expect(await world.ledgerSide(member.id)).toEqual({ held: 1000n, transit: 0n });
  });

  it('shows what the member won at the vendor, and pays it back into the main wallet', async () => {
    world.book.credit(member.owner, 5_00n);
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['9000', '0'], [studio]: ['1500', '0'] });
    const back = await world.outOf(member.client, '15', 'move-0003');
    expect(back.statusCode).toBe(200);
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['10500', '0'], [studio]: ['0', '0'] });
    // The vendor paid out 5.00 more than it was given: the site's account there shows it.
    expect(await world.ledgerSide(member.id)).toEqual({ held: -500n, transit: 0n });
    await world.into(member.client, '10', 'move-0004');
  });

  it('409 for a used transaction id with another amount or side; 400 INSUFFICIENT_FUNDS above either balance', async () => {
    const conflict = await world.transfer(member.client, { ...body, amount: '13' });
    expect([conflict.statusCode, conflict.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    const turned = await world.transfer(member.client, { ...body, from: studio, to: 'MAIN' });
    expect([turned.statusCode, turned.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    // Out of the vendor: the vendor refuses it; nothing moves, and the same id answers the same refusal.
    const tooMuch = await world.outOf(member.client, '10.01', 'move-0005');
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      field: 'body.amount',
      params: { balance: '1000' },
    });
    expect((await world.outOf(member.client, '10.01', 'move-0005')).json().code).toBe('INSUFFICIENT_FUNDS');
    expect(await world.transferRow(member.id, 'move-0005')).toMatchObject({ status: 'refused', attempts: 1 });
    // Into the vendor: the main wallet refuses it before the vendor is asked.
    const calls = world.book.calls.length;
    const over = await world.into(member.client, '95.01', 'move-0006');
    expect(over.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'body.amount' });
    expect(world.book.calls).toHaveLength(calls);
    expect(await world.transferRow(member.id, 'move-0006')).toBeNull();
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['9500', '0'], [studio]: ['1000', '0'] });
    expect(await checkLedger(world.ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
  });

  it('503 when the vendor refuses the request itself: the money is back in the main wallet', async () => {
    world.book.rejectNext = 1;
    const refused = await world.into(member.client, '5', 'move-0007');
    expect([refused.statusCode, refused.json()]).toEqual([
      503,
      expect.objectContaining({ code: 'VENDOR_UNAVAILABLE', field: 'body.to' }),
    ]);
    expect(await world.transferRow(member.id, 'move-0007')).toMatchObject({ status: 'refused', reason: 'REJECTED' });
    expect(await world.wallets(member.client)).toEqual({ MAIN: ['9500', '0'], [studio]: ['1000', '0'] });
    expect(await world.ledgerSide(member.id)).toMatchObject({ transit: 0n });
  });

  it('409 VENDOR_NOT_AVAILABLE for a transfer-mode vendor without a transfer adapter: nothing is kept for it', async () => {
    await offerTransferVendor(world.ctx.database.db, world.site.id, 'XTRN', 'Outside Book', 'external');
    const { catalogCacheOf } = await import('../../src/modules/games/catalog-cache.js');
    catalogCacheOf(world.ctx.database.db).clear();
    const response = await world.transfer(member.client, { ...body, to: 'XTRN', transactionId: 'move-0008' });
    expect([response.statusCode, response.json().code]).toEqual([409, 'VENDOR_NOT_AVAILABLE']);
    // Never used (nothing could ever reach it), so zero: no vendor is asked.
    expect((await world.wallets(member.client)).XTRN).toEqual(['0', '0']);
  });
});
