import {
  type FishingFrame,
  fishingFrameSchema,
  fishingPaths,
  fishingTableSchema,
  gameClientPaths,
  rotatedSeedsSchema,
  roundHistorySchema,
} from '@portal/contracts';
import { decideShot, fishingKindById, fishOf, shotPayout } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { createGameServer, type GameServerContext, launchSession } from '../harness.js';

let ctx: GameServerContext;
let origin = '';
/** Frozen: ten shots fired in one instant are ten in the same second. */
const clock = new Date('2026-11-29T14:00:00Z');
beforeAll(async () => {
  ctx = await createGameServer(() => clock);
  origin = (await ctx.app.listen({ host: '127.0.0.1', port: 0 })).replace('http', 'ws');
});
afterAll(() => ctx.close());

const launch = (trialBalance = '100000', gameCode = 'golden-ocean-king') =>
  launchSession(ctx, { gameCode, playerId: null, mode: 'trial', trialBalance });

/** A seat's socket: sends shots and waits for the frames answering them. */
async function seat(session: string) {
  const socket = new WebSocket(`${origin}${fishingPaths.socket}?session=${session}`);
  const frames: FishingFrame[] = [];
  const listeners: (() => void)[] = [];
  socket.on('message', (data) => {
    frames.push(fishingFrameSchema.parse(JSON.parse(String(data))));
    for (const listener of listeners.splice(0)) listener();
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  const until = async (count: number) => {
    while (frames.length < count) await new Promise<void>((resolve) => listeners.push(resolve));
    return frames.slice(0, count);
  };
  await new Promise<void>((resolve) => {
    socket.once('open', () => resolve());
    socket.once('close', () => resolve());
  });
  const fire = (id: number, fish: string, cannon = 0) =>
    socket.send(JSON.stringify({ type: 'shot', id, fish, cannon }));
  return { socket, frames, until, closed, fire };
}

describe('a fishing game on the game server', () => {
  it('closes the socket of a session that is not a fishing seat', async () => {
    expect(await (await seat('B'.repeat(43))).closed).toBe(4401);
    expect(await (await seat(await launch('1000', 'ocean-king'))).closed).toBe(4404);
  });

  it('decides each shot from the player stream, batches the money, and the revealed seed replays every shot', async () => {
    const session = await launch();
    const table = fishingTableSchema.parse(
      (await ctx.app.inject({ url: `${fishingPaths.table}?session=${session}` })).json(),
    );
    expect(table).toMatchObject({ kind: 'ocean-king', returnPercent: 97, balance: '100000', shotsPerSecond: 10 });
    const kind = fishingKindById('ocean-king')!;
    const fish = ['clownfish', 'king-crab', 'bomb-crab', 'lightning-eel', 'seahorse'];
    const { fire, until, frames, socket } = await seat(session);
    for (let id = 0; id < 10; id++) fire(id, fish[id % fish.length]!, id % 3);
    fire(10, 'clownfish');
    fire(11, 'goldfish');
    const answered = await until(12);
    // The eleventh shot of the second is one too many; a fish the game does not field is no shot at all.
    const refusals = answered.filter((frame) => frame.type === 'refused');
    expect(refusals.map((frame) => [frame.id, frame.code])).toEqual([
      [10, 'TOO_FAST'],
      [11, 'FISH_UNKNOWN'],
    ]);
    const shots = answered.filter((frame) => frame.type === 'shot');
    expect(shots.map((shot) => shot.id)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    let balance = 100_000n;
    for (const shot of shots) {
      balance += BigInt(shot.win) - BigInt(shot.stake);
      expect(shot.balance).toBe(String(balance));
    }

    await ctx.app.fishingGames.flushAll();
    const settled = (await until(13))[12]!;
    const staked = shots.reduce((sum, shot) => sum + BigInt(shot.stake), 0n);
    const won = shots.reduce((sum, shot) => sum + BigInt(shot.win), 0n);
    expect(settled).toMatchObject({
      type: 'settled',
      shots: 10,
      stake: String(staked),
      win: String(won),
      balance: String(balance),
    });
    socket.close();

    // Rotated: the seed is shown, and each shot of the batch's round is recomputed in order from its stream.
    const revealed = rotatedSeedsSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session } })).json(),
    ).revealed;
    const [round] = roundHistorySchema.parse(
      (await ctx.app.inject({ url: `${gameClientPaths.rounds}?session=${session}` })).json(),
    ).items;
    expect(round).toMatchObject({ bet: String(staked), win: String(won), commitment: revealed.commitment });
    const stream = await hmacUint32Stream(revealed.serverSeed, round!.clientSeed, String(round!.nonce));
    for (const shot of round!.fishing!.shots) {
      const decided = await runSamplerAsync(decideShot(fishOf(kind, shot.fish)!, kind.rtp), stream);
      expect({ caught: shot.caught, multiplier: shot.multiplier }).toEqual(decided);
      expect(shot.win).toBe(String(shotPayout(BigInt(shot.stake), decided)));
    }
    expect(frames).toHaveLength(13);
  });

  it('refuses a shot the balance does not cover, counting the shots not yet paid', async () => {
    const session = await launch('1500');
    const { fire, until, socket } = await seat(session);
    fire(1, 'clownfish', 7);
    fire(2, 'clownfish', 6);
    fire(3, 'clownfish', 6);
    const [offTable, first, second] = await until(3);
    expect(offTable).toMatchObject({ type: 'refused', code: 'CANNON_INVALID' });
    expect(first).toMatchObject({ type: 'shot', stake: '1000' });
    // The first shot is not paid yet: what it won or lost already counts for the second.
    const left = 1500n - 1000n + BigInt(first?.type === 'shot' ? first.win : '0');
    expect(second).toMatchObject(
      left < 1000n
        ? { type: 'refused', code: 'INSUFFICIENT_FUNDS' }
        : { type: 'shot', balance: String(left - 1000n + BigInt(second?.type === 'shot' ? second.win : '0')) },
    );
    socket.close();
  });
});
