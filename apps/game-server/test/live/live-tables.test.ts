import { createHash } from 'node:crypto';
import {
  liveBetPlacedSchema,
  liveTableInfoSchema,
  liveTablePaths,
  liveTablesSchema,
  liveVendorPaths,
} from '@portal/contracts';
import { liveInstantGame } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';

let ctx: GameServerContext;
/** The game server's clock: tests move it past a round's close instead of waiting. */
let clock = new Date('2026-11-29T10:00:00Z').getTime();
beforeAll(async () => {
  ctx = await createGameServer(() => new Date(clock));
});
afterAll(() => ctx.close());

const launch = (gameCode: string, trialBalance = '1000000') =>
  launchSession(ctx, { gameCode, playerId: null, mode: 'trial', trialBalance });
const table = async (session: string) =>
  liveTableInfoSchema.parse((await ctx.app.inject({ url: `${liveTablePaths.table}?session=${session}` })).json());
const bet = (session: string, roundNumber: number, wagers: { spot: string; amount: string }[]) =>
  ctx.app.inject({ method: 'POST', url: liveTablePaths.bets, payload: { session, roundNumber, wagers } });

/** The table's outcome recomputed from the revealed seed, as any player can. */
async function recomputed(gameCode: string, tableKey: string, number: number, serverSeed: string) {
  const game = liveInstantGame(gameCode.replace(/-\d+$/, '') as 'baccarat')!;
  const stream = await hmacUint32Stream(serverSeed, tableKey, String(number));
  return { game, dealt: (await runSamplerAsync(game.deal([]), stream)) as { outcome: unknown } };
}

