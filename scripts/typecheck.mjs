#!/usr/bin/env node
// `npm run typecheck`: every TypeScript project checked, two at a time (tsc is single-threaded and CI has two
// cores), the largest first so the run ends with the small ones. Prints each project's errors under its name.
import { spawn } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const projects = ['apps/web', 'apps/server', 'e2e', 'bench', 'packages/contracts', 'packages/lottery', 'scripts'];
const parallel = Number(process.env.TYPECHECK_PARALLEL ?? 2);
const tsc = path.join(root, 'node_modules', 'typescript', 'bin', 'tsc');

function check(project) {
  return new Promise((resolve) => {
    const started = performance.now();
    const child = spawn(process.execPath, [tsc, '-p', path.join(project, 'tsconfig.json'), '--noEmit'], { cwd: root });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    child.stderr.on('data', (chunk) => {
      output += chunk;
    });
    child.on('close', (code) => {
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      console.log(`${code === 0 ? 'ok  ' : 'FAIL'} ${project} (${seconds} s)`);
      if (output.trim()) console.log(output.trimEnd());
      resolve(code ?? 1);
    });
  });
}

const queue = [...projects];
const codes = [];
await Promise.all(
  Array.from({ length: parallel }, async () => {
    for (let project = queue.shift(); project; project = queue.shift()) codes.push(await check(project));
  }),
);
process.exit(codes.some((code) => code !== 0) ? 1 : 0);
