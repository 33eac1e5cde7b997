import { type FishingFrame, fishingPaths } from '@portal/contracts';
import { fishingKindOf } from '@portal/house-games';
import { checkLedgerAt, fundedMembers } from '@portal/server/testing';
import WebSocket from 'ws';
import { cpuMsOf, launchSeats, offeredTitles, percentile } from './launch-seats.js';
import { ledgerVerdict } from './plain-sql.js';

export interface FishingBenchOptions {
  players: number;
  shotsPerSecond: number;
  seconds: number;
}

/**
 * Issue 26's fishing figures: `players` real-money seats at one fishing title (members launched through the
 * portal), each firing `shotsPerSecond` shots at the game's fish for `seconds`. Reported: the shots decided a
 * second and each decision's round trip (p50, p99), the wallet calls a second (a batch is one bet and one win)
 * beside the two a shot would cost unbatched, and the game server's CPU; then the ledger is checked.
 */
export async function fishingBench(
  databaseUrl: string,
  portalUrl: string,
  gameServerUrl: string,
  gamePid: number,
  machine: string,
  options: FishingBenchOptions,
) {
  const funded = await fundedMembers(databaseUrl, { count: options.players, opening: 10_000_000n, prefix: 'fish' });
  const [title] = await offeredTitles(databaseUrl, funded.merchant, 'FISH');
  if (!title) throw new Error('the site offers no fishing title');
  const fish = fishingKindOf(title.code)!.species.map((species) => species.id);
  const tokens = await launchSeats(portalUrl, funded.merchant, funded.members, title.id);
  const origin = gameServerUrl.replace('http', 'ws');
  const sentAt = new Map<number, number>();
  const decisions: number[] = [];
  let batches = 0;
  let voids = 0;
  let refused = 0;
  let nextId = 0;
  const sockets = await Promise.all(
    tokens.map((token) => {
      const socket = new WebSocket(`${origin}${fishingPaths.socket}?session=${token}`);
      socket.on('error', (error) => process.stderr.write(`fishing seat: ${error.message}\n`));
      socket.on('message', (data) => {
        // The game server's own frames, read without a schema: the load generator's core is the bench's limit.
        const frame = JSON.parse(String(data)) as FishingFrame;
        if (frame.type === 'shot') decisions.push(performance.now() - (sentAt.get(frame.id) ?? 0));
        if (frame.type === 'refused') refused++;
        if (frame.type === 'settled') batches++;
        if (frame.type === 'void') voids++;
      });
      return new Promise<WebSocket>((resolve) => socket.once('open', () => resolve(socket)));
    }),
  );
  const cpuBefore = await cpuMsOf(gamePid);
  const started = performance.now();
  const everyMs = 1000 / options.shotsPerSecond;
  // Each seat fires on its own beat, spread over the interval so the shots do not all land at once.
  const timers = sockets.map((socket, seat) =>
    setTimeout(
      () => {
        const fire = () => {
          const id = nextId++;
          sentAt.set(id, performance.now());
          socket.send(JSON.stringify({ type: 'shot', id, fish: fish[id % fish.length], cannon: 0 }));
        };
        timers[seat] = setInterval(fire, everyMs);
      },
      (seat * everyMs) / sockets.length,
    ),
  );
  await new Promise((resolve) => setTimeout(resolve, options.seconds * 1000));
  for (const timer of timers) clearInterval(timer);
  const seconds = (performance.now() - started) / 1000;
  // The last second's batch goes when the seats leave.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const cpuMs = (await cpuMsOf(gamePid)) - cpuBefore;
  for (const socket of sockets) socket.close();
  await new Promise((resolve) => setTimeout(resolve, 1500));

  const shotsPerSecond = decisions.length / seconds;
  const walletPerSecond = (2 * batches) / seconds;
  console.log(
    `\n${machine}, ${options.players} real-money fishing seats x ${options.shotsPerSecond} shots/s x ${options.seconds}s (${title.code})\n`,
  );
  console.log(
    '| shots decided/s | decision p50 ms | decision p99 ms | refused | wallet calls/s | unbatched (2 a shot) | batches void | game server CPU |',
  );
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|');
  console.log(
    `| ${shotsPerSecond.toFixed(0)} | ${percentile(decisions, 50).toFixed(1)} | ${percentile(decisions, 99).toFixed(1)} | ${refused} | ${walletPerSecond.toFixed(0)} | ${(2 * shotsPerSecond).toFixed(0)} | ${voids} | ${((cpuMs / 1000 / seconds) * 100).toFixed(0)}% of a core |`,
  );
  console.log(
    `\nwallet calls / unbatched = ${((walletPerSecond / (2 * shotsPerSecond)) * 100).toFixed(1)}% (one bet and one win a second a seat)`,
  );
  const verdict = ledgerVerdict(await checkLedgerAt(databaseUrl));
  console.log(verdict.line);
  if (!verdict.sound || voids > 0) process.exitCode = 1;
}
