import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDatabase, findFreePort } from '@portal/server/testing';
import { gameSummary, gameTargets } from './lib/games.js';
import { compareLedger, ledgerFixture } from './lib/ledger.js';
import { compare } from './lib/load.js';
import { registeredMemberToken } from './lib/member.js';
import { pinLoadGenerator, startServer, stopServer, waitForUrl } from './lib/processes.js';

/**
 * `npm run bench`: the portal and a bare Fastify server, each in its own process, loaded in turn
 * by autocannon from this process; every figure is reported beside the bare server's and as a ratio.
 * Then ledger transfers: GCS_walletTransfer through the portal's HTTP API beside the same postings
 * written by a plain SQL script, alternating rounds. BENCH_ROUNDS (5), BENCH_SECONDS (4 per target
 * and round), BENCH_CONNECTIONS (50), BENCH_LEDGER_CLIENTS (32) and BENCH_LEDGER_MEMBERS (256) tune
 * it; BENCH_ONLY=http or BENCH_ONLY=ledger runs one part.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const options = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  ledgerClients: Number(process.env.BENCH_LEDGER_CLIENTS ?? 32),
  ledgerMembers: Number(process.env.BENCH_LEDGER_MEMBERS ?? 256),
  only: process.env.BENCH_ONLY,
};

// The database first: started before the pin, PostgreSQL may use both cores rather than the load generator's.
const database = await demoDatabase('portal_bench', process.env.DATABASE_URL);
const pinned = pinLoadGenerator();
const [barePort, barePgPort, portalPort] = await Promise.all([findFreePort(), findFreePort(), findFreePort()]);
const bare = startServer(path.join(here, 'servers/bare.ts'), { PORT: String(barePort) });
const barePg = startServer(path.join(here, 'servers/bare-pg.ts'), {
  PORT: String(barePgPort),
  DATABASE_URL: database.url,
});
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
  const barePgUrl = `http://127.0.0.1:${barePgPort}/`;
  await Promise.all([
    waitForUrl(`http://127.0.0.1:${barePort}/`),
    waitForUrl(`${portalUrl}/readyz`),
    waitForUrl(barePgUrl),
  ]);
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  const machine = `${os.cpus().length} x ${cpu}, Node ${process.version}, ${pinned ? 'server and load pinned to separate cores' : 'unpinned'}`;
  if (options.only !== 'ledger') await httpBench(portalUrl, `http://127.0.0.1:${barePort}/`, barePgUrl, machine);
  if (options.only !== 'http') await ledgerBench(portalUrl, machine);
} finally {
  await Promise.all([stopServer(bare), stopServer(barePg), stopServer(portal)]);
  await database.dispose();
}

async function httpBench(portalUrl: string, bareUrl: string, barePgUrl: string, machine: string) {
  // The headers the portal's browser client sends on every call.
  const headers = { merchant: 'LTS', device: 'WEB', language: 'TY' };
  const token = await registeredMemberToken(portalUrl, headers);
  const { results, ratios } = await compare(
    [
      { name: 'bare Fastify GET / (baseline)', url: bareUrl, headers },
      { name: 'bare Fastify + pg, one prepared SELECT (database baseline)', url: barePgUrl, headers },
      { name: 'GET /wps/system/status', url: `${portalUrl}/wps/system/status`, headers },
      { name: 'GET /wps/system/permission', url: `${portalUrl}/wps/system/permission`, headers },
      {
        name: 'GET /wps/member/info (signed in)',
        url: `${portalUrl}/wps/member/info`,
        headers: { ...headers, authorization: token },
      },
      ...gameTargets(portalUrl, headers),
    ],
    options,
  );
  console.log(`\n${machine}, ${options.rounds} rounds x ${options.seconds}s x ${options.connections} connections\n`);
  console.log('| call | req/s (median) | p50 ms | p99 ms | failed | vs bare (median of rounds) |');
  console.log('|---|---:|---:|---:|---:|---:|');
  results.forEach((row, index) => {
    const ratio = `${((ratios[index] ?? 0) * 100).toFixed(0)}%`;
    console.log(`| ${row.name} | ${row.requestsPerSecond} | ${row.p50} | ${row.p99} | ${row.failures} | ${ratio} |`);
  });
  console.log(`\nstatus / bare = ${((ratios[2] ?? 0) * 100).toFixed(1)}% (target >= 70%)`);
  const perSecond = (index: number) => Number(results[index]?.requestsPerSecond ?? 0);
  const info = perSecond(4) / (perSecond(1) || 1);
  console.log(`member/info / database baseline = ${(info * 100).toFixed(1)}% (target >= 50%)`);
  console.log(gameSummary(results, ratios, results.length - 2));
}

async function ledgerBench(portalUrl: string, machine: string) {
  const fixture = await ledgerFixture(database.url, options.ledgerMembers);
  const { sql, api, ratio, ledger } = await compareLedger(database.url, portalUrl, fixture, {
    rounds: options.rounds,
    seconds: options.seconds,
    clients: options.ledgerClients,
  });
  console.log(
    `\n${machine}, ${options.rounds} rounds x ${options.seconds}s, ${options.ledgerClients} clients, ` +
      `${options.ledgerMembers} members, MAIN <-> ${fixture.vendor} one cent at a time\n`,
  );
  console.log(
    '| ledger transfers | transfers/s (median) | p50 ms | p99 ms | failed | vs plain SQL (median of rounds) |',
  );
  console.log('|---|---:|---:|---:|---:|---:|');
  console.log(
    `| plain SQL script, ${options.ledgerClients} pg connections | ${sql.transfersPerSecond} | ${sql.p50} | ${sql.p99} | ${sql.failures} | 100% |`,
  );
  console.log(
    `| HTTP API GCS_walletTransfer, ${options.ledgerClients} clients | ${api.transfersPerSecond} | ${api.p50} | ${api.p99} | ${api.failures} | ${(ratio * 100).toFixed(0)}% |`,
  );
  console.log(`\nAPI / plain SQL = ${(ratio * 100).toFixed(1)}% (target >= 40%)`);
  const sound = ledger.total === 0n && ledger.drifted.length + ledger.negative.length + ledger.misstated.length === 0;
  console.log(
    `ledger check after the bench: ${sound ? 'sound' : 'NOT SOUND'} (sum of postings ${ledger.total}, ` +
      `${ledger.drifted.length} drifted, ${ledger.negative.length} negative, ${ledger.misstated.length} misstated)`,
  );
  if (!sound) process.exitCode = 1;
}
