import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { layout } from './layout.js';
import { ownershipMarkdown } from './ownership.js';

/** `npm run docs:ownership`: writes docs/ownership.md from the code. */
const root = path.resolve(import.meta.dirname, '../..');
const target = path.join(root, layout.output);
mkdirSync(path.dirname(target), { recursive: true });
writeFileSync(target, await ownershipMarkdown(root));
console.log(`wrote ${layout.output}`);
