import { liveActedSchema, liveTableInfoSchema, liveTablePaths } from '@portal/contracts';
import { commonDrawBlackjack, houseGameById, type Wager } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';

let ctx: GameServerContext;
let clock = new Date('2026-11-29T16:00:00Z').getTime();
beforeAll(async () => {
  ctx = await createGameServer(() => new Date(clock));
});
afterAll(() => ctx.close());

const launch = (gameCode: string) =>
  launchSession(ctx, { gameCode, playerId: null, mode: 'trial', trialBalance: '100000' });
const table = async (session: string) =>
  liveTableInfoSchema.parse((await ctx.app.inject({ url: `${liveTablePaths.table}?session=${session}` })).json());
const bet = (session: string, roundNumber: number, wagers: { spot: string; amount: string }[]) =>
  ctx.app.inject({ method: 'POST', url: liveTablePaths.bets, payload: { session, roundNumber, wagers } });
const act = (session: string, roundNumber: number, action: string) =>
  ctx.app.inject({ method: 'POST', url: liveTablePaths.act, payload: { session, roundNumber, action } });

/** A seat's hand replayed from the revealed seed: its wagers dealt from the round's stream, then its moves. */
async function replayed(
  game: 'casino-holdem' | 'blackjack',
  key: string,
  number: number,
  seed: string,
  wagers: Wager[],
  moves: string[],
) {
  const engine = game === 'blackjack' ? commonDrawBlackjack : houseGameById('casino-holdem')!;
  let state = await runSamplerAsync(engine.deal(wagers), await hmacUint32Stream(seed, key, String(number)));
  let extra = 0n;
  for (const move of moves) {
    const acted = engine.act(state as never, move);
    state = acted.state;
    extra += acted.extraStake;
  }
  return { paid: engine.payout(state as never), extra, view: engine.view(state as never) };
}

describe("a live casino hold'em table", () => {
  it("deals every seat the same cards, takes each seat's own decision, and settles all when the timer ends", async () => {
    const [caller, absent] = [await launch('casino-hold-em-1'), await launch('casino-hold-em-1')];
    await table(caller);
    await table(absent);
    await ctx.app.liveDealer.tick();
    const round = (await table(caller)).state.round!;
    expect(round).toMatchObject({ phase: 'betting', decidesAt: expect.any(String), dealt: null });
    expect((await bet(caller, round.number, [{ spot: 'ante', amount: '1000' }])).statusCode).toBe(200);
    expect((await bet(absent, round.number, [{ spot: 'ante', amount: '500' }])).statusCode).toBe(200);
    const again = await bet(caller, round.number, [{ spot: 'ante', amount: '1000' }]);
    expect([again.statusCode, again.json().code]).toEqual([409, 'BET_PLACED']);
    expect((await act(caller, round.number, 'call')).json()).toMatchObject({ code: 'DECISIONS_CLOSED' });

    clock = new Date(round.closesAt).getTime();
    expect((await ctx.app.liveDealer.tick()).dealt).toBe(1);
    const seen = await table(caller);
    expect(seen.state.round!.phase).toBe('deciding');
    const dealt = seen.state.round!.dealt as { player: number[]; board: number[]; dealer: number[] };
    expect([dealt.player.length, dealt.board.length, dealt.dealer.length]).toEqual([2, 3, 0]);
    expect(seen.mine).toMatchObject({ actions: ['call', 'fold'], hand: { player: dealt.player, board: dealt.board } });
    expect((await table(absent)).mine!.hand).toEqual(seen.mine!.hand);

    const called = liveActedSchema.parse((await act(caller, round.number, 'call')).json());
    expect(called).toMatchObject({ stake: '3000', balance: String(100_000n - 3000n), mine: { actions: [] } });
    // Having called, the seat still sees no dealer card nor the turn and river before the others have decided.
    expect(called.mine.hand).toMatchObject({ dealer: [], board: dealt.board, outcome: null });
    expect((await act(caller, round.number, 'fold')).statusCode).toBe(400);

    clock = new Date(round.decidesAt!).getTime();
    expect((await act(absent, round.number, 'call')).json()).toMatchObject({ code: 'DECISIONS_CLOSED' });
    expect((await ctx.app.liveDealer.tick()).settled).toBe(1);
    const after = await table(caller);
    const result = after.state.round!.result!;
    const key = 'NOVA/casino-hold-em-1';
    const callerHand = await replayed(
      'casino-holdem',
      key,
      round.number,
      result.serverSeed,
      [{ spot: 'ante', amount: 1000n }],
      ['call'],
    );
    const absentHand = await replayed(
      'casino-holdem',
      key,
      round.number,
      result.serverSeed,
      [{ spot: 'ante', amount: 500n }],
      ['fold'],
    );
    expect(after.balance).toBe(String(100_000n - 3000n + callerHand.paid));
    expect((await table(absent)).balance).toBe(String(100_000n - 500n + absentHand.paid));
    expect(result.summary).toBe((callerHand.view as { dealerHand: string }).dealerHand);
  });
});

