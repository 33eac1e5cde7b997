import { gameClientPaths, reelSpinSchema, rotatedSeedsSchema, slotTitleSchema } from '@portal/contracts';
import { hmacUint32Stream, integerBelow, runSamplerAsync } from '@portal/lottery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { evaluate, gridAt, totalMultiple } from '../src/slots/evaluate.js';
import { exactReturn } from '../src/slots/exact-return.js';
import { hitRate } from '../src/slots/hit-rate.js';
import { betUnits } from '../src/slots/model.js';
import { modelOf } from '../src/slots/titles.js';
import { createGameServer, type GameServerContext, launchSession } from './harness.js';

let ctx: GameServerContext;
beforeAll(async () => {
  ctx = await createGameServer();
});
afterAll(() => ctx.close());

const gameCode = 'AUR_SLOT_7';
const model = modelOf(gameCode);
const smallestBet = String(betUnits(model));

const launch = (mode: 'real' | 'trial', trialBalance?: string, playerId: string | null = null) =>
  launchSession(ctx, { gameCode, playerId, mode, ...(trialBalance ? { trialBalance } : {}) });
const spin = (session: string, bet: string) =>
  ctx.app.inject({ method: 'POST', url: gameClientPaths.slotSpin, payload: { session, bet } });

describe('a slot title on the game server', () => {
  it('describes the title with its model and exact return; an unknown session is 401', async () => {
    const unknown = await ctx.app.inject({ url: `${gameClientPaths.slotInfo}?session=${'B'.repeat(43)}` });
    expect(unknown.statusCode).toBe(401);
    const session = await launch('trial');
    const title = slotTitleSchema.parse(
      (await ctx.app.inject({ url: `${gameClientPaths.slotInfo}?session=${session}` })).json(),
    );
    expect(title).toMatchObject({
      gameCode,
      modelId: model.id,
      volatility: model.volatility,
      mode: 'trial',
      balance: '100000',
      currency: 'AUD',
    });
    expect(title.rtpPercent).toBeCloseTo(exactReturn(model).total * 100, 3);
    expect(title.hitRatePercent).toBeCloseTo(hitRate(model) * 100, 3);
    expect(title.betOptions[0]).toBe(smallestBet);
  });

  it('refuses a bet it does not take (400 naming bet); a bet the wallet never answers is rolled back (503)', async () => {
    const trial = await launch('trial');
    const odd = await spin(trial, String(betUnits(model) + 1));
    expect(odd.statusCode).toBe(400);
    expect(odd.json()).toMatchObject({ code: 'BET_INVALID', field: 'bet' });
    const text = await spin(trial, 'ten');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ code: 'VALIDATION_ERROR', field: 'body.bet' });
    // PORTAL_URL points at a closed port: the bet is tried three times, then its rollback is queued.
    const real = await spin(await launch('real', undefined, '77'), smallestBet);
    expect(real.statusCode).toBe(503);
    expect(real.json()).toMatchObject({ code: 'WALLET_UNAVAILABLE', field: 'bet' });
    const { rows } = await ctx.database.pool.query(
      `SELECT r.status, w.kind, w.delivered_at, w.attempts, w.body->>'betTransactionId' AS bet
         FROM rounds r JOIN wallet_calls w ON w.round_id = r.id WHERE r.mode = 'real'`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'rolled_back', kind: 'rollback', delivered_at: null, attempts: 1 });
    expect(rows[0].bet).toMatch(/^R[0-9a-f]{24}-bet$/);
  });

  it('spins with play money, and every spin recomputes from the seed revealed afterwards', async () => {
    const session = await launch('trial');
    let balance = 100_000n;
    const spins = [];
    for (let index = 0; index < 12; index++) {
      const response = await spin(session, smallestBet);
      expect(response.statusCode).toBe(200);
      const played = reelSpinSchema.parse(response.json());
      balance += BigInt(played.win) - BigInt(played.bet);
      expect(played.balance).toBe(String(balance));
      spins.push(played);
    }
    expect(spins.map((played) => played.nonce)).toEqual([...Array(12).keys()]);

    const rotated = await ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session } });
    const { revealed } = rotatedSeedsSchema.parse(rotated.json());
    for (const played of spins) {
      const stream = await hmacUint32Stream(revealed.serverSeed, played.clientSeed, String(played.nonce));
      const stops = [];
      for (const strip of model.strips) stops.push(await runSamplerAsync(integerBelow(strip.length), stream));
      expect(stops).toEqual(played.stops);
      const wins = evaluate(model, gridAt(model, stops));
      expect(BigInt(played.win)).toBe(BigInt(Math.round(totalMultiple(model, wins) * Number(played.bet))));
    }
    const { rows } = await ctx.database.pool.query(
      'SELECT sum(bet - win)::text AS kept, count(*)::int AS n FROM rounds WHERE public_id = ANY($1)',
      [spins.map((played) => played.roundId)],
    );
    expect(rows[0]).toEqual({ kept: String(100_000n - balance), n: 12 });
  });

  it('plays a tumbling title: each round is its windows one after another, and its draws recompute', async () => {
    const tumbling = Array.from({ length: 500 }, (_, index) => `AUR_SLOT_${index}`).find(
      (code) => modelOf(code).features?.tumble,
    )!;
    const tumbleModel = modelOf(tumbling);
    const session = await launchSession(ctx, { gameCode: tumbling, playerId: null, mode: 'trial' });
    const title = slotTitleSchema.parse(
      (await ctx.app.inject({ url: `${gameClientPaths.slotInfo}?session=${session}` })).json(),
    );
    expect(title).toMatchObject({ payKind: 'anywhere', minimumCount: 8, features: { tumble: true } });
    expect(title.rtpPercent).toBe(tumbleModel.published!.rtpPercent);
    expect(title.rtpHalfWidthPercent).toBe(tumbleModel.published!.rtpHalfWidthPercent);
    const rounds = [];
    for (let index = 0; index < 20; index++) {
      rounds.push(reelSpinSchema.parse((await spin(session, String(betUnits(tumbleModel)))).json()));
    }
    // Nearly half the windows pay, so some of twenty rounds tumble; a tumble draws nothing new.
    expect(rounds.some((round) => round.steps.some((step) => step.kind === 'tumble'))).toBe(true);
    for (const round of rounds) {
      const amounts = [...round.wins, ...round.steps.flatMap((step) => step.wins)].map((win) => BigInt(win.amount));
      expect(BigInt(round.win)).toBe(amounts.reduce((sum, amount) => sum + amount, 0n));
      expect(round.drawLengths).toEqual(tumbleModel.strips.map((strip) => strip.length));
    }
    const rotated = await ctx.app.inject({ method: 'POST', url: gameClientPaths.rotateSeeds, payload: { session } });
    const { revealed } = rotatedSeedsSchema.parse(rotated.json());
    for (const round of rounds) {
      const stream = await hmacUint32Stream(revealed.serverSeed, round.clientSeed, String(round.nonce));
      const draws = [];
      for (const length of round.drawLengths) draws.push(await runSamplerAsync(integerBelow(length), stream));
      expect(draws).toEqual(round.draws);
    }
  });

  it('decides a burst of spins one at a time: never below zero, every spin paid from what was left', async () => {
    const stake = BigInt(smallestBet);
    const session = await launch('trial', String(stake * 4n));
    const answers = await Promise.all(Array.from({ length: 10 }, () => spin(session, smallestBet)));
    const played = answers
      .filter((answer) => answer.statusCode === 200)
      .map((answer) => reelSpinSchema.parse(answer.json()));
    const refused = answers.filter((answer) => answer.statusCode !== 200);
    for (const answer of refused) expect(answer.json()).toMatchObject({ code: 'INSUFFICIENT_FUNDS', field: 'bet' });
    expect(played.length).toBeGreaterThanOrEqual(4);
    expect(played.map((one) => one.nonce).sort((a, b) => a - b)).toEqual([...Array(played.length).keys()]);
    const final = played.reduce((left, one) => left - BigInt(one.bet) + BigInt(one.win), stake * 4n);
    const title = slotTitleSchema.parse(
      (await ctx.app.inject({ url: `${gameClientPaths.slotInfo}?session=${session}` })).json(),
    );
    expect(title.balance).toBe(String(final));
    expect(final).toBeGreaterThanOrEqual(0n);
  });
});
