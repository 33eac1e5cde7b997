import { randomBytes } from 'node:crypto';
import { seamlessHeaders, seamlessPaths } from '@portal/contracts';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameProviders, gameRounds, seamlessTransactions } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import type { TestContext } from '../harness.js';
import { launch, ProviderCaller, type ProviderWorld, walletTestWorld } from './provider-setup.js';

let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
let token: string;

const mainBalance = async (): Promise<string> => {
  const result = await ctx.database.db.execute<{ balance: string }>(
    sql`SELECT balance::text FROM ledger_accounts WHERE member_id = ${world.memberId} AND wallet = 'MAIN'`,
  );
  return result.rows[0]!.balance;
};
const unique = (prefix: string) => `${prefix}-${randomBytes(4).toString('hex')}`;
const bet = (amount: string, transactionId = unique('bet'), roundId = unique('round'), sessionToken = token) => ({
  sessionToken,
  transactionId,
  roundId,
  amount,
});

beforeAll(async () => {
  ({ ctx, world, provider, token } = await walletTestWorld('walletman', 100_00n));
});
afterAll(() => ctx.close());

describe('signatures', () => {
  const body = () => JSON.stringify({ sessionToken: token });

  it('refuses an unsigned request with SIGNATURE_INVALID (401)', async () => {
    const response = await provider.send(seamlessPaths.balance, body(), { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ code: 'SIGNATURE_INVALID', field: 'header.x-signature' });
  });

  it('refuses a wrong signature, one of another length, and an unknown provider', async () => {
    const headers = (signature: string, name = gameServerProvider) => ({
      'content-type': 'application/json',
      [seamlessHeaders.provider]: name,
      [seamlessHeaders.signature]: signature,
    });
    for (const [signature, name] of [
      ['0'.repeat(64), gameServerProvider],
      ['abcd', gameServerProvider],
      [provider.signatureOf(body()), 'acme'],
    ]) {
      const response = await provider.send(seamlessPaths.balance, body(), headers(signature!, name));
      expect(response.statusCode).toBe(401);
      expect(response.json().code).toBe('SIGNATURE_INVALID');
    }
  });

  it('refuses a signature taken from one body and sent with another (forged or altered body)', async () => {
    const signed = JSON.stringify(bet('100'));
    const altered = signed.replace('"amount":"100"', '"amount":"1"');
    const response = await provider.send(seamlessPaths.bet, altered, {
      'content-type': 'application/json',
      [seamlessHeaders.provider]: gameServerProvider,
      [seamlessHeaders.signature]: provider.signatureOf(signed),
    });
    expect(response.statusCode).toBe(401);
    expect(await mainBalance()).toBe('10000');
  });

  it('refuses a request signed with another secret', async () => {
    const stranger = new ProviderCaller(ctx, randomBytes(32));
    expect((await stranger.send(seamlessPaths.balance, { sessionToken: token })).statusCode).toBe(401);
  });

  it('checks the body after the signature: 400 naming the field', async () => {
    const response = await provider.send(seamlessPaths.bet, { ...bet('100'), transactionId: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().field).toBe('body.transactionId');
  });

  it('accepts a provider whose issued secret is stored sealed in game_providers', async () => {
    const secret = randomBytes(32);
    await ctx.database.db
      .insert(gameProviders)
      .values({ code: 'acme', name: 'Acme', secretSealed: ctx.app.secrets.seal(secret.toString('utf8')) });
    // Signed right, but the session is the game server's: acme may not use it.
    const sealedSecret = Buffer.from(secret.toString('utf8'), 'utf8');
    const response = await new ProviderCaller(ctx, sealedSecret, 'acme').send(seamlessPaths.balance, {
      sessionToken: token,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().code).toBe('GAME_SESSION_INVALID');
  });

  it('answers the balance of a signed request', async () => {
    const response = await provider.send(seamlessPaths.balance, { sessionToken: token });
    expect(response.statusCode).toBe(200);
    expect(response.json().value).toEqual({ balance: '10000', currency: 'USD', transactionId: null });
    expect((await provider.send(seamlessPaths.balance, { sessionToken: 'x'.repeat(43) })).json().code).toBe(
      'GAME_SESSION_INVALID',
    );
  });
});

describe('bets, wins and rollbacks', () => {
  it('answers a duplicate bet with the first answer and moves the money once', async () => {
    const request = bet('250');
    const first = await provider.send(seamlessPaths.bet, request);
    expect(first.statusCode).toBe(200);
    expect(first.json().value).toMatchObject({ balance: '9750', currency: 'USD' });
    const again = await provider.send(seamlessPaths.bet, request);
    expect(again.json()).toEqual(first.json());
    expect(await mainBalance()).toBe('9750');
    const [round] = await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, request.roundId));
    expect(round).toMatchObject({ stake: 250n, balanceBefore: 10000n, balanceAfter: 9750n, status: 'open' });
    const win = { ...request, transactionId: unique('win'), amount: '600', outcome: { grid: 'test' } };
    expect((await provider.send(seamlessPaths.win, win)).json().value.balance).toBe('10350');
    expect((await provider.send(seamlessPaths.win, win)).json().value.balance).toBe('10350');
    expect(await mainBalance()).toBe('10350');
  });

  it('moves the money once when copies of one bet race each other, and answers them all alike', async () => {
    const before = BigInt(await mainBalance());
    const request = bet('125');
    const answers = await Promise.all(Array.from({ length: 6 }, () => provider.send(seamlessPaths.bet, request)));
    expect(answers.map((response) => response.statusCode)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((response) => response.body)).size).toBe(1);
    expect(await mainBalance()).toBe(String(before - 125n));
  });

  it('refuses the same transaction id with another body: 409 IDEMPOTENCY_CONFLICT, nothing moved', async () => {
    const request = bet('100');
    await provider.send(seamlessPaths.bet, request);
    const before = await mainBalance();
    const response = await provider.send(seamlessPaths.bet, { ...request, amount: '200' });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'IDEMPOTENCY_CONFLICT', field: 'body.transactionId' });
    const asWin = await provider.send(seamlessPaths.win, { ...request, amount: '100' });
    expect(asWin.statusCode).toBe(409);
    expect(await mainBalance()).toBe(before);
  });

  it('answers INSUFFICIENT_FUNDS with the balance, moves nothing and keeps no round', async () => {
    const before = await mainBalance();
    const request = bet('1000000');
    const response = await provider.send(seamlessPaths.bet, request);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      field: 'body.amount',
      params: { balance: before },
    });
    expect(await mainBalance()).toBe(before);
    expect(
      await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, request.roundId)),
    ).toHaveLength(0);
  });

  it('refuses a bet of zero or less', async () => {
    for (const amount of ['0', '-5']) {
      const response = await provider.send(seamlessPaths.bet, bet(amount));
      expect(response.statusCode).toBe(400);
      expect(response.json().code).toBe('AMOUNT_INVALID');
    }
  });

  it('rolls a bet back once, whatever rollback ids carry it, and not a round already paid', async () => {
    const before = await mainBalance();
    const request = bet('300');
    await provider.send(seamlessPaths.bet, request);
    expect(await mainBalance()).toBe(String(BigInt(before) - 300n));
    const rollback = {
      sessionToken: token,
      transactionId: unique('rb'),
      roundId: request.roundId,
      betTransactionId: request.transactionId,
    };
    const first = await provider.send(seamlessPaths.rollback, rollback);
    expect(first.statusCode).toBe(200);
    expect(first.json().value.balance).toBe(before);
    expect((await provider.send(seamlessPaths.rollback, rollback)).json()).toEqual(first.json());
    const other = await provider.send(seamlessPaths.rollback, { ...rollback, transactionId: unique('rb') });
    expect(other.statusCode).toBe(200);
    expect(await mainBalance()).toBe(before);
    const [round] = await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, request.roundId));
    expect(round!.status).toBe('rolled_back');
    // A win after the rollback is refused; a rollback of an unknown bet is answered and moves nothing.
    const lateWin = await provider.send(seamlessPaths.win, { ...request, transactionId: unique('win'), amount: '5' });
    expect(lateWin.statusCode).toBe(409);
    const unknown = await provider.send(seamlessPaths.rollback, {
      ...rollback,
      transactionId: unique('rb'),
      betTransactionId: 'never-sent',
    });
    expect(unknown.json().value).toEqual({ balance: before, currency: 'USD', transactionId: null });
    // A paid round is not rolled back.
    const paid = bet('100');
    await provider.send(seamlessPaths.bet, paid);
    await provider.send(seamlessPaths.win, { ...paid, transactionId: unique('win'), amount: '0' });
    const late = await provider.send(seamlessPaths.rollback, {
      ...rollback,
      transactionId: unique('rb'),
      roundId: paid.roundId,
      betTransactionId: paid.transactionId,
    });
    expect(late.statusCode).toBe(409);
  });

  it('accepts a win for a session closed since the bet, but no new bet on it', async () => {
    const oldToken = await launch(world.member, world.slotNodeId);
    const request = bet('200', unique('bet'), unique('round'), oldToken);
    expect((await provider.send(seamlessPaths.bet, request)).statusCode).toBe(200);
    token = await launch(world.member, world.slotNodeId); // closes the old session
    const before = BigInt(await mainBalance());
    const win = await provider.send(seamlessPaths.win, { ...request, transactionId: unique('win'), amount: '450' });
    expect(win.statusCode).toBe(200);
    expect(await mainBalance()).toBe(String(before + 450n));
    const refused = await provider.send(seamlessPaths.bet, bet('100', unique('bet'), unique('round'), oldToken));
    expect(refused.statusCode).toBe(401);
    expect(refused.json().code).toBe('GAME_SESSION_INVALID');
  });

  it('keeps the ledger sound: the wallet is the deposit plus the game entries, each kept with its call', async () => {
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });
    const games = await ctx.database.db.execute<{ kind: string; count: number; sum: string }>(sql`
      SELECT e.kind, count(*)::int AS count, sum(p.amount)::text AS sum
      FROM postings p JOIN journal_entries e ON e.id = p.entry_id JOIN ledger_accounts a ON a.id = p.account_id
      WHERE a.member_id = ${world.memberId} AND e.kind LIKE 'game_%' GROUP BY e.kind`);
    const total = games.rows.reduce((sum, row) => sum + BigInt(row.sum), 0n);
    expect(await mainBalance()).toBe(String(10_000n + total));
    const kept = await ctx.database.db.select().from(seamlessTransactions);
    const entries = kept.filter((row) => row.entryId !== null).map((row) => String(row.entryId));
    // Rollbacks of the same bet share its one entry; every other call has an entry of its own.
    expect(games.rows.reduce((sum, row) => sum + row.count, 0)).toBe(new Set(entries).size);
  });
});
