import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from '../src/index.js';

/**
 * Issue 22 finding 11: validation never throws. A rule that reads a value (BigInt of an amount, say)
 * must not run on a value whose format already failed: junk is a 400 naming the field, not a 500.
 * Every schema the contracts export is fed values of the right type in the wrong format, at every
 * depth, and must answer with issues instead of throwing.
 */
type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as { _zod: { def: Def } })._zod.def;

/** Values of the schema's type but of no format it accepts, with the fields of objects filled the same way. */
function junkFor(schema: unknown, depth = 0): unknown[] {
  if (depth > 6) return ['x'];
  const def = defOf(schema);
  const inner = (key: string) => junkFor(def[key], depth + 1);
  switch (def.type) {
    case 'string':
      return ['x!', '1e9'];
    case 'number':
    case 'int':
      return [-1.5, 1e30];
    case 'bigint':
      return [-1n];
    case 'boolean':
      return [true];
    case 'enum':
    case 'literal':
      return ['x!'];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return inner('innerType');
    case 'pipe':
      return inner('in');
    case 'lazy':
      return junkFor((def.getter as () => unknown)(), depth + 1);
    case 'array':
      return inner('element').map((element) => [element]);
    case 'record':
      return inner('valueType').map((value) => ({ EN: value, x: value }));
    case 'union':
      return (def.options as unknown[]).flatMap((option) => junkFor(option, depth + 1));
    case 'intersection':
      return [...inner('left'), ...inner('right')];
    case 'object': {
      const shape = def.shape as Record<string, unknown>;
      const fields = Object.entries(shape).map(([key, field]) => [key, junkFor(field, depth + 1)] as const);
      const widest = Math.max(1, ...fields.map(([, values]) => values.length));
      // The n-th junk of every field at once; near the top, also one field at a time.
      const together = Array.from({ length: widest }, (_, index) =>
        Object.fromEntries(fields.map(([key, values]) => [key, values[index % values.length]])),
      );
      if (depth > 1) return together;
      const alone = fields.flatMap(([key, values]) => values.map((value) => ({ [key]: value })));
      return [...together, ...alone, {}];
    }
    default:
      return ['x!', -1, null];
  }
}

const schemas = Object.entries(contracts).filter(([, value]) => value instanceof z.ZodType) as [string, z.ZodType][];

describe('every contract schema', () => {
  it('is found (the contracts export their schemas)', () => {
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('answers junk with issues and never throws', { timeout: 60_000 }, () => {
    const thrown: string[] = [];
    for (const [name, schema] of schemas) {
      for (const value of junkFor(schema)) {
        try {
          schema.safeParse(value);
        } catch (error) {
          thrown.push(
            `${name} ${JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? String(v) : v))}: ${error}`,
          );
          break;
        }
      }
    }
    expect(thrown).toEqual([]);
  });
});
