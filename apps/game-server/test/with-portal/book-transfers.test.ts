import { bookVendorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BookWorld, bookWorld, pastFirstCall, studio, until } from './book-world.js';

// Issue 27: the portal moves money into the game server's sportsbook and back over signed HTTP, each transfer under
// a key. Whichever side dies between the two legs (the portal's debit or credit, the vendor's), the transfer stays
// pending and the portal's transfers job finishes it by asking the vendor what became of the key: the money moves
// once, on both sides.
let world: BookWorld;
const jobName = 'wallet.vendor-transfers';
const into = (amount: string, transactionId: string) => ({ from: 'MAIN', to: studio, amount, transactionId });
const outOf = (amount: string, transactionId: string) => ({ from: studio, to: 'MAIN', amount, transactionId });

beforeAll(async () => {
  world = await bookWorld(100_00n);
}, 120_000);
afterAll(() => world.close(), 60_000);

describe('the sportsbook transfer wallet, portal and game server for real', () => {
  it('moves money into the studio and back; the wallets show the book’s own balance', async () => {
    await world.withPortal(async (portal) => {
      const sent = await world.transfer(portal.baseUrl, into('30', 'book-in-1'));
      expect([sent.status, (sent.json.value as { status: string }).status]).toEqual([200, 'done']);
      expect(await world.vendorBalance()).toBe(30_00n);
      const back = await world.transfer(portal.baseUrl, outOf('10', 'book-out-1'));
      expect(back.status).toBe(200);
      expect(await world.vendorBalance()).toBe(20_00n);
      expect(await world.portalSide('book-out-1')).toEqual({ main: 80_00n, transit: 0n, held: 20_00n, status: 'done' });
      const wallets = await fetch(new URL('/wps/relay/GCS_merchantWallet', portal.baseUrl), {
        headers: { merchant: 'AUR', authorization: `Bearer ${world.member.token}` },
      });
      const listed = ((await wallets.json()) as { value: { wallet: string; balance: string | null }[] }).value;
      expect(listed.find((wallet) => wallet.wallet === studio)?.balance).toBe('2000');
      // Out beyond the book's balance: refused by the vendor, nothing moves.
      const tooMuch = await world.transfer(portal.baseUrl, outOf('50', 'book-out-2'));
      expect([tooMuch.status, tooMuch.json.code]).toEqual([400, 'INSUFFICIENT_FUNDS']);
      // The settled tickets' pull speaks the book's contract (none are settled yet).
      expect(await portal.runJob('provider.game-server.book-tickets')).toBe(0);
    });
  });

  it('the vendor applied it but the answer was lost: pending, then finished by its key, moved once', async () => {
    await world.withPortal(async (portal) => {
      world.proxy.fail(bookVendorPaths.transfers, 'answer-lost');
      const sent = await world.transfer(portal.baseUrl, into('15', 'book-lost-1'));
      expect([sent.status, (sent.json.value as { status: string }).status]).toEqual([202, 'pending']);
      expect(await world.vendorBalance()).toBe(35_00n);
      expect(await world.portalSide('book-lost-1')).toMatchObject({ main: 65_00n, transit: 15_00n, status: 'pending' });
      portal.advanceClock(pastFirstCall);
      expect(await portal.runJob(jobName)).toBe(1);
      expect(await world.portalSide('book-lost-1')).toEqual({
        main: 65_00n,
        transit: 0n,
        held: 35_00n,
        status: 'done',
      });
      expect(await world.vendorBalance()).toBe(35_00n);
      // Out, the answer lost: the main wallet is paid once the job knows the book paid it out.
      world.proxy.fail(bookVendorPaths.transfers, 'answer-lost');
      expect((await world.transfer(portal.baseUrl, outOf('5', 'book-lost-2'))).status).toBe(202);
      expect(await world.portalSide('book-lost-2')).toMatchObject({ main: 65_00n, status: 'pending' });
      portal.advanceClock(pastFirstCall);
      expect(await portal.runJob(jobName)).toBe(1);
      expect(await world.portalSide('book-lost-2')).toMatchObject({ main: 70_00n, held: 30_00n, status: 'done' });
      expect(await world.vendorBalance()).toBe(30_00n);
    });
  });

  it('the game server stopped between the two legs: pending while it is down, finished once it is back', async () => {
    await world.withPortal(async (portal) => {
      // Applied by the book, which then died before answering.
      world.proxy.fail(bookVendorPaths.transfers, 'answer-lost');
      expect((await world.transfer(portal.baseUrl, into('10', 'book-down-1'))).status).toBe(202);
      await world.stopGameServer();
      // Never reached the book: it was down.
      expect((await world.transfer(portal.baseUrl, into('5', 'book-down-2'))).status).toBe(202);
      expect(await world.portalSide('book-down-2')).toMatchObject({ main: 55_00n, transit: 15_00n });
      portal.advanceClock(pastFirstCall);
      expect(await portal.runJob(jobName)).toBe(0);
      expect(await world.portalSide('book-down-1')).toMatchObject({ status: 'pending' });
      await world.restartGameServer();
      portal.advanceClock(60_000);
      expect(await portal.runJob(jobName)).toBe(2);
      expect(await world.portalSide('book-down-2')).toEqual({
        main: 55_00n,
        transit: 0n,
        held: 45_00n,
        status: 'done',
      });
      expect(await world.vendorBalance()).toBe(45_00n);
      expect(await portal.runJob(jobName)).toBe(0);
    });
  });

  it('the portal killed between the two legs: a new portal on the same database finishes it', async () => {
    const first = await world.startPortalProcess();
    world.proxy.fail(bookVendorPaths.transfers, 'hold');
    const answered = world.proxy.answered.length;
    const sent = world.transfer(first.url, into('20', 'book-kill-1')).catch((error: unknown) => error);
    // The book has applied it; the portal waits for an answer it will never read.
    await until(() => world.proxy.answered.length > answered);
    await first.kill();
    expect(await sent).toBeInstanceOf(Error);
    expect(await world.vendorBalance()).toBe(65_00n);
    expect(await world.portalSide('book-kill-1')).toMatchObject({ main: 35_00n, transit: 20_00n, status: 'pending' });
    const second = await world.startPortal();
    try {
      second.advanceClock(pastFirstCall);
      expect(await second.runJob(jobName)).toBe(1);
      expect(await world.portalSide('book-kill-1')).toEqual({
        main: 35_00n,
        transit: 0n,
        held: 65_00n,
        status: 'done',
      });
      expect(await world.vendorBalance()).toBe(65_00n);
      // The member's retry of the same id answers the finished transfer; nothing moves again.
      const again = await world.transfer(second.baseUrl, into('20', 'book-kill-1'));
      expect([again.status, (again.json.value as { status: string }).status]).toEqual([200, 'done']);
      expect(await world.vendorBalance()).toBe(65_00n);
      expect(await world.ledger()).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
    } finally {
      await second.close();
    }
  }, 90_000);
});
