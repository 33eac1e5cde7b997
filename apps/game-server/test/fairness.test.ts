import { activeSeedsSchema, gameClientPaths, rotatedSeedsSchema } from '@portal/contracts';
import { commitmentOf, hmacUint32Stream } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Fairness } from '../src/fairness/fairness.service.js';
import { createGameServer, type GameServerContext, launchSession } from './harness.js';

let clock = new Date('2026-11-28T10:00:00Z');
let ctx: GameServerContext;
beforeAll(async () => {
  ctx = await createGameServer(() => clock);
});
afterAll(() => ctx.close());

const launch = (playerId: string | null, mode: 'real' | 'trial' = 'real') =>
  launchSession(ctx, { gameCode: 'SLOT_1', playerId, mode });
const active = async (session: string) =>
  activeSeedsSchema.parse((await ctx.app.inject({ url: `${gameClientPaths.fairness}?session=${session}` })).json());
const rotate = (session: string, clientSeed?: string) =>
  ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session, clientSeed } });

describe('the fairness panel of a game session', () => {
  it('refuses an unknown or expired session (401) and a malformed token (400)', async () => {
    const session = await launch('2001');
    const unknown = await ctx.app.inject({ url: `${gameClientPaths.fairness}?session=${'A'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json()).toMatchObject({ code: 'GAME_SESSION_INVALID', field: 'session' });
    const malformed = await ctx.app.inject({ url: `${gameClientPaths.fairness}?session=short` });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'querystring.session' });
    clock = new Date(clock.getTime() + 121 * 60_000);
    try {
      expect((await ctx.app.inject({ url: `${gameClientPaths.fairness}?session=${session}` })).statusCode).toBe(401);
    } finally {
      clock = new Date(clock.getTime() - 121 * 60_000);
    }
  });

  it('shows the commitment before play, numbers parallel rounds one each, and reveals a seed that recomputes them', async () => {
    const session = await launch('2002');
    const before = await active(session);
    expect(before.nonce).toBe(0);
    expect(before.commitment).toMatch(/^[0-9a-f]{64}$/);

    // Ten rounds at once, each in its own transaction as a spin is: ten different nonces, nothing shared.
    const fairness = new Fairness(ctx.database.db, () => clock);
    const owner = 'portal:AUR:2002:real';
    const rounds = await Promise.all(
      Array.from({ length: 10 }, () =>
        ctx.database.db.transaction(async (tx) => {
          const round = await fairness.nextRound(tx, owner);
          return { nonce: round.nonce, clientSeed: round.clientSeed, first: await round.nextUint32() };
        }),
      ),
    );
    expect(rounds.map((round) => round.nonce).sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
    expect((await active(session)).nonce).toBe(10);

    const rotated = await rotate(session, 'my-lucky-seed');
    expect(rotated.statusCode).toBe(200);
    const { revealed, active: next } = rotatedSeedsSchema.parse(rotated.json());
    expect(revealed).toMatchObject({ commitment: before.commitment, clientSeed: before.clientSeed, rounds: 10 });
    expect(await commitmentOf(revealed.serverSeed)).toBe(before.commitment);
    for (const round of rounds) {
      const stream = await hmacUint32Stream(revealed.serverSeed, round.clientSeed, String(round.nonce));
      expect(await stream()).toBe(round.first);
    }
    expect(next).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    expect(next.commitment).not.toBe(before.commitment);

    const page = (await ctx.app.inject({ url: `${gameClientPaths.revealedSeeds}?session=${session}` })).json();
    expect(page).toMatchObject({ page: 1, total: 1, items: [{ serverSeed: revealed.serverSeed, rounds: 10 }] });
  });

  it('refuses a client seed with spaces or too long, naming it, and keeps the pair', async () => {
    const session = await launch('2003');
    const before = await active(session);
    for (const clientSeed of ['two words', 'x'.repeat(65)]) {
      const response = await rotate(session, clientSeed);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.clientSeed' });
    }
    expect(await active(session)).toEqual(before);
  });

  it('keeps real and trial play of one player, and every visitor, on pairs of their own', async () => {
    const real = await active(await launch('2004'));
    const realAgain = await active(await launch('2004'));
    const trial = await active(await launch('2004', 'trial'));
    const visitor = await active(await launch(null, 'trial'));
    const otherVisitor = await active(await launch(null, 'trial'));
    expect(realAgain.commitment).toBe(real.commitment);
    const commitments = new Set([real, trial, visitor, otherVisitor].map((pair) => pair.commitment));
    expect(commitments.size).toBe(4);
  });
});
