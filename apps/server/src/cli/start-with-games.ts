import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config.js';
import { assertReachable, ensureDatabase, resolveDatabase } from '../db/bootstrap.js';
import { withDatabase } from '../db/client.js';

/**
 * `npm start`: the portal and the game server (apps/game-server), each its own process, reaching each other
 * only over HTTP as a portal and a game vendor do. This launcher holds the embedded PostgreSQL (or uses
 * DATABASE_URL's server) with the portal's database and the game server's `games` database side by side, makes
 * the secret both sign with (kept in DATA_DIR/game-server.key), and stops everything when either stops.
 */
const say = (message: string) => process.stdout.write(`${message}\n`);
const repoRoot = path.resolve(import.meta.dirname, '../../../..');

async function sharedSecret(dataDir: string): Promise<string> {
  if (process.env.GAME_SERVER_SECRET) return process.env.GAME_SERVER_SECRET;
  const file = path.join(dataDir, 'game-server.key');
  if (existsSync(file)) return (await readFile(file, 'utf8')).trim();
  await mkdir(dataDir, { recursive: true });
  const secret = randomBytes(32).toString('base64');
  await writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** The app's own process (node itself, not npm around it, so that a signal reaches it and it drains). */
function run(app: string, env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.join(repoRoot, app),
    env,
    stdio: 'inherit',
  });
}

async function main(): Promise<void> {
  const config = loadConfig();
  const target = await resolveDatabase(config, say);
  await assertReachable(target.url);
  const gamesUrl = process.env.GAME_DATABASE_URL ?? withDatabase(target.url, 'games');
  if (!process.env.GAME_DATABASE_URL) await ensureDatabase(target.url, 'games');
  const secret = await sharedSecret(config.DATA_DIR);
  const gamePort = Number(process.env.GAME_SERVER_PORT ?? 3100);
  const gameServerUrl = `http://127.0.0.1:${gamePort}`;
  const gameClientUrl = process.env.GAME_CLIENT_URL ?? `http://localhost:${gamePort}`;

  const children = [
    run('apps/game-server', {
      ...process.env,
      PORT: String(gamePort),
      HOST: '127.0.0.1',
      GAME_DATABASE_URL: gamesUrl,
      PORTAL_URL: `http://127.0.0.1:${config.PORT}`,
      OPERATOR_CODE: config.GAME_SERVER_OPERATOR,
      VENDOR_SECRET: secret,
      PUBLIC_URL: gameClientUrl,
      FRAME_ANCESTORS: `http://localhost:${config.PORT} http://*.localhost:${config.PORT}`,
    }),
    run('apps/server', {
      ...process.env,
      DATABASE_URL: target.url,
      GAME_SERVER_URL: gameServerUrl,
      GAME_SERVER_SECRET: secret,
      GAME_CLIENT_URL: gameClientUrl,
    }),
  ];

  let stopping = false;
  const stop = async (code: number) => {
    if (stopping) return;
    stopping = true;
    for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
    await Promise.all(
      children.map((child) => (child.exitCode === null ? new Promise((done) => child.once('exit', done)) : null)),
    );
    await target.embedded?.stop();
    process.exit(code);
  };
  for (const child of children) child.once('exit', (code) => void stop(code ?? 1));
  process.on('SIGINT', () => void stop(0));
  process.on('SIGTERM', () => void stop(0));
}

main().catch((error: unknown) => {
  process.stderr.write(`Start failed: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
