import { spawn } from 'node:child_process';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';
import { findFreePort } from '../src/db/embedded.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

// npm start's launcher (src/cli/start-with-games.ts): the portal and the game server as two processes on one
// embedded PostgreSQL, a game-server title launched through the portal, and SIGTERM stopping all of it.
it('starts the portal and the game server side by side, launches a studio slot, and stops both on SIGTERM', async () => {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-launcher-'));
  await chmod(dataDir, 0o755);
  const [port, gamePort] = [await findFreePort(), await findFreePort()];
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/cli/start-with-games.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      GAME_SERVER_SECRET: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      GAME_SERVER_PORT: String(gamePort),
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  try {
    await expect.poll(() => output, { timeout: 90_000, interval: 250 }).toContain('Portal ready');
    await expect.poll(() => output, { timeout: 30_000, interval: 250 }).toContain('Game server ready');

    // A visitor's free trial of a studio slot: the portal opens a session at the game server over HTTP.
    const headers = { merchant: 'AUR', device: 'WEB', language: 'EN' };
    const base = `http://127.0.0.1:${port}`;
    const listed = await fetch(`${base}/lgw/games/list?gameType=HOME&vassalage=NOVA&pageSize=50`, { headers });
    const list = (await listed.json()) as { value: { items: { nodeId: string; freeTrial: boolean }[] } };
    const game = list.value.items.find((item) => item.freeTrial)!;
    const launch = await fetch(`${base}/wps/game/launchGame?nodeId=${game.nodeId}&freeTrial=true`, { headers });
    const launched = (await launch.json()) as { value: { url: string } };
    expect(launched, JSON.stringify(launched)).toMatchObject({ success: true, value: { mode: 'trial' } });
    const client = new URL(new URL(launched.value.url, base).searchParams.get('client') ?? '');
    expect(client.port).toBe(String(gamePort));
    const info = await fetch(
      `http://127.0.0.1:${gamePort}/v1/slots/info?session=${client.searchParams.get('session')}`,
    );
    expect(info.status).toBe(200);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
    // Both apps stopped with it: neither port answers.
    expect(await answers(`${base}/readyz`)).toBe(false);
    expect(await answers(`http://127.0.0.1:${gamePort}/healthz`)).toBe(false);
  } finally {
    child.kill('SIGKILL');
    await rm(dataDir, { recursive: true, force: true });
  }
}, 150_000);
