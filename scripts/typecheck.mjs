#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project, in build mode (`tsc -b`, project references). The server is
// checked once and emits its declarations to .tsbuild/, which e2e and bench read instead of checking ~800
// server files again; contracts and lottery likewise for the server and the web app. The shared libraries
// first, then two chains at once (tsc is single-threaded and CI has two cores). Incremental: a second run
// rechecks only what changed. Prints each chain's errors under its name.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');
const shared = ['packages/contracts', 'packages/lottery', 'packages/house-games'];
const chains = [
  ['apps/server', 'apps/game-server', 'e2e', 'bench'],
  ['apps/web', 'apps/game-client', 'apps/console', 'scripts'],
];

function build(projects) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-b', ...projects], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${projects.join(', ')} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const codes = [await build(shared)];
if (codes[0] === 0) codes.push(...(await Promise.all(chains.map(build))));
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
