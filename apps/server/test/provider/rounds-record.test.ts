import { randomBytes } from 'node:crypto';
import { seamlessPaths } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/index.js';
import { originalsGames, originalsVendor } from '../../src/demo/demo-originals.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { roundReference } from '../../src/modules/provider/records/records.service.js';
import { gameServerProvider } from '../../src/modules/provider/vendors/game-vendor.js';
import { buildSite, fundMember } from '../factories.js';
import type { TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { launch, mainBalanceOf, type ProviderCaller, type ProviderWorld, walletTestWorld } from './provider-setup.js';

/**
 * What the portal keeps of the rounds a vendor plays through its seamless wallet: each round recorded from its
 * signed bet and win, the wallet moved through the ledger by win - bet, and the member's betting record and the
 * site's winners board read from those records. The game (its reels, bets and a trial's play money) is the game
 * server's; here the test makes its wallet calls (the app's local vendor stands in for it).
 */
let ctx: TestContext;
let world: ProviderWorld;
let provider: ProviderCaller;
let token: string;
const timeZone = 'Europe/Malta';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());
const slot = originalsGames[0]!;

const mainBalance = () => mainBalanceOf(ctx, world.memberId);
const unique = (prefix: string) => `${prefix}-${randomBytes(6).toString('hex')}`;
const roundOf = async (roundRef: string) =>
  ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, roundRef));

/** One round as the game server plays it: the bet, then the win (zero closes it lost) with the outcome it drew. */
async function playRound(bet: bigint, win: bigint, sessionToken = token) {
  const roundId = unique('round');
  const outcome = { grid: [['SEVEN', 'BELL', 'CHERRY']], lines: [{ line: 1, win: String(win) }] };
  const staked = await provider.send(seamlessPaths.bet, {
    sessionToken,
    transactionId: unique('bet'),
    roundId,
    amount: String(bet),
  });
  expect(staked.statusCode, staked.body).toBe(200);
  const paid = await provider.send(seamlessPaths.win, {
    sessionToken,
    transactionId: unique('win'),
    roundId,
    amount: String(win),
    outcome,
  });
  expect(paid.statusCode, paid.body).toBe(200);
  return { roundId, outcome, balance: paid.json().value.balance as string };
}

beforeAll(async () => {
  ({ ctx, world, provider, token } = await walletTestWorld('spinner01', 50_00n));
});
afterAll(() => ctx.close());

