import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { findFreePort } from '../apps/server/src/db/embedded.js';
import { benchDatabase } from './lib/database.js';
import { compare } from './lib/load.js';
import { registeredMemberToken } from './lib/member.js';
import { pinLoadGenerator, startServer, stopServer, waitForUrl } from './lib/processes.js';

/**
 * `npm run bench`: the portal and a bare Fastify server, each in its own process, loaded in turn
 * by autocannon from this process; every figure is reported beside the bare server's and as a ratio.
 * BENCH_ROUNDS (5), BENCH_SECONDS (4 per target and round) and BENCH_CONNECTIONS (50) tune it.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const options = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
};

// The database first: started before the pin, PostgreSQL may use both cores rather than the load generator's.
const database = await benchDatabase();
const pinned = pinLoadGenerator();
const [barePort, portalPort] = await Promise.all([findFreePort(), findFreePort()]);
const bare = startServer(path.join(here, 'servers/bare.ts'), { PORT: String(barePort) });
const portal = startServer(path.join(here, '../apps/server/src/main.ts'), {
  DATABASE_URL: database.url,
  PORT: String(portalPort),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  WEB_DIST: '/nonexistent',
  SECRETS_KEY: randomBytes(32).toString('base64'),
});

try {
  const portalUrl = `http://127.0.0.1:${portalPort}`;
  await Promise.all([waitForUrl(`http://127.0.0.1:${barePort}/`), waitForUrl(`${portalUrl}/readyz`)]);
  // The headers the portal's browser client sends on every call.
  const headers = { merchant: 'LTS', device: 'WEB', language: 'TY' };
  const token = await registeredMemberToken(portalUrl, headers);
  const { results, ratios } = await compare(
    [
      { name: 'bare Fastify GET / (baseline)', url: `http://127.0.0.1:${barePort}/`, headers },
      { name: 'GET /wps/system/status', url: `${portalUrl}/wps/system/status`, headers },
      { name: 'GET /wps/system/permission', url: `${portalUrl}/wps/system/permission`, headers },
      {
        name: 'GET /wps/member/info (signed in)',
        url: `${portalUrl}/wps/member/info`,
        headers: { ...headers, authorization: token },
      },
    ],
    options,
  );
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  console.log(
    `\n${os.cpus().length} x ${cpu}, Node ${process.version}, ${options.rounds} rounds x ${options.seconds}s x ` +
      `${options.connections} connections, ${pinned ? 'server and load pinned to separate cores' : 'unpinned'}\n`,
  );
  console.log('| call | req/s (median) | p50 ms | p99 ms | failed | vs bare (median of rounds) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  results.forEach((row, index) => {
    const ratio = `${((ratios[index] ?? 0) * 100).toFixed(0)}%`;
    console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.failures} | ${ratio} |`);
  });
  console.log(`\nstatus / bare = ${((ratios[1] ?? 0) * 100).toFixed(1)}% (target >= 70%)`);
} finally {
  await Promise.all([stopServer(bare), stopServer(portal)]);
  await database.dispose();
}
