#!/usr/bin/env node
// `npm test`: every stage in order, each timed, then the stage times and the slowest test files, so a slow CI
// says where its minutes went. Stops at the first failing stage (its summary is still printed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const timesFolder = path.join(root, '.test-times');
const budgetMinutes = 15;

const stages = [
  ['lint', 'npm run lint'],
  ['dependency rules', 'npm run lint:deps'],
  ['types', 'npm run typecheck'],
  ['unit, API and web tests', 'npm run test:unit'],
  ['web build', 'npm run build'],
  ['browser journeys', 'npm run test -w e2e'],
];

/** Busy and total CPU time of the whole machine so far (Linux /proc/stat, in clock ticks), or null elsewhere. */
function machineTicks() {
  if (!existsSync('/proc/stat')) return null;
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0].trim().split(/\s+/);
  const ticks = fields.map(Number);
  const idle = ticks[3] + ticks[4];
  const total = ticks.reduce((sum, value) => sum + value, 0);
  return { busy: total - idle, total };
}

/** How many cores a stage kept busy on average: a stage far below the core count waits rather than works. */
function coresBusy(before, after) {
  if (!before || !after || after.total === before.total) return null;
  return ((after.busy - before.busy) / (after.total - before.total)) * os.availableParallelism();
}

// Rounded once, so 419.6 s reads 7:00, not 6:60.
const minutes = (seconds) => {
  const whole = Math.round(seconds);
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
};

rmSync(timesFolder, { recursive: true, force: true });
// .ci/run times the install before this runs and hands it over.
const installSeconds = Number(process.env.CI_INSTALL_SECONDS);
const done =
  Number.isFinite(installSeconds) && installSeconds > 0
    ? [['install (Debian packages, npm ci)', installSeconds, 0]]
    : [];
let failed = 0;
for (const [name, command] of stages) {
  const started = performance.now();
  const ticks = machineTicks();
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  done.push([name, (performance.now() - started) / 1000, status ?? 1, coresBusy(ticks, machineTicks())]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}

const total = done.reduce((sum, [, seconds]) => sum + seconds, 0);
const cores = os.availableParallelism();
console.log(`\nStage times (and the cores the machine kept busy meanwhile, of ${cores})`);
for (const [name, seconds, status, busy] of done) {
  const load = busy === null || busy === undefined ? '     ' : busy.toFixed(1).padStart(5);
  console.log(`  ${minutes(seconds).padStart(6)} ${load}  ${name}${status === 0 ? '' : `  (failed, exit ${status})`}`);
}
console.log(`  ${minutes(total).padStart(6)}  total (budget ${budgetMinutes} min)`);

const files = existsSync(timesFolder)
  ? readdirSync(timesFolder).flatMap((name) => JSON.parse(readFileSync(path.join(timesFolder, name), 'utf8')))
  : [];
if (files.length > 0) {
  console.log('\nSlowest test files (seconds a worker spent on each)');
  for (const { project, file, seconds } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 20)) {
    console.log(`  ${seconds.toFixed(1).padStart(6)}  ${project.padEnd(9)} ${file}`);
  }
}
process.exit(failed);
