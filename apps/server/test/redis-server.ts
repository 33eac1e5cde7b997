import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';

const redisServer = '/usr/bin/redis-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** Waits for the server to accept connections (a state, polled), for at most about five seconds. */
async function untilAnswering(url: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
    probe.on('error', () => undefined);
    try {
      await probe.connect();
      await probe.ping();
      await probe.quit();
      return;
    } catch (error) {
      probe.disconnect();
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/**
 * A real Redis for a test: `REDIS_URL` when set, else Debian's `redis-server` started on a free
 * loopback port (never 6379) with no persistence, stopped by `stop`. Null when neither is there.
 */
export async function startScratchRedis(): Promise<{ url: string; stop(): Promise<void> } | null> {
  if (process.env.REDIS_URL) return { url: process.env.REDIS_URL, stop: async () => undefined };
  if (!existsSync(redisServer)) return null;
  const port = await freePort();
  const dir = await mkdtemp(path.join(tmpdir(), 'portal-redis-'));
  const child = spawn(
    redisServer,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--dir', dir],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await untilAnswering(url);
  return {
    url,
    stop: async () => {
      child.kill('SIGTERM');
      await new Promise((resolve) => child.once('exit', resolve));
      await rm(dir, { recursive: true, force: true });
    },
  };
}
