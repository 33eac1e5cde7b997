import { randomBytes } from 'node:crypto';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildBenchTeam, connectDemoStudios, demoDatabase, findFreePort } from '@portal/server/testing';
import { bookBench } from './lib/book.js';
import { consoleReportsBench } from './lib/console-reports.js';
import { fishingBench } from './lib/fishing.js';
import { gameServerBeside } from './lib/game-server.js';
import { gameSummary, gameTargets } from './lib/games.js';
import { liveTablesBench } from './lib/live-tables.js';
import { compare } from './lib/load.js';
import { settlementBench } from './lib/lottery-settlement.js';
import { registeredMemberToken } from './lib/member.js';
import { moneyBench } from './lib/money-bench.js';
import { pinLoadGenerator, startServer, stopServer, waitForUrl } from './lib/processes.js';
import { realtimeSettlementBench } from './lib/realtime-settlement.js';
import { teamOverviewBench } from './lib/team-overview.js';

/**
 * `npm run bench`: the portal and a bare Fastify server, each in its own process, loaded in turn
 * by autocannon from this process; every figure is reported beside the bare server's and as a ratio.
 * Then the money calls: GCS_walletTransfer and lottery orders through the portal's HTTP API beside
 * the same postings written by a plain SQL script, alternating rounds; last, with the portal stopped,
 * the settlement of one lottery issue of 100,000 lines. BENCH_ROUNDS (5), BENCH_SECONDS (4 per target
 * and round), BENCH_CONNECTIONS (50), BENCH_LEDGER_CLIENTS (32), BENCH_LEDGER_MEMBERS (256),
 * BENCH_SETTLE_MEMBERS (1,000), BENCH_SETTLE_LINES (100 per member) and BENCH_SETTLE_ORDER_LINES (10
 * per order) tune it. BENCH_ONLY runs some parts (comma-separated): http, ledger (plain SQL and API
 * transfers), lottery (plain SQL transfers, lottery orders and the settlement), lottery-orders (the
 * first two), lottery-settlement or team (the team overview of an agent with BENCH_TEAM_MEMBERS
 * (100,000) members on BENCH_TEAM_LEVELS (10) levels and BENCH_TEAM_ROUNDS (5,000,000) settled rounds
 * over BENCH_TEAM_DAYS (30) days) or contracts (one 5-minute real-time salary settlement: BENCH_REALTIME_AGENTS
 * (1,000) agents on 10 levels with a contract each, BENCH_REALTIME_PLAYERS (20,000), BENCH_REALTIME_BETS (100,000))
 * or spins (real-money slot spins through the game server, which runs beside the portal, and the wallet) or
 * console (the operator console's dashboard and member search on the team part's site, issue 25) or live (one
 * live table of each kind with BENCH_LIVE_PLAYERS (200) real-money seats for BENCH_LIVE_ROUNDS (2) rounds,
 * BENCH_LIVE_TABLES_AT_ONCE (2) tables playing together, issue 26)
 * or fishing (BENCH_FISH_PLAYERS (100) seats at BENCH_FISH_SHOTS (5) shots a second for BENCH_FISH_SECONDS (20))
 * or book (issue 27; book-bets and book-settlement one of them: sportsbook bets through the game server beside a plain
 * SQL bet script, BENCH_BOOK_CLIENTS (32) clients over BENCH_BOOK_MEMBERS (256) members on BENCH_BOOK_EVENTS (20)
 * fixtures, then the settlement of one fixture with BENCH_BOOK_SETTLE_BETS (100,000) open bets of
 * BENCH_BOOK_SETTLE_MEMBERS (10,000) members).
 */
const here = path.dirname(fileURLToPath(import.meta.url));
const options = {
  rounds: Number(process.env.BENCH_ROUNDS ?? 5),
  seconds: Number(process.env.BENCH_SECONDS ?? 4),
  connections: Number(process.env.BENCH_CONNECTIONS ?? 50),
  ledgerClients: Number(process.env.BENCH_LEDGER_CLIENTS ?? 32),
  ledgerMembers: Number(process.env.BENCH_LEDGER_MEMBERS ?? 256),
  settleMembers: Number(process.env.BENCH_SETTLE_MEMBERS ?? 1000),
  settleLines: Number(process.env.BENCH_SETTLE_LINES ?? 100),
  settleOrderLines: Number(process.env.BENCH_SETTLE_ORDER_LINES ?? 10),
  teamMembers: Number(process.env.BENCH_TEAM_MEMBERS ?? 100_000),
  teamLevels: Number(process.env.BENCH_TEAM_LEVELS ?? 10),
  teamRounds: Number(process.env.BENCH_TEAM_ROUNDS ?? 5_000_000),
  teamDays: Number(process.env.BENCH_TEAM_DAYS ?? 30),
  realtimeAgents: Number(process.env.BENCH_REALTIME_AGENTS ?? 1000),
  realtimePlayers: Number(process.env.BENCH_REALTIME_PLAYERS ?? 20_000),
  realtimeBets: Number(process.env.BENCH_REALTIME_BETS ?? 100_000),
  livePlayers: Number(process.env.BENCH_LIVE_PLAYERS ?? 200),
  liveRounds: Number(process.env.BENCH_LIVE_ROUNDS ?? 2),
  liveTablesAtOnce: Number(process.env.BENCH_LIVE_TABLES_AT_ONCE ?? 2),
  fishPlayers: Number(process.env.BENCH_FISH_PLAYERS ?? 100),
  fishShots: Number(process.env.BENCH_FISH_SHOTS ?? 5),
  fishSeconds: Number(process.env.BENCH_FISH_SECONDS ?? 20),
  bookClients: Number(process.env.BENCH_BOOK_CLIENTS ?? 32),
  bookMembers: Number(process.env.BENCH_BOOK_MEMBERS ?? 256),
  bookEvents: Number(process.env.BENCH_BOOK_EVENTS ?? 20),
  bookSettleBets: Number(process.env.BENCH_BOOK_SETTLE_BETS ?? 100_000),
  bookSettleMembers: Number(process.env.BENCH_BOOK_SETTLE_MEMBERS ?? 10_000),
};
// BENCH_ONLY names the parts to run, comma-separated (all when unset).
const only = new Set(process.env.BENCH_ONLY?.split(',').filter(Boolean) ?? []);
const wanted = (...names: string[]) => only.size === 0 || names.some((name) => only.has(name));
const parts = {
  http: wanted('http'),
  transfers: wanted('ledger'),
  orders: wanted('lottery', 'lottery-orders'),
  settlement: wanted('lottery', 'lottery-settlement'),
  team: wanted('team'),
  console: wanted('console'),
  contracts: wanted('contracts'),
  spins: wanted('spins'),
  live: wanted('live'),
  fishing: wanted('fishing'),
  bookBets: wanted('book', 'book-bets'),
  bookSettlement: wanted('book', 'book-settlement'),
};

