import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const src = path.resolve(import.meta.dirname, '../src');
const modules = path.join(src, 'modules');

/** The modules whose files serve something (routes, relay calls): each must come in through its entry. */
function servingModules(): string[] {
  return readdirSync(modules).filter((name) =>
    readdirSync(path.join(modules, name), { recursive: true }).some((file) =>
      /\.(routes|route|relay)\.ts$/.test(String(file)),
    ),
  );
}

// Issue 23 §4: app.ts lists one entry per module; a module left out of the list would silently lose its routes.
describe('the module list of app.ts', () => {
  const app = readFileSync(path.join(src, 'app.ts'), 'utf8');

  it('names the entry of every module that serves something', () => {
    // The relay route serves every module's relay calls, so app.ts registers it after them all.
    for (const name of servingModules().filter((name) => name !== 'relay')) {
      const entry = path.join(modules, name, `${name}.module.ts`);
      const exported = /export (?:const|function) (\w+Module)\b/.exec(readFileSync(entry, 'utf8'))?.[1];
      expect(exported, entry).toBeDefined();
      expect(app, `${exported} in app.ts`).toMatch(new RegExp(`^\\s+${exported}[,(]`, 'm'));
    }
  });
});