describe('a live baccarat table', () => {
  it('refuses a bet without a session (401), from another title (404), and off the board or the limits (400)', async () => {
    expect((await bet('B'.repeat(43), 1, [{ spot: 'player', amount: '100' }])).statusCode).toBe(401);
    const slot = await bet(await launch('AUR_SLOT_7'), 1, [{ spot: 'player', amount: '100' }]);
    expect(slot.statusCode).toBe(404);
    expect(slot.json()).toMatchObject({ code: 'NOT_A_LIVE_TABLE', field: 'session' });
    const seat = await launch('baccarat-2');
    const info = await table(seat);
    expect(info).toMatchObject({ kind: 'baccarat', game: 'baccarat', tableNumber: 2, balance: '1000000' });
    await ctx.app.liveDealer.tick();
    const round = (await table(seat)).state.round!;
    expect(round.phase).toBe('betting');
    const refusals = [
      [[{ spot: 'edge', amount: '100' }], 'WAGER_INVALID', 'wagers'],
      [[{ spot: 'player', amount: '155' }], 'BET_INVALID', 'wagers.0.amount'],
      [
        [
          { spot: 'player', amount: String(info.limits.maxSpot) },
          { spot: 'player', amount: '100' },
        ],
        'BET_INVALID',
        'wagers',
      ],
      [[{ spot: 'player', amount: '-100' }], 'VALIDATION_ERROR', 'body.wagers.0.amount'],
    ] as const;
    for (const [wagers, code, field] of refusals) {
      const refused = await bet(seat, round.number, [...wagers]);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json()).toMatchObject({ code, field });
    }
    const wrongRound = await bet(seat, round.number + 1, [{ spot: 'player', amount: '100' }]);
    expect(wrongRound.statusCode).toBe(409);
    expect(wrongRound.json()).toMatchObject({ code: 'BETTING_CLOSED', field: 'roundNumber' });
    expect((await table(seat)).balance).toBe('1000000');
  });

  it('deals one round to every seat: the same result from the committed seed, each paid by its own bets', async () => {
    const [first, second] = [await launch('baccarat-1'), await launch('baccarat-1')];
    await table(first);
    await table(second);
    expect((await ctx.app.liveDealer.tick()).opened).toBeGreaterThanOrEqual(1);
    const open = (await table(first)).state.round!;
    expect(open).toMatchObject({ number: 1, phase: 'betting', result: null, table: 'NOVA/baccarat-1' });
    const placed = liveBetPlacedSchema.parse(
      (
        await bet(first, 1, [
          { spot: 'player', amount: '1000' },
          { spot: 'tie', amount: '100' },
        ])
      ).json(),
    );
    expect(placed).toMatchObject({ roundNumber: 1, stake: '1100', balance: '998900' });
    await bet(second, 1, [{ spot: 'banker', amount: '500' }]);
    const again = liveBetPlacedSchema.parse((await bet(first, 1, [{ spot: 'player', amount: '100' }])).json());
    expect(again.mine.wagers).toHaveLength(3);
    const board = (await table(second)).state.board;
    expect(board).toMatchObject({ totals: { player: '1100', tie: '100', banker: '500' }, bettors: 2 });

    clock = new Date(open.closesAt).getTime();
    const late = await bet(second, 1, [{ spot: 'banker', amount: '100' }]);
    expect(late.json()).toMatchObject({ code: 'BETTING_CLOSED' });
    expect((await ctx.app.liveDealer.tick()).settled).toBeGreaterThanOrEqual(1);
    const [seenFirst, seenSecond] = [await table(first), await table(second)];
    const result = seenFirst.state.round!.result!;
    expect(seenSecond.state.round!.result).toEqual(result);
    expect(createHash('sha256').update(Buffer.from(result.serverSeed, 'hex')).digest('hex')).toBe(open.commitment);

    const { game, dealt } = await recomputed('baccarat-1', 'NOVA/baccarat-1', 1, result.serverSeed);
    const paid = (wagers: { spot: string; amount: string }[]) => game.payout({ wagers, outcome: dealt.outcome });
    const firstWin =
      paid([
        { spot: 'player', amount: '1000' },
        { spot: 'tie', amount: '100' },
      ]) + paid([{ spot: 'player', amount: '100' }]);
    expect(seenFirst.balance).toBe(String(1_000_000n - 1200n + firstWin));
    expect(seenSecond.balance).toBe(String(1_000_000n - 500n + paid([{ spot: 'banker', amount: '500' }])));
    expect(seenFirst.history[0]).toEqual(result);

    // The next tick waits out the result, then opens round 2 for the seated players.
    expect((await ctx.app.liveDealer.tick()).opened).toBe(0);
    clock = new Date(seenFirst.state.round!.nextAt).getTime();
    await ctx.app.liveDealer.tick();
    expect((await table(first)).state.round).toMatchObject({ number: 2, phase: 'betting' });
  });

  it("decides a burst of one seat's bets one at a time: the spot limit holds and the money matches", async () => {
    const seat = await launch('baccarat-4');
    const info = await table(seat);
    await ctx.app.liveDealer.tick();
    const round = (await table(seat)).state.round!;
    const quarter = String(BigInt(info.limits.maxSpot) / 4n);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => bet(seat, round.number, [{ spot: 'banker', amount: quarter }])),
    );
    const taken = answers.filter((answer) => answer.statusCode === 200);
    expect(taken).toHaveLength(4);
    expect(answers.filter((answer) => answer.statusCode === 400)).toHaveLength(6);
    expect((await table(seat)).balance).toBe(String(1_000_000n - 4n * BigInt(quarter)));
  });

  it('settles a round once when two game server processes tick at the same moment', async () => {
    const seat = await launch('dragon-tiger-1');
    await table(seat);
    const other = await createGameServer(() => new Date(clock), {}, ctx.database.url);
    try {
      const opened = await Promise.all([ctx.app.liveDealer.tick(), other.app.liveDealer.tick()]);
      expect(opened.reduce((sum, moved) => sum + moved.opened, 0)).toBeGreaterThanOrEqual(1);
      const round = (await table(seat)).state.round!;
      await bet(seat, round.number, [{ spot: 'dragon', amount: '1000' }]);
      clock = new Date(round.closesAt).getTime();
      // Both tick at once: the balance below shows the round paid once (a second settlement would pay again).
      await Promise.all([ctx.app.liveDealer.tick(), other.app.liveDealer.tick()]);
      const after = await table(seat);
      const { game, dealt } = await recomputed(
        'dragon-tiger-1',
        'NOVA/dragon-tiger-1',
        round.number,
        after.state.round!.result!.serverSeed,
      );
      const win = game.payout({ wagers: [{ spot: 'dragon', amount: '1000' }], outcome: dealt.outcome });
      expect(after.balance).toBe(String(1_000_000n - 1000n + win));
    } finally {
      await other.close();
    }
  });

  it('lists its real tables to the operator, signed: kind, seats, limits and the last results', async () => {
    const unsigned = await ctx.app.inject({ method: 'POST', url: liveVendorPaths.tables, payload: {} });
    expect(unsigned.statusCode).toBe(401);
    const listed = liveTablesSchema.parse(
      (
        await ctx.signed(liveVendorPaths.tables, {
          currency: 'AUD',
          titles: [
            { studio: 'NOVA', gameCode: 'baccarat-1' },
            { studio: 'NOVA', gameCode: 'money-wheel-9' },
            { studio: 'NOVA', gameCode: 'lucky-coin-flip' },
          ],
        })
      ).json(),
    );
    expect(listed.tables.map((entry) => entry.gameCode)).toEqual(['baccarat-1', 'money-wheel-9']);
    const [baccarat, wheel] = listed.tables;
    expect(baccarat).toMatchObject({ kind: 'baccarat', seated: 2, minBet: '100' });
    expect(baccarat!.lastResults[0]).toMatch(/^(player|banker|tie)$/);
    expect(wheel).toMatchObject({ kind: 'money-wheel', phase: 'idle', seated: 0, lastResults: [] });
  });
  it('settles a round a stopped process left open from its committed seed, once, on the next tick of another', async () => {
    const seat = await launch('sic-bo-1');
    await table(seat);
    const stopped = await createGameServer(() => new Date(clock), {}, ctx.database.url);
    await stopped.app.liveDealer.tick();
    const round = (await table(seat)).state.round!;
    expect((await bet(seat, round.number, [{ spot: 'big', amount: '1000' }])).statusCode).toBe(200);
    await stopped.close();
    clock = new Date(round.closesAt).getTime() + 60_000;
    await ctx.app.liveDealer.tick();
    const after = await table(seat);
    expect(after.state.round).toMatchObject({ number: round.number, commitment: round.commitment });
    const seed = after.state.round!.result!.serverSeed;
    const { game, dealt } = await recomputed('sic-bo-1', 'NOVA/sic-bo-1', round.number, seed);
    const balance = String(
      1_000_000n - 1000n + game.payout({ wagers: [{ spot: 'big', amount: '1000' }], outcome: dealt.outcome }),
    );
    expect(after.balance).toBe(balance);
    await ctx.app.liveDealer.tick();
    expect((await table(seat)).balance).toBe(balance);
  });
});
