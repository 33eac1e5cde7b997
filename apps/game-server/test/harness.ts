import { randomBytes } from 'node:crypto';
import { vendorHeaders, vendorPaths, vendorSessionSchema } from '@portal/contracts';
import { signBody } from '@portal/contracts/signature';
import { adminQuery } from '@portal/server/scratch-postgres';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { inject } from 'vitest';
import { buildGameServer } from '../src/app.js';
import { type GameServerConfig, testGameServerConfig } from '../src/config.js';
import { connectGameDatabase, type GameDatabaseHandle } from '../src/db/client.js';

export interface GameServerContext {
  app: FastifyInstance;
  database: GameDatabaseHandle;
  config: GameServerConfig;
  /** Sends a call as the operator signs it (or with the headers given instead). */
  signed(path: string, body: unknown, headers?: Record<string, string>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * The real game server on a fresh clone of the migrated template, dropped again by `close`; or, given a
 * database's URL, a second process of the same game server on that database (its `close` leaves it).
 */
export async function createGameServer(
  now?: () => Date,
  settings: Partial<Record<keyof GameServerConfig, string>> = {},
  sharedDatabaseUrl?: string,
): Promise<GameServerContext> {
  const name = `game_test_${randomBytes(6).toString('hex')}`;
  const serverUrl = inject('gameServerUrl');
  if (!sharedDatabaseUrl) {
    await adminQuery(serverUrl, `CREATE DATABASE "${name}" TEMPLATE "${inject('gameTemplateDatabase')}"`);
  }
  const url = new URL(sharedDatabaseUrl ?? serverUrl);
  if (!sharedDatabaseUrl) url.pathname = `/${name}`;
  const database = connectGameDatabase(url.toString(), { max: 5 });
  const config = testGameServerConfig({
    GAME_DATABASE_URL: url.toString(),
    PUBLIC_URL: 'http://games.localhost:3100',
    ...settings,
  });
  // A bet's retries wait for nothing here: time in tests is never slept.
  // A fishing seat's batches are flushed by the tests themselves (an hour is never reached).
  const app = await buildGameServer({
    config,
    database,
    wait: async () => {},
    batchMs: 3_600_000,
    ...(now ? { now } : {}),
  });
  await app.ready();
  const secret = Buffer.from(config.VENDOR_SECRET, 'base64');
  return {
    app,
    database,
    config,
    signed: (path, body, headers) => {
      const payload = JSON.stringify(body);
      return app.inject({
        method: 'POST',
        url: path,
        payload,
        headers: headers ?? {
          'content-type': 'application/json',
          [vendorHeaders.operator]: config.OPERATOR_CODE,
          [vendorHeaders.signature]: signBody(secret, payload),
        },
      });
    },
    close: async () => {
      await app.close();
      await database.close();
      if (!sharedDatabaseUrl) await adminQuery(serverUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** Opens a session as the operator does and answers its client token (the `session` of the game URL). */
export async function launchSession(
  ctx: GameServerContext,
  options: {
    gameCode: string;
    playerId: string | null;
    mode: 'real' | 'trial';
    trialBalance?: string;
    studio?: string;
  },
): Promise<string> {
  const response = await ctx.signed(vendorPaths.sessions, {
    walletToken: 'w'.repeat(43),
    playerId: options.playerId,
    siteCode: 'AUR',
    currency: 'AUD',
    language: 'EN',
    studio: options.studio ?? 'NOVA',
    gameCode: options.gameCode,
    mode: options.mode,
    ...(options.mode === 'trial' ? { trialBalance: options.trialBalance ?? '100000' } : {}),
  });
  if (response.statusCode !== 201) throw new Error(`launch answered ${response.statusCode}: ${response.body}`);
  return new URL(vendorSessionSchema.parse(response.json()).url).searchParams.get('session') ?? '';
}