describe('rounds played through the seamless wallet, real money', () => {
  it('moves the wallet by win - bet through the ledger and records each round', async () => {
    const won = { bet: 100n, win: 250n };
    let wonRound = '';
    for (const { bet, win } of [{ bet: 100n, win: 0n }, won, { bet: 200n, win: 40n }, { bet: 100n, win: 100n }]) {
      const before = await mainBalance();
      const played = await playRound(bet, win);
      const after = before - bet + win;
      expect(played.balance).toBe(String(after));
      expect(await mainBalance()).toBe(after);
      const [round] = await roundOf(played.roundId);
      expect(round).toMatchObject({
        mode: 'real',
        providerCode: gameServerProvider,
        gameId: BigInt(world.slotNodeId),
        stake: bet,
        realStake: bet,
        win,
        balanceBefore: before,
        balanceAfter: after,
        status: 'settled',
      });
      expect(round!.outcome).toMatchObject(played.outcome);
      if (win === won.win) wonRound = played.roundId;
    }
    expect(await mainBalance()).toBe(50_00n - 500n + 390n);
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });

    const record = await world.member.call('GET', `/wps/report/bets?from=${today()}&to=${today()}&pageSize=100`);
    expect(record.statusCode).toBe(200);
    expect(record.json().value.total).toBe(4);
    // The member sees an opaque reference of the round, never the provider's id (issue 22, 24).
    const reference = roundReference(wonRound);
    expect(reference).toMatch(/^[0-9A-F]{10}$/);
    expect(JSON.stringify(record.json().value.items)).not.toContain(wonRound);
    const item = record.json().value.items.find((row: { roundId: string }) => row.roundId === reference);
    expect(item).toMatchObject({
      gameName: slot.names.EN,
      vassalage: originalsVendor.code,
      vendorName: originalsVendor.name,
      gameType: 'RNG',
      stake: '100',
      win: '250',
      profit: '150',
      status: 'settled',
      mode: 'real',
    });

    const board = await new PortalClient(ctx.app, world.site.code).call('GET', '/wps/relay/ODSFE2_getWinnerBoard');
    expect(board.statusCode).toBe(200);
    expect(board.json().value[0]).toMatchObject({
      customerName: 'sp***01',
      gameName: slot.names.EN,
      iconUrl: `/art/games/${originalsVendor.code}/${slot.gameCode}.svg`,
    });
    const visitor = new PortalClient(ctx.app, world.site.code);
    const live = await visitor.call('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=20');
    expect(live.json().value).toEqual([]);
    const bad = await visitor.call('GET', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.limitNum');
    // Other sites never see this one's winners.
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    expect(
      (await new PortalClient(ctx.app, other.code).call('GET', '/wps/relay/ODSFE2_getWinnerBoard')).json().value,
    ).toEqual([]);
  });

  it('refuses a bet above the balance with INSUFFICIENT_FUNDS and the balance, recording nothing', async () => {
    const pauper = new PortalClient(ctx.app, world.site.code);
    await pauper.register({ username: 'pauper01', password: 'secret12', confirmPassword: 'secret12' });
    const pauperId = await fundMember(ctx.database.db, world.site.id, 'pauper01', 50n);
    const pauperToken = await launch(pauper, world.slotNodeId);
    const roundId = unique('round');
    const response = await provider.send(seamlessPaths.bet, {
      sessionToken: pauperToken,
      transactionId: unique('bet'),
      roundId,
      amount: '100',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'INSUFFICIENT_FUNDS',
      field: 'body.amount',
      params: { balance: '50' },
    });
    expect(await mainBalanceOf(ctx, pauperId)).toBe(50n);
    expect(await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, pauperId))).toHaveLength(0);
    expect(await roundOf(roundId)).toHaveLength(0);
  });
});

describe('a free trial', () => {
  it("is the game server's to play: the wallet refuses its token, moves nothing and records nothing", async () => {
    const trialToken = await launch(world.member, world.slotNodeId, true);
    const wallet = await mainBalance();
    const roundId = unique('round');
    const bet = { sessionToken: trialToken, transactionId: unique('bet'), roundId, amount: '2000' };
    for (const [path, body] of [
      [seamlessPaths.balance, { sessionToken: trialToken }],
      [seamlessPaths.bet, bet],
    ] as const) {
      const response = await provider.send(path, body);
      expect([response.statusCode, response.json().code]).toEqual([401, 'GAME_SESSION_INVALID']);
    }
    expect(await mainBalance()).toBe(wallet);
    expect(await roundOf(roundId)).toHaveLength(0);
  });
});

describe('GET /wps/report/bets (personalHistoryCopy)', () => {
  it('401 -> 403 (trial user) -> 400 naming the field -> 200', async () => {
    const url = `/wps/report/bets?from=${today()}&to=${today()}`;
    expect((await new PortalClient(ctx.app, world.site.code).call('GET', url)).statusCode).toBe(401);
    const trial = new PortalClient(ctx.app, world.site.code);
    trial.token = (await trial.call('POST', '/wps/session/login/freeplay', { platform: 'W' })).json().value.token;
    expect((await trial.call('GET', url)).statusCode).toBe(403);
    const bad = await world.member.call('GET', `/wps/report/bets?from=${today()}&to=2000-01-01`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.to');
    const page = (await world.member.call('GET', `${url}&pageSize=2`)).json().value;
    expect(page.items).toHaveLength(2);
    expect(page.total).toBe(4);
    expect(page.items.map((row: { mode: string }) => row.mode)).toEqual(['real', 'real']);
  });
});
