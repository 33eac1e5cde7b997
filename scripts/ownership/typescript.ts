import { createRequire } from 'node:module';
import type * as TypeScript from 'typescript';

/**
 * The TypeScript compiler, loaded with `require`: imported as ES module, Node first scans its 9 MB for the
 * names it exports, which costs more than all the parsing the map does.
 */
export const ts: typeof TypeScript = createRequire(import.meta.url)('typescript');
export type { TypeScript };
