import { type LiveFrame, liveTablePaths } from '@portal/contracts';
import { checkLedgerAt, fundedMembers } from '@portal/server/testing';
import WebSocket from 'ws';
import { fanOutBaseline } from './fan-out-baseline.js';
import { cpuMsOf, launchSeats, offeredTitles, percentile } from './launch-seats.js';
import { ledgerVerdict } from './plain-sql.js';
import { jsonPoster } from './post-json.js';

export interface LiveBenchOptions {
  /** Players at each table. */
  players: number;
  /** Rounds played at each table. */
  rounds: number;
  /** Tables playing at the same time. */
  tablesAtOnce: number;
}

/** The spot every seat backs at each kind of table, the table's smallest chip. */
const spotOf: Record<string, string> = {
  baccarat: 'banker',
  'speed-baccarat': 'banker',
  'squeeze-baccarat': 'banker',
  roulette: 'red',
  blackjack: 'hand',
  'dragon-tiger': 'dragon',
  'sic-bo': 'big',
  'xoc-dia': 'even',
  'fan-tan': 'odd',
  'bull-bull': 'player',
  'casino-hold-em': 'ante',
  'teen-patti': 'player-a',
  'andar-bahar': 'andar',
  'money-wheel': '1',
};

interface TableFigures {
  kind: string;
  /** Server time from each round's close to its settlement, ms. */
  settleLag: number[];
  /** From the settlement to each seat's frame with the result, ms (one clock: the same machine). */
  fanOut: number[];
  bets: number;
  settled: number;
  failed: number;
}

/**
 * Issue 26's live-table figures: one table of each live kind, `players` real-money seats at each (members of the
 * demo site, each launched through the portal and listening on the table's socket), every seat betting every
 * round through the wallet. Per table: how late each round was settled after its close, how long the result
 * took to reach every seat (beside a bare `ws` server sending the same frames to as many sockets), the bets
 * with no settlement, and the game server's CPU per table-round; then the ledger is checked.
 */
export async function liveTablesBench(
  databaseUrl: string,
  portalUrl: string,
  gameServerUrl: string,
  gamePid: number,
  machine: string,
  options: LiveBenchOptions,
) {
  const funded = await fundedMembers(databaseUrl, { count: options.players, opening: 10_000_000n, prefix: 'live' });
  const titles = await offeredTitles(databaseUrl, funded.merchant, 'LIVE');
  const tables = Object.keys(spotOf).flatMap((kind) => {
    const title = titles.find((candidate) => candidate.code.replace(/-\d+$/, '') === kind);
    return title ? [{ kind, ...title }] : [];
  });
  const poster = jsonPoster(gameServerUrl, 64);
  const cpuBefore = await cpuMsOf(gamePid);
  const started = performance.now();
  // `tablesAtOnce` tables play together, the next ones after them (all fourteen at once is a stress run).
  const figures: TableFigures[] = [];
  for (let first = 0; first < tables.length; first += options.tablesAtOnce) {
    const group = tables.slice(first, first + options.tablesAtOnce);
    const played = await Promise.all(
      group.map(async (table) => {
        const tokens = await launchSeats(portalUrl, funded.merchant, funded.members, table.id);
        return playTable(gameServerUrl, table.kind, tokens, options.rounds, poster.post);
      }),
    );
    figures.push(...played);
  }
  const cpuMs = (await cpuMsOf(gamePid)) - cpuBefore;
  const seconds = (performance.now() - started) / 1000;
  poster.close();
  const baseline = await fanOutBaseline(options.players, options.tablesAtOnce, options.rounds);

  console.log(
    `\n${machine}, ${tables.length} live tables x ${options.players} real-money seats x ${options.rounds} rounds, ${options.tablesAtOnce} tables at a time\n`,
  );
  console.log('| table | bets | settled | failed | close -> settled max ms | fan-out p50 ms | fan-out p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|');
  for (const table of figures) {
    const lag = Math.max(...table.settleLag);
    console.log(
      `| ${table.kind} | ${table.bets} | ${table.settled} | ${table.failed} | ${lag} | ${percentile(table.fanOut, 50)} | ${percentile(table.fanOut, 99)} |`,
    );
  }
  const all = figures.flatMap((table) => table.fanOut);
  const worstLag = Math.max(...figures.flatMap((table) => table.settleLag));
  const missed = figures.reduce((sum, table) => sum + table.bets - table.settled, 0);
  console.log(
    `| bare \`ws\` server, the same frames to as many sockets (baseline) | | | | | ${percentile(baseline, 50)} | ${percentile(baseline, 99)} |`,
  );
  console.log(
    `\nevery round settled within ${worstLag} ms of its close (target <= 1000 ms); ${missed} bets without a settlement;` +
      ` fan-out p99 ${percentile(all, 99)} ms against the bare server's ${percentile(baseline, 99)} ms;` +
      ` game server CPU ${(cpuMs / (tables.length * options.rounds)).toFixed(0)} ms a table-round (${((cpuMs / 1000 / seconds) * 100).toFixed(0)}% of a core over ${seconds.toFixed(0)} s)`,
  );
  const verdict = ledgerVerdict(await checkLedgerAt(databaseUrl));
  console.log(verdict.line);
  if (!verdict.sound || missed > 0 || worstLag > 1000) process.exitCode = 1;
}

