import { describe, expect, it } from 'vitest';
import { cyclicGroups, moduleEdges, repositoryReExports } from './module-rules.js';

const m = (name: string, file = 'x.ts') => `apps/server/src/modules/${name}/${file}`;

describe('the module rules', () => {
  it('find a cycle between modules whose files form none', () => {
    const graph = moduleEdges([
      { from: m('a', 'one.ts'), to: m('b', 'two.ts') },
      { from: m('b', 'three.ts'), to: m('a', 'four.ts') },
      { from: m('b', 'three.ts'), to: m('c') },
      { from: m('c'), to: 'apps/server/src/platform/errors.ts' },
    ]);
    expect(cyclicGroups(graph)).toEqual([['a', 'b']]);
  });

  it('see a value re-export of a repository, not a type one nor another file', () => {
    const source = [
      "import { x } from './a.repository.js';",
      "export { x, y as z } from './a.repository.js';",
      "export type { Row } from './a.repository.js';",
      "export { type Other } from './b.repository.js';",
      "export { formatAmount } from './templates.js';",
    ].join('\n');
    expect(repositoryReExports(source)).toEqual(["export { x, y as z } from './a.repository.js';"]);
  });
});
