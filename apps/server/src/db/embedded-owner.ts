import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';

/**
 * Who started the embedded PostgreSQL of a data directory: `npm start` writes its pid and the
 * server's port next to the cluster. A second program on the same data (operator:create,
 * ledger:check) then uses that running server instead of stopping it as if it had been left behind.
 */
const ownerFile = (dataDir: string) => path.join(dataDir, 'portal-owner.json');

export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

export async function recordOwner(dataDir: string, port: number): Promise<void> {
  await writeFile(ownerFile(dataDir), JSON.stringify({ pid: process.pid, port }));
}

export async function forgetOwner(dataDir: string): Promise<void> {
  await rm(ownerFile(dataDir), { force: true });
}

/** The running server of another live process on this data directory, or null. */
export async function liveOwner(dataDir: string): Promise<{ pid: number; port: number } | null> {
  const postmaster = path.join(dataDir, 'postmaster.pid');
  if (!existsSync(ownerFile(dataDir)) || !existsSync(postmaster)) return null;
  try {
    const owner = JSON.parse(await readFile(ownerFile(dataDir), 'utf8')) as { pid?: unknown; port?: unknown };
    const serverPid = Number((await readFile(postmaster, 'utf8')).split('\n', 1)[0]);
    if (typeof owner.pid !== 'number' || typeof owner.port !== 'number') return null;
    if (owner.pid === process.pid || !isAlive(owner.pid) || !isAlive(serverPid)) return null;
    return { pid: owner.pid, port: owner.port };
  } catch {
    return null;
  }
}
