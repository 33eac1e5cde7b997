import { createHash } from 'node:crypto';
import { vendorHeaders, vendorPaths, vendorSessionSchema } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGameServer, type GameServerContext } from './harness.js';

const launchedAt = new Date('2026-11-28T10:00:00Z');
let ctx: GameServerContext;
beforeAll(async () => {
  ctx = await createGameServer(() => launchedAt);
});
afterAll(() => ctx.close());

const realLaunch = {
  walletToken: 'w'.repeat(43),
  playerId: '1042',
  siteCode: 'AUR',
  currency: 'AUD',
  language: 'TY',
  studio: 'NOVA',
  gameCode: 'BUILTIN_SLOT_1',
  mode: 'real',
};
const sessionRows = async () =>
  (await ctx.database.pool.query('SELECT count(*)::int AS n FROM game_sessions')).rows[0].n as number;

describe('POST /v1/sessions (the operator opens a game session)', () => {
  it('refuses a call that is unsigned, forged, signed for another body or by another operator (401)', async () => {
    const body = JSON.stringify(realLaunch);
    const secret = Buffer.from(ctx.config.VENDOR_SECRET, 'base64');
    const attempts: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      {
        'content-type': 'application/json',
        [vendorHeaders.operator]: 'portal',
        [vendorHeaders.signature]: 'ab'.repeat(32),
      },
      {
        'content-type': 'application/json',
        [vendorHeaders.operator]: 'portal',
        [vendorHeaders.signature]: signBody(secret, JSON.stringify({ ...realLaunch, playerId: '1' })),
      },
      {
        'content-type': 'application/json',
        [vendorHeaders.operator]: 'other',
        [vendorHeaders.signature]: signBody(secret, body),
      },
    ];
    for (const headers of attempts) {
      const response = await ctx.signed(vendorPaths.sessions, realLaunch, headers);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toMatchObject({ code: 'SIGNATURE_INVALID', field: vendorHeaders.signature });
    }
    expect(await sessionRows()).toBe(0);
  });

  it('answers 400 naming the field for a bad launch, and opens nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ ...realLaunch, currency: 'dollars' }, 'body.currency'],
      [{ ...realLaunch, language: 'XX' }, 'body.language'],
      [{ ...realLaunch, walletToken: 'short' }, 'body.walletToken'],
      [{ ...realLaunch, trialBalance: '100000' }, 'body.trialBalance'],
      [{ ...realLaunch, mode: 'trial' }, 'body.trialBalance'],
    ];
    for (const [body, field] of cases) {
      const response = await ctx.signed(vendorPaths.sessions, body);
      expect(response.statusCode, field).toBe(400);
      expect(response.json()).toMatchObject({ code: 'VALIDATION_ERROR', field });
    }
    expect(await sessionRows()).toBe(0);
  });

  it('opens a real session and answers its game client URL; the token is kept only as its hash', async () => {
    const response = await ctx.signed(vendorPaths.sessions, realLaunch);
    expect(response.statusCode).toBe(201);
    const session = vendorSessionSchema.parse(response.json());
    const url = new URL(session.url);
    expect(`${url.origin}${url.pathname}`).toBe('http://games.localhost:3100/play/BUILTIN_SLOT_1');
    expect(url.searchParams.get('lang')).toBe('TY');
    const token = url.searchParams.get('session') ?? '';
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(session.expiresAt).toBe(new Date(launchedAt.getTime() + 120 * 60_000).toISOString());
    const { rows } = await ctx.database.pool.query(
      'SELECT public_id, token_hash, wallet_token, player_id, mode, trial_balance FROM game_sessions',
    );
    expect(rows).toEqual([
      {
        public_id: session.sessionId,
        token_hash: createHash('sha256').update(token).digest(),
        wallet_token: realLaunch.walletToken,
        player_id: '1042',
        mode: 'real',
        trial_balance: null,
      },
    ]);
  });

  it('opens a trial session for a visitor with the play money it is given', async () => {
    const response = await ctx.signed(vendorPaths.sessions, {
      ...realLaunch,
      playerId: null,
      mode: 'trial',
      trialBalance: '200000',
    });
    expect(response.statusCode).toBe(201);
    const { sessionId } = vendorSessionSchema.parse(response.json());
    const { rows } = await ctx.database.pool.query(
      'SELECT player_id, mode, trial_balance FROM game_sessions WHERE public_id = $1',
      [sessionId],
    );
    expect(rows).toEqual([{ player_id: null, mode: 'trial', trial_balance: '200000' }]);
  });
});

describe('GET /healthz', () => {
  it('answers once its database answers', async () => {
    const response = await ctx.app.inject({ url: vendorPaths.health });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok' });
  });
});
