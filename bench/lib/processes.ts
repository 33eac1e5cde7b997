import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import os from 'node:os';
import { setTimeout as sleep } from 'node:timers/promises';

const taskset = ['/usr/bin/taskset', '/bin/taskset'].find((path) => existsSync(path));

/**
 * Pins the servers to core 0 and this process (the load generator) to core 1 when `taskset` is
 * there, so the two never take turns on one core and the figures move less between runs.
 */
export function pinLoadGenerator(): boolean {
  if (!taskset) return false;
  execFileSync(taskset, ['-cp', '1', String(process.pid)], { stdio: 'ignore' });
  return true;
}

/** The machine's load average over 1, 5 and 15 minutes, printed with the figures it weighs on. */
export const loadAverage = () =>
  os
    .loadavg()
    .map((load) => load.toFixed(2))
    .join(' ');

/** Starts a TypeScript entry point in its own Node process. */
export function startServer(entry: string, env: Record<string, string>): ChildProcess {
  // BENCH_CPU_PROFILE=<dir> writes each server's V8 CPU profile there when it stops (open it in Chrome's DevTools).
  const profile = process.env.BENCH_CPU_PROFILE
    ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROFILE}`]
    : [];
  const node = [process.execPath, ...profile, '--import', 'tsx', entry];
  const [command, ...args] = taskset ? [taskset, '-c', '0', ...node] : node;
  const child = spawn(command!, args, { env: { ...process.env, ...env }, stdio: ['ignore', 'ignore', 'inherit'] });
  child.on('exit', (code) => {
    if (code && code !== 0) process.stderr.write(`${entry} exited with ${code}\n`);
  });
  return child;
}

export async function waitForUrl(url: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(200);
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export async function stopServer(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}
