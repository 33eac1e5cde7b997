import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const run = promisify(execFile);

/** What dependency-cruiser, with the project's rules, resolves one file's imports to. */
async function resolvedImportsOf(file: string): Promise<string[]> {
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const { stdout } = await run(depcruise, [file, '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const result = JSON.parse(stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  return result.modules.find((module) => module.source === file)?.dependencies.map((dep) => dep.resolved) ?? [];
}

// Issue 23 §2: with node_modules excluded from the graph, every rule about a package (no Fastify in services,
// no drizzle outside repositories) could never fire. The packages stay in the graph as leaves.
describe('the layer rules', () => {
  it('see the packages a file imports, so the rules about drizzle and Fastify can fire', async () => {
    const imports = await resolvedImportsOf('apps/server/src/platform/uploads.ts');
    expect(imports).toContain('node_modules/fastify/fastify.js');
    expect(imports.some((resolved) => resolved.startsWith('node_modules/@fastify/multipart/'))).toBe(true);
  }, 60_000);
});