type Post = ReturnType<typeof jsonPoster>['post'];
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Sits every seat at one table and plays `rounds` rounds, each seat betting the smallest chip once a round. */
async function playTable(gameServerUrl: string, kind: string, tokens: string[], rounds: number, post: Post) {
  const figures: TableFigures = { kind, settleLag: [], fanOut: [], bets: 0, settled: 0, failed: 0 };
  const origin = gameServerUrl.replace('http', 'ws');
  const info = (await (await fetch(`${gameServerUrl}${liveTablePaths.table}?session=${tokens[0]}`)).json()) as {
    limits: { chips: string[] };
  };
  const chip = info.limits.chips[0]!;
  let betRound = 0;
  let resolveDone: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    resolveDone = resolve;
  });
  const seen = new Set<number>();
  const sit = (token: string, seat: number) => {
    const socket = new WebSocket(`${origin}${liveTablePaths.socket}?session=${token}`);
    socket.on('error', (error) => {
      figures.failed++;
      process.stderr.write(`live seat ${kind}/${seat}: ${error.message}\n`);
    });
    socket.on('message', (data) => {
      // The game server's own frames, read without a schema: the load generator's core is the bench's limit.
      const frame = JSON.parse(String(data)) as LiveFrame;
      if (frame.type === 'settled') figures.settled++;
      if (frame.type !== 'state' || !frame.state.round) return;
      const round = frame.state.round;
      if (round.result && round.number <= betRound) {
        figures.fanOut.push(Date.now() - Date.parse(round.result.settledAt));
        if (seat === 0)
          figures.settleLag.push(Date.parse(round.result.settledAt) - Date.parse(round.decidesAt ?? round.closesAt));
      }
      if (round.phase !== 'betting' || seen.has(round.number * 100_000 + seat)) return;
      seen.add(round.number * 100_000 + seat);
      if (round.number > betRound && seat === 0) betRound = round.number;
      if (figures.settleLag.length >= rounds) return resolveDone();
      // A player takes a few seconds to choose: the seats' bets come over the first part of the window.
      const choosing = Math.random() * Math.min(4000, Date.parse(round.closesAt) - Date.parse(frame.state.now) - 2000);
      void sleep(Math.max(0, choosing)).then(() =>
        post(
          liveTablePaths.bets,
          {},
          { session: token, roundNumber: round.number, wagers: [{ spot: spotOf[kind], amount: chip }] },
        ).then((answer) => {
          if (answer.status === 200) figures.bets++;
          else if (figures.failed++ < 2) process.stderr.write(`live bet at ${kind}: ${answer.status} ${answer.body}\n`);
        }),
      );
    });
    return new Promise<WebSocket>((resolve) => {
      socket.once('open', () => resolve(socket));
      socket.once('close', () => resolve(socket));
    });
  };
  // Seated fifty at a time: a lobby fills over seconds, not in one instant.
  const sockets: WebSocket[] = [];
  for (let first = 0; first < tokens.length; first += 50) {
    const batch = tokens.slice(first, first + 50);
    sockets.push(...(await Promise.all(batch.map((token, index) => sit(token, first + index)))));
  }
  await done;
  // The last round's wins are on their way to the wallet: each seat hears its own once paid (30 s at most).
  for (let waited = 0; figures.settled < figures.bets && waited < 30_000; waited += 250) await sleep(250);
  for (const socket of sockets) socket.close();
  return figures;
}
