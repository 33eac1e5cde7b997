import { randomBytes } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/index.js';
import type { TestContext } from '../harness.js';
import { launch, mainBalanceOf, type ProviderCaller, type ProviderWorld, walletTestWorld } from './provider-setup.js';

// The bet and the win are one statement each (db/functions/seamless_bet.sql, seamless_win.sql): what each refuses,
// and what a round with several stakes keeps, through the signed API.
let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
let token: string;

const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const bet = (amount: string, roundId = unique('round'), sessionToken = token) => ({
  sessionToken,
  transactionId: unique('bet'),
  roundId,
  amount,
});
const balance = () => mainBalanceOf(ctx, world.memberId);
const roundOf = async (roundRef: string) =>
  (await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundRef)))[0];

beforeAll(async () => {
  ({ ctx, world, provider, token } = await walletTestWorld('roundsman', 100_00n));
});
afterAll(() => ctx.close());

describe('rounds through the one-statement bet and win', () => {
  it('adds a second stake to an open round, and keeps the balance before the first', async () => {
    const first = bet('300');
    expect((await provider.send(seamlessPaths.bet, first)).statusCode).toBe(200);
    const second = await provider.send(seamlessPaths.bet, bet('200', first.roundId));
    expect(second.json().value).toMatchObject({ balance: '9500', currency: 'USD' });
    expect(await roundOf(first.roundId)).toMatchObject({
      stake: 500n,
      realStake: 500n,
      balanceBefore: 10_000n,
      balanceAfter: 9500n,
      status: 'open',
    });
    const win = await provider.send(seamlessPaths.win, { ...first, transactionId: unique('win'), amount: '0' });
    expect(win.json().value).toEqual({ balance: '9500', currency: 'USD', transactionId: null });
    expect(await roundOf(first.roundId)).toMatchObject({ status: 'settled', win: 0n });
  });

  it('refuses a bet on a settled round (409 naming the round) and moves nothing', async () => {
    const request = bet('100');
    await provider.send(seamlessPaths.bet, request);
    await provider.send(seamlessPaths.win, { ...request, transactionId: unique('win'), amount: '0' });
    const before = await balance();
    const late = await provider.send(seamlessPaths.bet, bet('100', request.roundId));
    expect([late.statusCode, late.json().code, late.json().field]).toEqual([409, 'CONFLICT', 'body.roundId']);
    expect(await balance()).toBe(before);
    expect((await roundOf(request.roundId))!.stake).toBe(100n);
  });

  it("refuses a win on another session's round or on no round (404) and moves nothing", async () => {
    const request = bet('100');
    await provider.send(seamlessPaths.bet, request);
    // A new launch of the game is a new session (and closes this one): the round is not its own.
    const other = await launch(world.member, world.slotNodeId);
    const before = await balance();
    const foreign = await provider.send(seamlessPaths.win, {
      ...request,
      sessionToken: other,
      transactionId: unique('win'),
      amount: '50',
    });
    expect([foreign.statusCode, foreign.json().code, foreign.json().field]).toEqual([404, 'NOT_FOUND', 'body.roundId']);
    const nowhere = await provider.send(seamlessPaths.win, {
      ...request,
      roundId: unique('no-round'),
      transactionId: unique('win'),
      amount: '50',
    });
    expect([nowhere.statusCode, nowhere.json().code]).toEqual([404, 'NOT_FOUND']);
    expect(await balance()).toBe(before);
    token = other;
  });

  it('pays copies of one win once, answers them alike, and refuses its id with another amount', async () => {
    const request = bet('100');
    await provider.send(seamlessPaths.bet, request);
    const before = await balance();
    const win = { ...request, transactionId: unique('win'), amount: '700', outcome: { lines: [1] } };
    const answers = await Promise.all(Array.from({ length: 5 }, () => provider.send(seamlessPaths.win, win)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(5).fill(200));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(await balance()).toBe(before + 700n);
    expect(await roundOf(request.roundId)).toMatchObject({ win: 700n, status: 'settled', outcome: { lines: [1] } });
    const altered = await provider.send(seamlessPaths.win, { ...win, amount: '900' });
    expect([altered.statusCode, altered.json().code]).toEqual([409, 'IDEMPOTENCY_CONFLICT']);
    expect(await balance()).toBe(before + 700n);
  });
});
