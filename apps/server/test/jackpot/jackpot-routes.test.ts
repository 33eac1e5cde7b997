import { randomBytes } from 'node:crypto';
import { jackpotLiveSchema, jackpotPaths, seamlessPaths } from '@portal/contracts';
import { createParser } from 'eventsource-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSite } from '../factories.js';
import type { TestContext } from '../harness.js';
import { type OperatorCall, signInOperator } from '../operator-client.js';
import {
  createProviderApp,
  launch,
  ProviderCaller,
  type ProviderWorld,
  providerWorld,
} from '../provider/provider-setup.js';

// The jackpot's routes: the operator's terms (401, 403, 400, then the pool opening with its seed), the public pool,
// and the live stream the ticker reads, over a real socket.
let ctx: TestContext;
let world: ProviderWorld;
let operator: OperatorCall;
let winning = false;
const terms = { shareBp: 250, seed: '100000', stakePerWin: '50000000', active: true };

beforeAll(async () => {
  ctx = await createProviderApp({}, { jackpotDraw: (below) => (winning ? 0n : below - 1n) });
  world = await providerWorld(ctx, 'streamer', 1_000_00n);
  operator = await signInOperator(ctx, world.site.code, 'jackpotboss', [world.site.id]);
});
afterAll(() => ctx.close());

describe('the operator sets the jackpot', () => {
  it('answers 401 without a token and 403 for an operator of another site', async () => {
    const anonymous = await world.member.call('GET', jackpotPaths.settings);
    expect(anonymous.statusCode).toBe(401);
    const other = await buildSite(ctx.database.db);
    await ctx.app.sites.reload();
    const stranger = await signInOperator(ctx, other.code, 'otherboss', [other.id]);
    const foreign = await stranger('PUT', jackpotPaths.settings, terms, { merchant: world.site.code });
    expect(foreign.statusCode).toBe(403);
  });

  it('answers 404 before any jackpot, and 400 naming the field for terms out of bounds', async () => {
    expect((await operator('GET', jackpotPaths.settings)).statusCode).toBe(404);
    expect((await world.member.call('GET', jackpotPaths.pool)).statusCode).toBe(404);
    for (const [body, field] of [
      [{ ...terms, shareBp: 0 }, 'body.shareBp'],
      [{ ...terms, shareBp: 1001 }, 'body.shareBp'],
      [{ ...terms, seed: '0' }, 'body.seed'],
      [{ ...terms, stakePerWin: String(2n ** 48n) }, 'body.stakePerWin'],
      [{ ...terms, seed: '1.5' }, 'body.seed'],
    ] as const) {
      const response = await operator('PUT', jackpotPaths.settings, body);
      expect([response.statusCode, response.json().field]).toEqual([400, field]);
    }
    expect((await operator('GET', jackpotPaths.settings)).statusCode).toBe(404);
  });

  it('opens the pool with its seed once; a change of terms keeps what the pool holds', async () => {
    const first = await operator('PUT', jackpotPaths.settings, terms);
    expect(first.json().value).toMatchObject({ ...terms, amount: '100000', currency: 'USD', wins: 0 });
    const changed = await operator('PUT', jackpotPaths.settings, { ...terms, seed: '900000' });
    expect(changed.json().value).toMatchObject({ seed: '900000', amount: '100000' });
    const shown = (await world.member.call('GET', jackpotPaths.pool)).json().value;
    const { active: _, ...published } = terms;
    expect(shown).toEqual({ ...published, seed: '900000', amount: '100000', currency: 'USD', lastWin: null });
  });

  it('pauses: the ticker shows nothing and bets leave the pool alone', async () => {
    await operator('PUT', jackpotPaths.settings, { ...terms, active: false });
    expect((await world.member.call('GET', jackpotPaths.pool)).statusCode).toBe(404);
    const token = await launch(world.member, world.slotNodeId);
    const id = randomBytes(4).toString('hex');
    const bet = { sessionToken: token, transactionId: `bet-${id}`, roundId: `round-${id}`, amount: '10000' };
    await new ProviderCaller(ctx).send(seamlessPaths.bet, bet);
    const view = (await operator('GET', jackpotPaths.settings)).json().value;
    expect(view).toMatchObject({ active: false, amount: '100000' });
    await operator('PUT', jackpotPaths.settings, terms);
  });
});

/** The app on a real socket (streams need one): listened on once, its address. */
let listenedAt: string | null = null;
async function listening(): Promise<string> {
  listenedAt ??= await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  return listenedAt;
}

describe('the live pool', () => {
  it('sends the pool when the stream opens, and the new pool and its winner as soon as a bet wins it', async () => {
    const address = await listening();
    const stream = await fetch(`${address}${jackpotPaths.live}`, { headers: { merchant: world.site.code } });
    expect(stream.headers.get('content-type')).toContain('text/event-stream');
    const events: unknown[] = [];
    const parser = createParser({ onEvent: (event) => events.push(jackpotLiveSchema.parse(JSON.parse(event.data))) });
    const reader = stream.body!.pipeThrough(new TextDecoderStream()).getReader();
    const nextEvent = async () => {
      const seen = events.length;
      while (events.length === seen) {
        const { value, done } = await reader.read();
        if (done) throw new Error('the stream ended');
        parser.feed(value);
      }
      return events[seen];
    };
    expect(await nextEvent()).toEqual({ amount: '100000', lastWin: null });

    const token = await launch(world.member, world.slotNodeId);
    winning = true;
    const bet = { sessionToken: token, transactionId: 'bet-live-1', roundId: 'round-live-1', amount: '400' };
    const won = (await new ProviderCaller(ctx).send(seamlessPaths.bet, bet)).json().value;
    winning = false;
    expect(won.jackpotWin).toBe('100010');
    // The pool starts again from the seed of the terms now (the pause test set them back).
    expect(await nextEvent()).toMatchObject({
      amount: terms.seed,
      lastWin: { customerName: 'st***er', amount: '100010', gameName: expect.any(String) },
    });
    await reader.cancel();
  });

  it('holds at most 16 streams of one address: a burst gets 503 past them, and a closed one makes room', async () => {
    const url = `${await listening()}${jackpotPaths.live}`;
    /** One stream: its status, and how to leave it (a stream read from and cancelled, as the browser leaves). */
    const open = async () => {
      const response = await fetch(url, { headers: { merchant: world.site.code } });
      if (response.status !== 200) {
        const refusal = (await response.json()) as { code: string };
        return { status: response.status, code: refusal.code, close: async () => {} };
      }
      const reader = response.body!.getReader();
      await reader.read();
      return { status: 200, code: null, close: () => reader.cancel() };
    };
    const burst = await Promise.all(Array.from({ length: 20 }, open));
    const admitted = burst.filter((stream) => stream.status === 200);
    const refused = burst.filter((stream) => stream.status !== 200);
    expect(admitted).toHaveLength(16);
    expect(refused.map((stream) => [stream.status, stream.code])).toEqual(
      Array.from({ length: 4 }, () => [503, 'SERVICE_UNAVAILABLE']),
    );
    expect((await open()).status).toBe(503);
    await admitted[0]!.close();
    await expect
      .poll(async () => {
        const stream = await open();
        await stream.close();
        return stream.status;
      })
      .toBe(200);
    await Promise.all(admitted.slice(1).map((stream) => stream.close()));
  });
});
