import { randomBytes } from 'node:crypto';
import { jackpotPaths, seamlessPaths } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds, games, jackpotWins } from '../../src/db/schema/index.js';
import { originalsVendor } from '../../src/demo/demo-originals.js';
import { postEntry } from '../../src/modules/ledger/ledger.service.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import type { TestContext } from '../harness.js';
import { signInOperator } from '../operator-client.js';
import {
  addGame,
  launch,
  mainBalanceOf,
  type ProviderCaller,
  type ProviderWorld,
  walletTestWorld,
} from '../provider/provider-setup.js';

// The jackpot's money through the signed seamless wallet (seamless_bet.sql, jackpot_paid.sql): a slot bet's share
// goes to the pool, a winning bet takes the pool once, a rollback takes the share back. The draw is the test's.
let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
let token: string;
/** Whether the next bets win: the draw answers 0 (below any stake) or the top of its range (below none smaller). */
let winning = false;

const seed = 50_000n;
const soundLedger = { total: 0n, drifted: [], negative: [], misstated: [] };
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const bet = (amount: string, sessionToken = token) => ({
  sessionToken,
  transactionId: unique('bet'),
  roundId: unique('round'),
  amount,
});
const pool = async () => {
  const result = await ctx.database.db.execute<{ amount: string }>(sql`
    SELECT coalesce(sum(balance), 0)::text AS amount FROM ledger_accounts
    WHERE site_id = ${world.site.id} AND member_id IS NULL AND wallet LIKE 'HOUSE:JACKPOT:%'`);
  return BigInt(result.rows[0]!.amount);
};

beforeAll(async () => {
  ({ ctx, world, provider, token } = await walletTestWorld('jackpotter', 1_000_00n, {
    jackpotDraw: (below) => (winning ? 0n : below - 1n),
  }));
  const operator = await signInOperator(ctx, world.site.code, 'jackpotop', [world.site.id]);
  const terms = { shareBp: 100, seed: String(seed), stakePerWin: '100000000', active: true };
  expect((await operator('PUT', jackpotPaths.settings, terms)).statusCode).toBe(200);
});
afterAll(() => ctx.close());