// The database first: started before the pin, PostgreSQL may use both cores rather than the load generator's.
const database = await demoDatabase('portal_bench', process.env.DATABASE_URL);
// The catalog rows load lists over the 10,000 demo games: their studios must be ones the site plays.
await connectDemoStudios(database.url);
const pinned = pinLoadGenerator();
const [barePort, barePgPort, portalPort, gamePort] = await Promise.all([
  findFreePort(),
  findFreePort(),
  findFreePort(),
  findFreePort(),
]);
// The game server beside the portal, as npm start runs it.
const games = await gameServerBeside(database.url, gamePort, `games_bench_${process.pid}`);
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
  ...games.portalEnv,
});
const gameServer = games.start(portalPort);

const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
const machine = `${os.cpus().length} x ${cpu}, Node ${process.version}, ${pinned ? 'server and load pinned to separate cores' : 'unpinned'}`;
try {
  try {
    const portalUrl = `http://127.0.0.1:${portalPort}`;
    const barePgUrl = `http://127.0.0.1:${barePgPort}/`;
    const gameServerUrl = `http://127.0.0.1:${gamePort}`;
    await Promise.all([
      waitForUrl(`http://127.0.0.1:${barePort}/`),
      waitForUrl(`${portalUrl}/readyz`),
      waitForUrl(barePgUrl),
      waitForUrl(`${gameServerUrl}/healthz`),
    ]);
    if (parts.http) await httpBench(portalUrl, `http://127.0.0.1:${barePort}/`, barePgUrl, machine);
    if (parts.transfers || parts.orders || parts.spins) {
      const { ledgerClients: clients, ledgerMembers: members } = options;
      const spins = parts.spins ? gameServerUrl : null;
      await moneyBench(database.url, portalUrl, machine, { ...options, clients, members, ...parts, spins });
    }
    if (parts.live || parts.fishing || parts.bookBets || parts.bookSettlement) {
      // The game server works out its slot models' figures as it starts (a few seconds of its core): not measured.
      await new Promise((resolve) => setTimeout(resolve, 10_000));
    }
    if (parts.live) {
      const live = { players: options.livePlayers, rounds: options.liveRounds, tablesAtOnce: options.liveTablesAtOnce };
      await liveTablesBench(database.url, portalUrl, gameServerUrl, gameServer.pid ?? 0, machine, live);
    }
    if (parts.fishing) {
      const { fishPlayers: players, fishShots: shotsPerSecond, fishSeconds: seconds } = options;
      await fishingBench(database.url, portalUrl, gameServerUrl, gameServer.pid ?? 0, machine, {
        players,
        shotsPerSecond,
        seconds,
      });
    }
    if (parts.bookBets || parts.bookSettlement) {
      const { operator, secret, databaseUrl } = games;
      const vendor = { url: gameServerUrl, operator, secret, databaseUrl };
      await bookBench(vendor, gameServer.pid ?? 0, machine, {
        rounds: options.rounds,
        seconds: options.seconds,
        clients: options.bookClients,
        members: options.bookMembers,
        events: options.bookEvents,
        settleBets: options.bookSettleBets,
        settleMembers: options.bookSettleMembers,
        placing: parts.bookBets,
        settling: parts.bookSettlement,
      });
    }
    if (parts.team || parts.console) {
      const { teamMembers: members, teamLevels: levels, teamRounds: rounds, teamDays: days } = options;
      const teamOptions = { members, levels, rounds, days };
      const team = await buildBenchTeam(database.url, teamOptions);
      if (parts.team) await teamOverviewBench(portalUrl, machine, teamOptions, team);
      if (parts.console) await consoleReportsBench(portalUrl, database.url, machine, team);
    }
  } finally {
    await Promise.all([stopServer(bare), stopServer(barePg), stopServer(portal), stopServer(gameServer)]);
  }
  // With the portal stopped: its scheduler would otherwise draw the issue while its lines are written.
  if (parts.settlement) {
    const { settleMembers: members, settleLines: linesPerMember, settleOrderLines: linesPerOrder } = options;
    await settlementBench(database.url, machine, { members, linesPerMember, linesPerOrder });
  }
  if (parts.contracts) {
    const { realtimeAgents: agents, realtimePlayers: players, realtimeBets: rounds } = options;
    await realtimeSettlementBench(database.url, machine, { agents, levels: 10, players, rounds });
  }
} finally {
  await games.drop();
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
