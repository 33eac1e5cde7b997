import type { ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { adminQuery } from '@portal/server/testing';
import { startServer } from './processes.js';

const here = path.dirname(fileURLToPath(import.meta.url));

export interface GameServerBeside {
  /** What the portal is started with to reach it. */
  portalEnv: Record<string, string>;
  /** Its own database, for what a bench arranges or checks there directly. */
  databaseUrl: string;
  /** How the operator's calls to it are signed (X-Operator, and the secret, base64). */
  operator: string;
  secret: string;
  /** Starts it, its wallet calls going to the portal on `portalPort`. */
  start(portalPort: number): ChildProcess;
  /** Drops its database (once it is stopped). */
  drop(): Promise<void>;
}

/**
 * The game server beside the portal, as `npm start` runs it: its own database (`name`) on the portal's PostgreSQL
 * server, its own process on `port`, and a fresh secret both sign with.
 */
export async function gameServerBeside(databaseUrl: string, port: number, name: string): Promise<GameServerBeside> {
  await adminQuery(databaseUrl, `CREATE DATABASE "${name}"`);
  const games = new URL(databaseUrl);
  games.pathname = `/${name}`;
  const secret = randomBytes(32).toString('base64');
  const operator = 'portal';
  return {
    portalEnv: { GAME_SERVER_URL: `http://127.0.0.1:${port}`, GAME_SERVER_SECRET: secret },
    databaseUrl: games.toString(),
    operator,
    secret,
    start: (portalPort) =>
      startServer(path.join(here, '../../apps/game-server/src/main.ts'), {
        GAME_DATABASE_URL: games.toString(),
        PORTAL_URL: `http://127.0.0.1:${portalPort}`,
        OPERATOR_CODE: operator,
        VENDOR_SECRET: secret,
        PORT: String(port),
        HOST: '127.0.0.1',
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
      }),
    drop: async () => {
      await adminQuery(databaseUrl, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    },
  };
}
