import { randomBytes } from 'node:crypto';
import { adminQuery } from '@portal/server/scratch-postgres';
import { buildGameServer } from '../src/app.js';
import { startBackgroundWork } from '../src/background.js';
import { testGameServerConfig, testVendorSecret } from '../src/config.js';
import { connectGameDatabase } from '../src/db/client.js';
import { migrateGameDatabase } from '../src/db/migrate.js';
import { modelOf } from '../src/slots/titles.js';

/**
 * `@portal/game-server/testing`: how the browser journeys (e2e/) and the benchmarks (bench/) start a real game
 * server beside their portal: its own database on the given PostgreSQL, migrated, listening on 127.0.0.1.
 * The portal then reaches it over HTTP, as in production.
 */
export interface RunningGameServer {
  /** Where it answers (the portal's GAME_SERVER_URL and where browsers open the client). */
  url: string;
  /** The secret both sides sign with (the portal's GAME_SERVER_SECRET), base64. */
  secret: string;
  operator: string;
  /** Moves its clock on (a virtual sports event to its end, a session to its expiry): time is never slept. */
  advance(ms: number): void;
  close(): Promise<void>;
}

/** The secret and operator code a test game server signs with: the portal under test is started with them. */
export const testVendorLink = { secret: testVendorSecret, operator: 'portal' } as const;

export async function startGameServer(options: {
  /** Any database URL of the PostgreSQL server to create the game database on. */
  databaseServerUrl: string;
  portalUrl: string;
  port: number;
  logLevel?: 'silent' | 'warn';
}): Promise<RunningGameServer> {
  const name = `games_${randomBytes(6).toString('hex')}`;
  await adminQuery(options.databaseServerUrl, `CREATE DATABASE "${name}"`);
  const url = new URL(options.databaseServerUrl);
  url.pathname = `/${name}`;
  const database = connectGameDatabase(url.toString(), { max: 10 });
  await migrateGameDatabase(database.db);
  const publicUrl = `http://127.0.0.1:${options.port}`;
  const config = testGameServerConfig({
    GAME_DATABASE_URL: url.toString(),
    PORTAL_URL: options.portalUrl,
    PUBLIC_URL: publicUrl,
    LOG_LEVEL: options.logLevel ?? 'warn',
  });
  let aheadMs = 0;
  const app = await buildGameServer({ config, database, now: () => new Date(Date.now() + aheadMs) });
  await app.listen({ host: '127.0.0.1', port: options.port });
  const stopBackground = startBackgroundWork(app);
  return {
    url: publicUrl,
    secret: config.VENDOR_SECRET,
    operator: config.OPERATOR_CODE,
    advance(ms) {
      aheadMs += ms;
    },
    async close() {
      stopBackground();
      await app.close();
      await database.close();
      await adminQuery(options.databaseServerUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}

/** The slot model a title plays (`tumble6x5-low`, ...): the journeys pick a title with a feature by it. */
export const slotModelIdOf = (gameCode: string): string => modelOf(gameCode).id;
