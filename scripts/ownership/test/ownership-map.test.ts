import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { layout } from '../layout.js';
import { ownershipMarkdown } from '../ownership.js';

const root = path.resolve(import.meta.dirname, '../../..');

it(`${layout.output} is what the code says (else run \`npm run docs:ownership\`)`, async () => {
  const written = readFileSync(path.join(root, layout.output), 'utf8');
  const current = await ownershipMarkdown(root);
  expect(current, `${layout.output} is stale: run \`npm run docs:ownership\` and commit it`).toBe(written);
}, 30_000);
