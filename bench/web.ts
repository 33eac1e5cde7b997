import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { demoDatabase, findFreePort } from '@portal/server/testing';
import { trialClientUrl } from './lib/game-client.js';
import { gameServerBeside } from './lib/game-server.js';
import { type LighthouseRun, lighthouse } from './lib/lighthouse.js';
import { startServer, stopServer, waitForUrl } from './lib/processes.js';
import { gameClientBudgetKb, gameClientKb, initialBudgetKb, webSizes } from './lib/web-size.js';

/**
 * `npm run lighthouse -w bench` (after `npm run build -w apps/web`): the home page's JavaScript in the web
 * build (gzip), then Lighthouse's performance score of the home page served by the real server with
 * the demo seed, in Debian's Chromium (CHROME_PATH, default /usr/bin/chromium). LIGHTHOUSE_RUNS (3)
 * runs per form factor; the median is reported. Then the game client's JavaScript and its Lighthouse mobile run
 * (after `npm run build`, which builds both), served by the game server beside the portal.
 */
const here = path.dirname(fileURLToPath(import.meta.url));
// WEB_DIST measures another build (e.g. a copy kept from before a change) while apps/web/dist is rebuilt.
const dist = path.resolve(process.env.WEB_DIST ?? path.join(here, '../apps/web/dist'));
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const sizes = webSizes(dist);
const kb = (value: number) => `${value.toFixed(1)} KB`;
console.log(`Home page JavaScript (gzip): initial ${kb(sizes.initialKb)} (budget ${initialBudgetKb} KB)`);
// Over budget fails the run (after the scores, so they are still printed).
if (sizes.initialKb > initialBudgetKb) process.exitCode = 1;
console.log(
  `  then at start: the schemas ${kb(sizes.schemasKb)}, the home page's chunk ${kb(sizes.homeRouteKb)}, ` +
    `English messages ${kb(sizes.localeKb)}; all together ` +
    kb(sizes.initialKb + sizes.schemasKb + sizes.homeRouteKb + sizes.localeKb),
);

const clientKb = gameClientKb(path.join(here, '../apps/game-client/dist'));
console.log(`Game client JavaScript (gzip): ${kb(clientKb)} (budget ${gameClientBudgetKb} KB)`);
if (clientKb > gameClientBudgetKb) process.exitCode = 1;

const database = await demoDatabase('portal_bench', process.env.DATABASE_URL);
const [port, gamePort] = await Promise.all([findFreePort(), findFreePort()]);
// The game server beside the portal, as npm start runs it.
const games = await gameServerBeside(database.url, gamePort, `games_lighthouse_${process.pid}`);
const server = startServer(path.join(here, '../apps/server/src/main.ts'), {
  DATABASE_URL: database.url,
  PORT: String(port),
  HOST: '127.0.0.1',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  WEB_DIST: dist,
  SECRETS_KEY: randomBytes(32).toString('base64'),
  ...games.portalEnv,
});
const gameServer = games.start(port);

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
function summary(name: string, results: LighthouseRun[]) {
  const pick = (key: keyof LighthouseRun) => median(results.map((result) => result[key]));
  console.log(
    `Lighthouse ${name}: performance ${pick('score')} (runs ${results.map((r) => r.score).join(', ')}); ` +
      `FCP ${Math.round(pick('firstContentfulPaintMs'))} ms, LCP ${Math.round(pick('largestContentfulPaintMs'))} ms, ` +
      `TBT ${Math.round(pick('totalBlockingTimeMs'))} ms, CLS ${pick('cumulativeLayoutShift').toFixed(3)}`,
  );
}

try {
  const url = `http://localhost:${port}/`;
  await waitForUrl(`http://127.0.0.1:${port}/readyz`);
  // One unscored visit first, so the server's caches are as a running site's would be.
  await fetch(url);
  for (const [name, preset] of [
    ['mobile (default)', undefined],
    ['desktop', 'desktop'],
  ] as const) {
    const results: LighthouseRun[] = [];
    for (let index = 0; index < runs; index++) results.push(await lighthouse(url, preset));
    summary(name, results);
  }
  // The game client as a visitor's free trial opens it: each run a session of its own (its page is not cached).
  await waitForUrl(`http://127.0.0.1:${gamePort}/healthz`);
  const client: LighthouseRun[] = [];
  for (let index = 0; index < runs; index++)
    client.push(await lighthouse(await trialClientUrl(`http://localhost:${port}`)));
  summary('game client, mobile (a slot opens: LCP is its window drawn)', client);
} finally {
  await Promise.all([stopServer(server), stopServer(gameServer)]);
  await games.drop();
  await database.dispose();
}
