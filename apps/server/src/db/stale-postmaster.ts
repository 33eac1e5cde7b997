import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { isAlive } from './embedded-owner.js';

/** The command line of a process, or '' once it is gone (Linux /proc). */
async function commandLine(pid: number): Promise<string> {
  try {
    return (await readFile(`/proc/${pid}/cmdline`, 'utf8')).replaceAll('\0', ' ');
  } catch {
    return '';
  }
}

/**
 * A PostgreSQL that an earlier start left running on this data directory (its Node parent was
 * killed before it could stop it) holds the directory's lock, so no new one could start. It is
 * asked for a fast shutdown, and waited for. Returns its pid when there was one. Never called for a
 * server whose owner still runs (embedded-owner.ts): that one is used, not stopped.
 */
export async function stopStalePostmaster(dataDir: string, timeoutMs = 15_000): Promise<number | null> {
  const pidFile = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(pidFile)) return null;
  const pid = Number((await readFile(pidFile, 'utf8')).split('\n', 1)[0]);
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return null;
  // The pid may have been reused by an unrelated process since: only stop our own postgres.
  const command = await commandLine(pid);
  if (!command.includes('postgres') || !command.includes(dataDir)) return null;
  process.kill(pid, 'SIGINT');
  const deadline = Date.now() + timeoutMs;
  while (isAlive(pid) && Date.now() < deadline) await sleep(100);
  if (isAlive(pid)) throw new Error(`PostgreSQL (pid ${pid}) left running on ${dataDir} did not stop`);
  return pid;
}
