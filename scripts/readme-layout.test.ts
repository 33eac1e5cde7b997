import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');

/** The README's layout is a newcomer's first map: it names every server module, so a new one cannot go unlisted. */
it('the README layout names every server module', () => {
  const readme = readFileSync(path.join(root, 'README.md'), 'utf8');
  const layout = readme.slice(readme.indexOf('## Layout'), readme.indexOf('## API conventions'));
  const named = new Set(layout.match(/[a-z][a-z-]+/g));
  const modules = readdirSync(path.join(root, 'apps/server/src/modules'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  expect(modules.length).toBeGreaterThan(20);
  expect(modules.filter((name) => !named.has(name))).toEqual([]);
});
