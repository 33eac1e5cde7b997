import {
  gameClientPaths,
  houseGameInfoSchema,
  houseGamePaths,
  houseRoundSchema,
  rotatedSeedsSchema,
} from '@portal/contracts';
import { bestHold, coinFlip } from '@portal/house-games';
import { hmacUint32Stream, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext, launchSession } from './harness.js';

let ctx: GameServerContext;
/** The game server's clock runs ahead by this much (sessions end without waiting for them). */
let aheadMs = 0;
beforeAll(async () => {
  ctx = await createGameServer(() => new Date(Date.now() + aheadMs));
});
afterAll(() => ctx.close());

const launch = (gameCode: string, trialBalance = '100000') =>
  launchSession(ctx, { gameCode, playerId: null, mode: 'trial', trialBalance });
const play = (session: string, wagers: { spot: string; amount: string }[]) =>
  ctx.app.inject({ method: 'POST', url: houseGamePaths.play, payload: { session, wagers } });
const info = (session: string) => ctx.app.inject({ url: `${houseGamePaths.info}?session=${session}` });

describe('an instant house game (coin flip) on the game server', () => {
  it('answers 401 without a session, 404 for a slot session, and the rules for its own', async () => {
    expect((await info('B'.repeat(43))).statusCode).toBe(401);
    const slot = await info(await launch('AUR_SLOT_7'));
    expect(slot.statusCode).toBe(404);
    expect(slot.json()).toMatchObject({ code: 'NOT_A_HOUSE_GAME', field: 'session' });
    const rules = houseGameInfoSchema.parse((await info(await launch('lucky-coin-flip'))).json());
    expect(rules).toMatchObject({ game: 'coin-flip', kind: 'AC', returnPercent: 98, balance: '100000', open: null });
    expect(rules.spots.map((spot) => spot.spot)).toEqual(['heads', 'tails']);
  });

  it('refuses a wager off the board, off the chips or over the limit, naming it, and moves no money', async () => {
    const session = await launch('lucky-coin-flip');
    const refusals = [
      [[{ spot: 'edge', amount: '100' }], 'WAGER_INVALID', 'wagers'],
      [[{ spot: 'heads', amount: '15' }], 'BET_INVALID', 'wagers.0.amount'],
      [[{ spot: 'heads', amount: '60000' }], 'BET_INVALID', 'wagers.0.amount'],
      [[{ spot: 'heads', amount: '-100' }], 'VALIDATION_ERROR', 'body.wagers.0.amount'],
    ] as const;
    for (const [wagers, code, field] of refusals) {
      const refused = await play(session, [...wagers]);
      expect(refused.statusCode, code).toBe(400);
      expect(refused.json()).toMatchObject({ code, field });
    }
    expect(houseGameInfoSchema.parse((await info(session)).json()).balance).toBe('100000');
  });

  it('plays from the player stream: the balance moves by the win less the stake, and the seeds recompute it', async () => {
    const session = await launch('lucky-coin-flip');
    let balance = 100_000n;
    const rounds = [];
    for (let i = 0; i < 6; i++) {
      const round = houseRoundSchema.parse((await play(session, [{ spot: 'heads', amount: '100' }])).json());
      const coin = (round.view as { coin: string }).coin;
      expect(round).toMatchObject({
        status: 'settled',
        actions: [],
        stake: '100',
        win: coin === 'heads' ? '196' : '0',
      });
      balance += BigInt(round.win ?? '0') - 100n;
      expect(round.balance).toBe(String(balance));
      rounds.push(round);
    }
    const rotated = rotatedSeedsSchema.parse(
      (await ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session } })).json(),
    );
    for (const round of rounds) {
      const stream = await hmacUint32Stream(rotated.revealed.serverSeed, round.clientSeed, String(round.nonce));
      const dealt = await runSamplerAsync(coinFlip.deal([{ spot: 'heads', amount: 100n }]), stream);
      expect(dealt.coin).toBe((round.view as { coin: string }).coin);
    }
  });

  it('refuses a round the play money does not cover (409) and carries the rules in the page', async () => {
    const session = await launch('lucky-coin-flip', '50');
    const poor = await play(session, [{ spot: 'tails', amount: '100' }]);
    expect(poor.statusCode).toBe(409);
    expect(poor.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS' });
    const screen = await ctx.app.inject({ url: `${gameClientPaths.screen}?session=${session}` });
    expect(screen.json()).toMatchObject({ house: { game: 'coin-flip', balance: '50' } });
  });

  it('deals one round of a game that waits for actions, however many come at once (play money too)', async () => {
    const session = await launch('lucky-minefield');
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => play(session, [{ spot: 'mines-3', amount: '100' }])),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409, 409, 409, 409]);
    for (const refused of answers.filter((answer) => answer.statusCode === 409)) {
      expect(refused.json()).toMatchObject({ code: 'ROUND_OPEN', field: 'wagers' });
    }
    const rules = houseGameInfoSchema.parse((await info(session)).json());
    expect(rules.balance).toBe('99900');
    expect(rules.open?.status).toBe('open');
  });

  it('finishes a round its player left waiting once the session has ended, and voids one left before any move', async () => {
    const poker = await launch('jacks-or-better-classic');
    const mines = await launch('lucky-minefield');
    const hand = houseRoundSchema.parse((await play(poker, [{ spot: 'hand', amount: '500' }])).json());
    const field = houseRoundSchema.parse((await play(mines, [{ spot: 'mines-3', amount: '100' }])).json());
    expect([hand.status, field.status]).toEqual(['open', 'open']);
    expect(await ctx.app.houseRounds.finishAbandoned()).toBe(0); // the sessions still play

    aheadMs += 2 * 24 * 60 * 60_000;
    // These two, and the mines round the test above left open with no tile picked.
    expect(await ctx.app.houseRounds.finishAbandoned()).toBe(3);
    expect(await ctx.app.houseRounds.finishAbandoned()).toBe(0); // each once
    const { rows } = await ctx.database.pool.query<{ public_id: string; status: string; taken: string[]; win: string }>(
      `SELECT public_id, status, outcome->'taken' AS taken, win::text FROM rounds WHERE public_id = ANY($1)`,
      [[hand.roundId, field.roundId]],
    );
    const dealt = (hand.view as { dealt: number[] }).dealt;
    expect(rows.find((row) => row.public_id === hand.roundId)).toMatchObject({
      status: 'settled',
      taken: [`hold-${bestHold(dealt, 'jacks-or-better')}`],
    });
    // A mines round with no tile picked has nothing to cash out and no move to make for its player: its stake goes back.
    expect(rows.find((row) => row.public_id === field.roundId)).toMatchObject({ status: 'rolled_back', taken: [] });
    const won = BigInt(rows.find((row) => row.public_id === hand.roundId)!.win);
    const { rows: sessions } = await ctx.database.pool.query<{ balance: string }>(
      `SELECT trial_balance::text AS balance FROM game_sessions s JOIN rounds r ON r.session_id = s.id
        WHERE r.public_id = $1`,
      [hand.roundId],
    );
    expect(BigInt(sessions[0]!.balance)).toBe(100_000n - 500n + won);
    const { rows: minesSession } = await ctx.database.pool.query<{ balance: string }>(
      `SELECT trial_balance::text AS balance FROM game_sessions s JOIN rounds r ON r.session_id = s.id
        WHERE r.public_id = $1`,
      [field.roundId],
    );
    expect(minesSession[0]!.balance).toBe('100000');
    aheadMs = 0;
  });
});
