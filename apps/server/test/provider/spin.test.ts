import { builtinPaths, slotInfoSchema, slotSpinSchema } from '@portal/contracts';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/index.js';
import { checkLedger } from '../../src/modules/ledger/ledger-check.repository.js';
import { roundReference } from '../../src/modules/provider/records/records.service.js';
import { publishedRtpPercent } from '../../src/modules/provider/slot/slot-definition.js';
import { buildSite, fundMember } from '../factories.js';
import { createTestApp, type TestContext } from '../harness.js';
import { PortalClient } from '../portal-client.js';
import { launch, mainBalanceOf, type ProviderWorld, providerWorld } from './provider-setup.js';

/**
 * The built-in provider end to end, with the app listening on a real port: the spin handler reaches
 * the seamless wallet by signed HTTP over the loopback, as an outside provider would.
 */
let ctx: TestContext;
let world: ProviderWorld;
let token: string;
const timeZone = 'Europe/Malta';
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone }).format(new Date());

const mainBalance = () => mainBalanceOf(ctx, world.memberId);
const spin = (bet: string, session = token, client = world.member) =>
  client.call('POST', builtinPaths.spin, { session, bet });

beforeAll(async () => {
  ctx = await createTestApp();
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  world = await providerWorld(ctx, 'spinner01', 50_00n);
  token = await launch(world.member, world.slotNodeId);
});
afterAll(() => ctx.close());

describe('the built-in slot, real money', () => {
  it('publishes its paytable, lines, RTP, bets and the wallet balance', async () => {
    const response = await world.member.call('GET', `${builtinPaths.info}?session=${token}`);
    expect(response.statusCode).toBe(200);
    const info = slotInfoSchema.parse(response.json().value);
    expect(info).toMatchObject({ reels: 5, rows: 3, rtpPercent: publishedRtpPercent, currency: 'USD', mode: 'real' });
    expect(info.balance).toBe('5000');
    expect(info.lines).toHaveLength(20);
    expect(info.paytable.SEVEN).toEqual([40, 150, 1000]);
    expect(info.betOptions[0]).toBe('20');
  });

  it('401 GAME_SESSION_INVALID for an unknown token or one of another site; 400 for a bet not offered', async () => {
    expect((await spin('20', 'y'.repeat(43))).json().code).toBe('GAME_SESSION_INVALID');
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const elsewhere = await spin('20', token, new PortalClient(ctx.app, other.code));
    expect(elsewhere.statusCode).toBe(401);
    const odd = await spin('21');
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'AMOUNT_INVALID', field: 'body.bet' });
  });

  it('moves the wallet by win - bet through the ledger and records each round', async () => {
    let won: { roundId: string; win: string } | null = null;
    // Five spins at least, then on until one wins (more than half of the spins win something).
    for (let i = 0; i < 60 && (i < 5 || !won); i++) {
      const before = await mainBalance();
      const response = await spin('100');
      expect(response.statusCode).toBe(200);
      const result = slotSpinSchema.parse(response.json().value);
      expect(result.grid).toHaveLength(5);
      expect(result.grid.every((reel) => reel.length === 3)).toBe(true);
      const after = before - 100n + BigInt(result.win);
      expect(result.balance).toBe(String(after));
      expect(await mainBalance()).toBe(after);
      const [round] = await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, result.roundId));
      expect(round).toMatchObject({
        mode: 'real',
        stake: 100n,
        win: BigInt(result.win),
        balanceBefore: before,
        balanceAfter: after,
        status: 'settled',
      });
      expect(round!.outcome).toMatchObject({ grid: result.grid });
      if (BigInt(result.win) > 0n) won = result;
    }
    expect(won).not.toBeNull();
    expect(await checkLedger(ctx.database.db)).toEqual({ total: 0n, drifted: [], negative: [], misstated: [] });

    const record = await world.member.call('GET', `/wps/report/bets?from=${today()}&to=${today()}&pageSize=100`);
    expect(record.statusCode).toBe(200);
    // The member sees an opaque reference of the round, never the provider's id (issue 22, 24).
    const reference = roundReference(won!.roundId);
    expect(reference).toMatch(/^[0-9A-F]{10}$/);
    expect(JSON.stringify(record.json().value.items)).not.toContain(won!.roundId);
    const item = record.json().value.items.find((row: { roundId: string }) => row.roundId === reference);
    expect(item).toMatchObject({
      gameName: 'Lucky Sevens Deluxe',
      vassalage: 'BUILTIN',
      vendorName: expect.not.stringMatching(/BUILTIN/),
      gameType: 'RNG',
      stake: '100',
      win: won!.win,
      profit: String(BigInt(won!.win) - 100n),
      status: 'settled',
      mode: 'real',
    });

    const board = await new PortalClient(ctx.app, world.site.code).call('GET', '/wps/relay/ODSFE2_getWinnerBoard');
    expect(board.statusCode).toBe(200);
    expect(board.json().value[0]).toMatchObject({
      customerName: 'sp***01',
      gameName: 'Lucky Sevens Deluxe',
      iconUrl: '/art/games/BUILTIN/lucky-sevens-deluxe.svg',
    });
    const visitor = new PortalClient(ctx.app, world.site.code);
    const live = await visitor.call('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE&limitNum=20');
    expect(live.json().value).toEqual([]);
    const bad = await visitor.call('GET', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=0');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().field).toBe('query.limitNum');
    // Trial rounds never reach the board, and other sites never see this one's winners.
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
    const response = await spin('100', pauperToken, pauper);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'body.bet', params: { balance: '50' } });
    expect(await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.memberId, pauperId))).toHaveLength(0);
  });
});

describe('the built-in slot, free trial', () => {
  it('plays with the session play money and never touches the wallet', async () => {
    const trialToken = await launch(world.member, world.slotNodeId, true);
    const info = (await world.member.call('GET', `${builtinPaths.info}?session=${trialToken}`)).json().value;
    expect(info).toMatchObject({ mode: 'trial', balance: '200000' });
    const wallet = await mainBalance();
    const result = (await spin('2000', trialToken)).json().value;
    expect(result.balance).toBe(String(200_000n - 2000n + BigInt(result.win)));
    expect(await mainBalance()).toBe(wallet);
    const [round] = await ctx.database.db.select().from(gameRounds).where(eq(gameRounds.roundRef, result.roundId));
    expect(round).toMatchObject({ mode: 'trial', stake: 2000n, status: 'settled' });
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
    expect(page.total).toBeGreaterThan(2);
    expect(page.items.map((row: { mode: string }) => row.mode)).toContain('trial');
  });
});