describe('a slot bet and the jackpot', () => {
  it('puts 1 % of the stake in the pool and the rest in the game revenue', async () => {
    const before = await pool();
    const answer = await provider.send(seamlessPaths.bet, bet('2550'));
    expect(answer.json().value).not.toHaveProperty('jackpotWin');
    expect(await pool()).toBe(before + 25n); // 25.5 rounds down: the house keeps the half unit
    expect(await checkLedger(ctx.database.db)).toEqual(soundLedger);
  });

  it('pays the whole pool to the winning bet once, refills the seed, and counts it in the round', async () => {
    const inPool = await pool();
    const balance = await mainBalanceOf(ctx, world.memberId);
    const request = bet('1000');
    winning = true;
    const answer = (await provider.send(seamlessPaths.bet, request)).json().value;
    winning = false;
    const paid = inPool + 10n;
    expect(answer).toMatchObject({ jackpotWin: String(paid), balance: String(balance - 1000n + paid) });
    expect(await pool()).toBe(seed);
    const [round] = await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, request.roundId));
    expect(round).toMatchObject({ stake: 1000n, win: paid });

    // The same bet again (a provider's retry) is answered the same, and pays nothing more.
    winning = true;
    const again = (await provider.send(seamlessPaths.bet, request)).json().value;
    winning = false;
    expect(again).toEqual(answer);
    expect(await mainBalanceOf(ctx, world.memberId)).toBe(balance - 1000n + paid);
    const wins = await ctx.database.db.select().from(jackpotWins).where(eq(jackpotWins.roundId, round!.id));
    expect(wins.map((win) => win.amount)).toEqual([paid]);

    const shown = (await world.member.call('GET', jackpotPaths.pool)).json().value;
    expect(shown).toMatchObject({ amount: String(seed), lastWin: { customerName: 'ja***er', amount: String(paid) } });
    expect(await checkLedger(ctx.database.db)).toEqual(soundLedger);
  });

  it('takes the share back out of the pool when the bet is rolled back', async () => {
    const before = await pool();
    const balance = await mainBalanceOf(ctx, world.memberId);
    const request = bet('5000');
    await provider.send(seamlessPaths.bet, request);
    expect(await pool()).toBe(before + 50n);
    const rollback = await provider.send(seamlessPaths.rollback, {
      sessionToken: token,
      transactionId: unique('rollback'),
      roundId: request.roundId,
      betTransactionId: request.transactionId,
    });
    expect(rollback.json().value.balance).toBe(String(balance));
    expect(await pool()).toBe(before);
  });

  it('gives the share back once when the rollback is repeated, under its own id or another', async () => {
    // The game server rolls back a round it left open, and repeats the rollback until it is answered.
    const before = await pool();
    const balance = await mainBalanceOf(ctx, world.memberId);
    const request = bet('3000');
    await provider.send(seamlessPaths.bet, request);
    expect(await pool()).toBe(before + 30n);
    const rollback = {
      sessionToken: token,
      transactionId: unique('rollback'),
      roundId: request.roundId,
      betTransactionId: request.transactionId,
    };
    const first = await provider.send(seamlessPaths.rollback, rollback);
    expect([first.statusCode, first.json().value?.balance]).toEqual([200, String(balance)]);
    expect(await pool()).toBe(before);
    const again = await provider.send(seamlessPaths.rollback, rollback);
    expect(again.json()).toEqual(first.json());
    const retried = await provider.send(seamlessPaths.rollback, { ...rollback, transactionId: unique('rollback') });
    expect([retried.statusCode, retried.json().value?.balance]).toEqual([200, String(balance)]);
    expect(await pool()).toBe(before);
    expect(await mainBalanceOf(ctx, world.memberId)).toBe(balance);
    expect(await checkLedger(ctx.database.db)).toEqual(soundLedger);
  });

  it('pays each of a burst of winning bets once, one after another, without a deadlock', async () => {
    const inPool = await pool();
    const balance = await mainBalanceOf(ctx, world.memberId);
    winning = true;
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => provider.send(seamlessPaths.bet, bet('100')).then((r) => r.json())),
    );
    winning = false;
    expect(answers.every((answer) => answer.success)).toBe(true);
    const paid = answers.map((answer) => BigInt(answer.value.jackpotWin));
    // Each took the pool as the one before left it: the seed and the shares since (one unit each).
    const total = paid.reduce((sum, amount) => sum + amount, 0n);
    expect(total).toBe(inPool + 6n + 5n * seed);
    expect(await pool()).toBe(seed);
    expect(await mainBalanceOf(ctx, world.memberId)).toBe(balance - 600n + total);
    expect(await checkLedger(ctx.database.db)).toEqual(soundLedger);
  });

  it('lets a winning bet through without a jackpot when the pool holds nothing', async () => {
    // The operator's own move (a test's): everything in the pool back to the funding account.
    const accounts = await ctx.database.db.execute<{ id: string; balance: string; wallet: string }>(sql`
      SELECT id::text, balance::text, wallet FROM ledger_accounts
      WHERE site_id = ${world.site.id} AND member_id IS NULL AND wallet LIKE 'HOUSE:JACKPOT%'`);
    const funding = accounts.rows.find((row) => row.wallet === 'HOUSE:JACKPOT_FUNDING')!;
    const shards = accounts.rows.filter((row) => row !== funding && row.balance !== '0');
    const inPool = shards.reduce((sum, row) => sum + BigInt(row.balance), 0n);
    await postEntry(ctx.database.db, {
      siteId: world.site.id,
      kind: 'adjustment',
      idempotencyKey: unique('empty-pool'),
      legs: [
        ...shards.map((row) => ({ accountId: BigInt(row.id), amount: -BigInt(row.balance) })),
        { accountId: BigInt(funding.id), amount: inPool },
      ],
    });
    expect(await pool()).toBe(0n);
    const balance = await mainBalanceOf(ctx, world.memberId);
    winning = true;
    const answer = await provider.send(seamlessPaths.bet, bet('99'));
    winning = false;
    expect(answer.statusCode).toBe(200);
    expect(answer.json().value).not.toHaveProperty('jackpotWin');
    expect(await mainBalanceOf(ctx, world.memberId)).toBe(balance - 99n);
  });

  it('leaves a table game out: no share, and it never wins the pool', async () => {
    const nodeId = await addGame(ctx, originalsVendor, { gameCode: 'JP-TABLE-1' }, world.site.id);
    await ctx.database.db.update(games).set({ subType: 'TG' }).where(eq(games.gameCode, 'JP-TABLE-1'));
    const table = await launch(world.member, nodeId);
    const before = await pool();
    winning = true;
    const answer = (await provider.send(seamlessPaths.bet, bet('1000', table))).json().value;
    winning = false;
    expect(answer).not.toHaveProperty('jackpotWin');
    expect(await pool()).toBe(before);
  });
});
