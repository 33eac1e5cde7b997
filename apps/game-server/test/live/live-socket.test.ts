import { type LiveFrame, liveFrameSchema, liveTablePaths } from '@portal/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';

let ctx: GameServerContext;
let origin = '';
let clock = new Date('2026-11-29T12:00:00Z').getTime();
beforeAll(async () => {
  ctx = await createGameServer(() => new Date(clock));
  origin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
});
afterAll(() => ctx.close());

/** A seat's socket, with every frame it received kept in order and a way to wait for the next that matches. */
async function sit(session: string) {
  const socket = new WebSocket(`${origin}${liveTablePaths.socket}?session=${session}`);
  const frames: LiveFrame[] = [];
  const waiting: { match: (frame: LiveFrame) => boolean; resolve: (frame: LiveFrame) => void }[] = [];
  socket.on('message', (data) => {
    const frame = liveFrameSchema.parse(JSON.parse(String(data)));
    frames.push(frame);
    for (const waiter of [...waiting]) {
      if (!waiter.match(frame)) continue;
      waiting.splice(waiting.indexOf(waiter), 1);
      waiter.resolve(frame);
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const next = <T extends LiveFrame>(match: (frame: LiveFrame) => frame is T) =>
    new Promise<T>((resolve) => {
      const seen = frames.find(match);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        resolve(seen);
      } else waiting.push({ match, resolve: resolve as (frame: LiveFrame) => void });
    });
  return { socket, frames, next, closed };
}

const launch = () =>
  launchSession(ctx, { gameCode: 'roulette-1', playerId: null, mode: 'trial', trialBalance: '500000' });
type StateFrame = Extract<LiveFrame, { type: 'state' }>;
const stateWith =
  (phase: string) =>
  (frame: LiveFrame): frame is StateFrame =>
    frame.type === 'state' && frame.state.round?.phase === phase;

describe('the live table socket', () => {
  it('closes at once for a session that is not a live seat', async () => {
    expect(await (await sit('B'.repeat(43))).closed).toBe(4401);
    const slot = await launchSession(ctx, { gameCode: 'AUR_SLOT_7', playerId: null, mode: 'trial' });
    expect(await (await sit(slot)).closed).toBe(4404);
  });

  it('shows two seats the same round, the same result at the same moment, and each its own settlement', async () => {
    const [alice, bob] = [await launch(), await launch()];
    const [aliceSeat, bobSeat] = [await sit(alice), await sit(bob)];
    // Seated: each gets the table whole (no round yet), then the dealer opens one.
    await aliceSeat.next((frame): frame is StateFrame => frame.type === 'state');
    await bobSeat.next((frame): frame is StateFrame => frame.type === 'state');
    await ctx.app.liveDealer.tick();
    const [opened] = await Promise.all([aliceSeat.next(stateWith('betting')), bobSeat.next(stateWith('betting'))]);
    const round = opened.state.round!;

    const placed = await ctx.app.inject({
      method: 'POST',
      url: liveTablePaths.bets,
      payload: { session: alice, roundNumber: round.number, wagers: [{ spot: 'red', amount: '1000' }] },
    });
    expect(placed.statusCode).toBe(200);
    const board = await bobSeat.next(
      (frame): frame is Extract<LiveFrame, { type: 'board' }> => frame.type === 'board' && frame.board.bettors === 1,
    );
    expect(board.board.totals).toEqual({ red: '1000' });
    expect(board.board.recent[0]).toMatchObject({ spot: 'red', amount: '1000' });
    expect(board.board.recent[0]!.player).toContain('***');

    clock = new Date(round.closesAt).getTime();
    await ctx.app.liveDealer.tick();
    const [seenByAlice, seenByBob] = await Promise.all([
      aliceSeat.next(stateWith('revealing')),
      bobSeat.next(stateWith('revealing')),
    ]);
    expect(seenByAlice.state.round!.result).not.toBeNull();
    expect(seenByBob.state.round!.result).toEqual(seenByAlice.state.round!.result);
    const settled = await aliceSeat.next(
      (frame): frame is Extract<LiveFrame, { type: 'settled' }> => frame.type === 'settled',
    );
    expect(settled).toMatchObject({ roundNumber: round.number, stake: '1000' });
    expect(BigInt(settled.balance!)).toBe(500_000n - 1000n + BigInt(settled.win));
    // Bob staked nothing: no settlement of his own.
    expect(bobSeat.frames.some((frame) => frame.type === 'settled')).toBe(false);

    // A reconnect resumes with the table as it is now.
    aliceSeat.socket.close();
    const back = await sit(alice);
    const resumed = await back.next((frame): frame is StateFrame => frame.type === 'state');
    expect(resumed.state.round).toMatchObject({ number: round.number, result: seenByAlice.state.round!.result });
    back.socket.close();
    bobSeat.socket.close();
  });
});
