#!/usr/bin/env node
// `npm test`: every stage in order, each timed, then the stage times and the slowest test files, so a slow CI
// says where its minutes went. Stops at the first failing stage (its summary is still printed).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const timesFolder = path.join(root, '.test-times');
const budgetMinutes = 15;

const stages = [
  ['lint', 'npm run lint'],
  ['dependency rules', 'npm run lint:deps'],
  ['types', 'npm run typecheck'],
  ['unit, API and web tests', 'npm run test:unit'],
  ['web build', 'npm run build -w apps/web'],
  ['browser journeys', 'npm run test -w e2e'],
];

const minutes = (seconds) => `${Math.floor(seconds / 60)}:${String(Math.round(seconds % 60)).padStart(2, '0')}`;

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
  const { status } = spawnSync(command, { cwd: root, stdio: 'inherit', shell: true });
  done.push([name, (performance.now() - started) / 1000, status ?? 1]);
  if (status !== 0) {
    failed = status ?? 1;
    break;
  }
}

const total = done.reduce((sum, [, seconds]) => sum + seconds, 0);
console.log('\nStage times');
for (const [name, seconds, status] of done) {
  console.log(`  ${minutes(seconds).padStart(6)}  ${name}${status === 0 ? '' : `  (failed, exit ${status})`}`);
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
