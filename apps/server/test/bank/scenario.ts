import { randomBytes } from 'node:crypto';
import { findFreePort } from '../../src/db/embedded.js';
import { createTestDatabase } from '../harness.js';
import { type AuditReport, audit } from './audit.js';
import { baselineOf } from './audit-rows.js';
import { SiteKey } from './bank-client.js';
import { BookVendorServer } from './book-vendor.js';
import { merchant, setUpSite } from './members.js';
import { BankRun, type Op } from './operations.js';
import { ServerProcess } from './server-process.js';
import { quiesce, seededRandom, Workload } from './workload.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export interface ScenarioOptions {
  clients: number;
  agents: number;
  /** How long the clients run when nothing is killed. */
  runMs: number;
  /** SIGKILL the server this long into the run, restart it on the same database, and run `afterRestartMs` more. */
  kill?: { atMs: number; afterRestartMs: number };
}

export interface ScenarioResult {
  seed: number;
  run: BankRun;
  report: AuditReport;
  /** Operations acknowledged before the kill, and the kill and restart times. */
  kill: { ackedBefore: Op[]; downMs: number } | null;
  timings: Record<string, number>;
  lastServerOutput: string;
}

/** Stops everything a scenario started, whatever state it stopped in; safe to call more than once. */
export type Cleanup = () => Promise<void>;

/**
 * The bank run against the real server process over HTTP on a fresh database: set-up, clients and
 * operators for a bounded time (optionally with a SIGKILL and a restart), quiet, settling of every
 * unknown key, then the audit. `onCleanup` receives the teardown before anything can fail.
 */
export async function runScenario(
  options: ScenarioOptions,
  onCleanup: (cleanup: Cleanup) => void,
): Promise<ScenarioResult> {
  const seed = Number(process.env.BANK_SEED ?? Math.floor(Math.random() * 2 ** 31));
  const timings: Record<string, number> = {};
  const started = Date.now();
  const database = await createTestDatabase();
  const servers: ServerProcess[] = [];
  onCleanup(async () => {
    await Promise.all(servers.map((server) => server.kill()));
    await database.close().catch(() => {});
  });

  // The vendor wallets are the vendors' own (issue 27): a sportsbook vendor over HTTP keeps them for the run.
  const vendor = await BookVendorServer.start();
  onCleanup(() => vendor.close());
  const port = await findFreePort();
  const serverOptions = {
    databaseUrl: database.url,
    port,
    secretsKey: randomBytes(32).toString('base64'),
    env: vendor.env,
  };
  let server = new ServerProcess(serverOptions);
  servers.push(server);
  await server.ready();
  timings.serverReadyMs = Date.now() - started;

  const run = new BankRun();
  const baseUrl = () => server.url;
  const baseline = await baselineOf(database.db, merchant);
  const site = await setUpSite(
    { db: database.db, baseUrl, siteKey: new SiteKey(baseUrl, merchant), tally: run.tally },
    options.clients,
    options.agents,
  );
  timings.setupMs = Date.now() - started - timings.serverReadyMs;

  const workload = new Workload(run, site, `b${seed.toString(36)}`);
  const loopsStarted = Date.now();
  const loops = [
    ...site.members.map((member, index) => workload.memberLoop(member, seededRandom(seed + index))),
    ...site.operators.map((operator, index) => workload.operatorLoop(operator, seededRandom(seed + 1000 + index))),
  ];
  let kill: ScenarioResult['kill'] = null;
  try {
    if (options.kill) {
      await sleep(options.kill.atMs);
      const killedAt = Date.now();
      await server.kill();
      const ackedBefore = run.ops.filter((op) => op.ackedAt !== null && op.ackedAt <= killedAt);
      server = new ServerProcess(serverOptions);
      servers.push(server);
      await server.ready();
      kill = { ackedBefore, downMs: Date.now() - killedAt };
      await sleep(options.kill.afterRestartMs);
    } else {
      await sleep(options.runMs);
      // A loaded machine (CI's two cores, other files beside this one) may not have let every client through its
      // opening moves yet: the run goes on until it has, at most five times as long, so that every kind and probe
      // is exercised as the run's check requires.
      const latest = Date.now() + 5 * options.runMs;
      while (Date.now() < latest && (run.openingsDone < site.members.length || run.stats.decisionsSent === 0)) {
        await sleep(100);
      }
    }
  } finally {
    run.stopped = true;
    await Promise.all(loops);
  }
  timings.clientsMs = Date.now() - loopsStarted;

  const settleStarted = Date.now();
  await quiesce(database.db);
  // A transfer the kill left pending is finished by the restarted server's transfers job (its first call's grace
  // is 15 s): settling waits long enough for it.
  await workload.settle(Date.now() + 30_000);
  await quiesce(database.db);
  timings.settleMs = Date.now() - settleStarted;
  const report = await audit(database.db, site.siteId, run, baseline);
  timings.totalMs = Date.now() - started;
  return { seed, run, report, kill, timings, lastServerOutput: server.recentOutput() };
}

/** One paragraph for the test's output: what ran, what came back, how long it took. */
export function describeResult(name: string, result: ScenarioResult): string {
  const { run, report, timings } = result;
  const byKind = new Map<string, { asked: number; acked: number }>();
  for (const op of run.ops) {
    const row = byKind.get(op.kind) ?? { asked: 0, acked: 0 };
    row.asked++;
    if (op.ackedAt !== null) row.acked++;
    byKind.set(op.kind, row);
  }
  const kinds = [...byKind].map(([kind, row]) => `${kind} ${row.acked}/${row.asked}`).join(', ');
  const lines = [
    `${name} (seed ${result.seed}): ${run.ops.length} keys, ${report.acknowledged} acknowledged (each found once: ${report.entriesFound}), ${report.refused} refused`,
    `  by kind (acknowledged/asked): ${kinds}`,
    `  answers: ${JSON.stringify({ ...run.tally, serverErrorSamples: undefined, latency: undefined })}`,
    `  mean/max ms: ${[...run.tally.latency]
      .map(([call, row]) => `${call} ${(row.totalMs / row.count).toFixed(0)}/${row.maxMs.toFixed(0)} (${row.count})`)
      .join('; ')}`,
    `  probes: ${JSON.stringify(run.stats)}; operator decisions acknowledged ${run.decisions.length}; withdrawals ${JSON.stringify(report.withdrawals)}`,
    `  ledger: total ${report.ledger.total}, drifted ${report.ledger.drifted.length}, negative ${report.ledger.negative.length}, misstated ${report.ledger.misstated.length}`,
    `  timings ms: ${JSON.stringify(timings)}`,
  ];
  if (result.kill) {
    lines.push(
      `  kill: ${result.kill.ackedBefore.length} acknowledged before the SIGKILL, server down ${result.kill.downMs} ms`,
    );
  }
  return lines.join('\n');
}