describe('a live common-draw blackjack table', () => {
  it('gives each seat its own moves on the shared cards and one dealer hand for the table', async () => {
    const [hitter, stander] = [await launch('blackjack-1'), await launch('blackjack-1')];
    await table(hitter);
    await table(stander);
    await ctx.app.liveDealer.tick();
    const round = (await table(hitter)).state.round!;
    await bet(hitter, round.number, [{ spot: 'hand', amount: '1000' }]);
    await bet(stander, round.number, [{ spot: 'hand', amount: '1000' }]);
    clock = new Date(round.closesAt).getTime();
    await ctx.app.liveDealer.tick();
    const dealt = await table(hitter);
    const moves: string[] = [];
    if (dealt.mine!.actions.includes('hit')) {
      const hit = liveActedSchema.parse((await act(hitter, round.number, 'hit')).json());
      moves.push('hit');
      const hand = hit.mine.hand as { cards: number[]; dealer: number[]; dealerTotal: number | null };
      expect(hand.cards).toHaveLength(3);
      expect([hand.dealer.length, hand.dealerTotal]).toEqual([1, null]);
    }
    clock = new Date(round.decidesAt!).getTime();
    await ctx.app.liveDealer.tick();
    const seed = (await table(hitter)).state.round!.result!.serverSeed;
    const key = 'NOVA/blackjack-1';
    const wager = [{ spot: 'hand', amount: 1000n }];
    const finish = (hand: { view: unknown }) => ((hand.view as { over: boolean }).over ? [] : ['stand']);
    const hitterHand = await replayed('blackjack', key, round.number, seed, wager, moves);
    const hitterFinal = await replayed('blackjack', key, round.number, seed, wager, [...moves, ...finish(hitterHand)]);
    const standerHand = await replayed('blackjack', key, round.number, seed, wager, []);
    const standerFinal = await replayed('blackjack', key, round.number, seed, wager, finish(standerHand));
    expect((await table(hitter)).balance).toBe(String(100_000n - 1000n + hitterFinal.paid));
    expect((await table(stander)).balance).toBe(String(100_000n - 1000n + standerFinal.paid));
    // One dealer hand for the table, whatever each seat did.
    expect((hitterFinal.view as { dealer: number[] }).dealer).toEqual(
      (standerFinal.view as { dealer: number[] }).dealer,
    );
  });
});

describe('a decision table its players left', () => {
  it('still settles the round when the decisions close, with nobody seated any more', async () => {
    const seat = await launch('casino-hold-em-2');
    await table(seat);
    await ctx.app.liveDealer.tick();
    const round = (await table(seat)).state.round!;
    expect((await bet(seat, round.number, [{ spot: 'ante', amount: '100' }])).statusCode).toBe(200);
    clock = new Date(round.closesAt).getTime();
    await ctx.app.liveDealer.tick();
    // Every seat's last sign of life is long gone when the decisions close: the table is no one's, its round is due.
    clock = new Date(round.decidesAt!).getTime() + 120_000;
    await ctx.app.liveDealer.tick();
    const after = await table(seat);
    expect(after.history[0]).toMatchObject({ roundNumber: round.number });
    const folded = await replayed(
      'casino-holdem',
      'NOVA/casino-hold-em-2',
      round.number,
      after.history[0]!.serverSeed,
      [{ spot: 'ante', amount: 100n }],
      ['fold'],
    );
    expect(after.balance).toBe(String(100_000n - 100n + folded.paid));
  });
});
