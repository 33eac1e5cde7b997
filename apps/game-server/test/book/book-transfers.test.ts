import { type BookTransfer, bookVendorPaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext } from '../harness.js';

let ctx: GameServerContext;
const owner = { playerId: '41', siteCode: 'AUR', currency: 'USD', studio: 'SBET' };
const transfer = (key: string, direction: 'in' | 'out', amount: string, who = owner) =>
  ctx.signed(bookVendorPaths.transfers, { ...who, key, direction, amount });
const balance = async (who = owner) =>
  (await ctx.signed(bookVendorPaths.balance, who)).json<{ balance: string }>().balance;
const ledger = async () => {
  const { rows } = await ctx.database.pool.query<{ unbalanced: string; drift: string }>(`
    SELECT (SELECT count(*) FROM (SELECT entry_id FROM book_legs GROUP BY entry_id HAVING sum(amount) <> 0) e)::text
             AS unbalanced,
           (SELECT count(*) FROM book_accounts a WHERE a.kind = 'player' AND a.balance <>
              (SELECT coalesce(sum(amount), 0) FROM book_legs l WHERE l.account_id = a.id))::text AS drift`);
  return rows[0];
};

beforeAll(async () => {
  ctx = await createGameServer(undefined, { LOG_LEVEL: 'error' });
});
afterAll(() => ctx.close());

describe('the operator transfers into and out of a book wallet', () => {
  it('401 unsigned, whatever the body', async () => {
    const response = await ctx.signed(
      bookVendorPaths.transfers,
      { ...owner, key: 'unsigned-1', direction: 'in', amount: '100' },
      { 'content-type': 'application/json' },
    );
    expect(response.statusCode).toBe(401);
    expect(await balance()).toBe('0');
  });

  it('400 naming the field for a bad amount or key, moving nothing', async () => {
    const negative = await transfer('bad-amount-1', 'in', '-5');
    expect(negative.statusCode).toBe(400);
    expect(negative.json().field).toBe('body.amount');
    expect((await transfer('no', 'in', '5')).json().field).toBe('body.key');
    expect(await balance()).toBe('0');
  });

  it('moves money in once per key: the same key again answers the same and moves nothing', async () => {
    const first = (await transfer('in-000001', 'in', '10000')).json<BookTransfer>();
    expect(first).toEqual({
      key: 'in-000001',
      status: 'done',
      reason: null,
      direction: 'in',
      amount: '10000',
      balance: '10000',
    });
    const again = await Promise.all([1, 2, 3].map(() => transfer('in-000001', 'in', '10000')));
    expect(again.map((response) => response.json<BookTransfer>())).toEqual([first, first, first]);
    expect(await balance()).toBe('10000');
    const reused = (await transfer('in-000001', 'in', '999')).json<BookTransfer>();
    expect(reused).toMatchObject({ status: 'refused', reason: 'KEY_REUSED', balance: '10000' });
    expect((await ctx.signed(bookVendorPaths.transferStatus, { key: 'in-000001' })).json()).toEqual(first);
  });

  it('refuses an out beyond the balance, for ever under that key', async () => {
    const refused = (await transfer('out-too-much', 'out', '10001')).json<BookTransfer>();
    expect(refused).toMatchObject({ status: 'refused', reason: 'INSUFFICIENT_FUNDS', balance: '10000' });
    await transfer('in-000002', 'in', '5000');
    expect((await transfer('out-too-much', 'out', '10001')).json<BookTransfer>()).toEqual(refused);
    expect(await balance()).toBe('15000');
  });

  it('a burst of outs is decided one at a time against the balance', async () => {
    const burst = await Promise.all(
      Array.from({ length: 10 }, (_, index) => transfer(`burst-out-${index}`, 'out', '4000')),
    );
    const done = burst.filter((response) => response.json<BookTransfer>().status === 'done');
    expect(done).toHaveLength(3);
    expect(await balance()).toBe('3000');
    expect(await ledger()).toEqual({ unbalanced: '0', drift: '0' });
  });

  it("a burst of a new wallet's first transfers makes the wallet once and moves every one", async () => {
    const fresh = { ...owner, playerId: 'first-burst' };
    const burst = await Promise.all(
      Array.from({ length: 12 }, (_, index) => transfer(`first-in-${index}`, 'in', '100', fresh)),
    );
    expect(burst.map((response) => response.json<BookTransfer>().status)).toEqual(Array(12).fill('done'));
    expect(await balance(fresh)).toBe('1200');
  });

  it('answers unknown for a key it never received, and keeps wallets apart by studio and site', async () => {
    expect((await ctx.signed(bookVendorPaths.transferStatus, { key: 'never-sent-1' })).json()).toEqual({
      key: 'never-sent-1',
      status: 'unknown',
    });
    expect(await balance({ ...owner, studio: 'ARNA' })).toBe('0');
    expect(await balance({ ...owner, siteCode: 'LTS' })).toBe('0');
  });
});
