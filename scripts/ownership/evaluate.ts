import { type SourceFile, unwrap } from './source.js';
import { type TypeScript, ts } from './typescript.js';

/** A drizzle table named in code, by the name PostgreSQL knows it by. */
export class TableRef {
  constructor(readonly sqlName: string) {}
}

/** What an imported name is worth: a contracts value, a schema table, or nothing known. */
export interface ImportValues {
  /** The value of an import binding (`'*'` for the whole module), or undefined when it is not followed. */
  valueOf(source: SourceFile, from: string, name: string): unknown;
}

/** Marks a `${...}` whose value is not known (a parameter, a call of ours): it stands for one path segment. */
export const unknownPart = ':param';

const fanOutLimit = 200;

/**
 * The values an expression may have, as far as the code shows without running it: literals, consts of the
 * file, imported contracts values (objects, strings, functions such as `relayPath`), schema tables, and
 * member access, calls of imported functions and templates over those. A computed index (`byKind[kind]`)
 * stands for every value of the object. Nothing known answers [].
 */
export function evaluate(source: SourceFile, node: TypeScript.Expression, imports: ImportValues, depth = 0): unknown[] {
  if (depth > 12) return [];
  const again = (next: TypeScript.Expression) => evaluate(source, next, imports, depth + 1);
  const expression = unwrap(node);
  if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression)) return [expression.text];
  if (ts.isNumericLiteral(expression)) return [Number(expression.text)];
  if (ts.isIdentifier(expression)) {
    const binding = source.imports.get(expression.text);
    if (binding) {
      const value = imports.valueOf(source, binding.from, binding.name);
      return value === undefined ? [] : [value];
    }
    const constant = source.constants.get(expression.text);
    return constant && constant !== node ? again(constant) : [];
  }
  if (ts.isPropertyAccessExpression(expression)) {
    return again(expression.expression).flatMap((value) => member(value, expression.name.text));
  }
  if (ts.isElementAccessExpression(expression)) {
    const keys = again(expression.argumentExpression);
    return again(expression.expression).flatMap((value) =>
      keys.length > 0 ? keys.flatMap((key) => member(value, String(key))) : everyMember(value),
    );
  }
  if (ts.isConditionalExpression(expression)) return [...again(expression.whenTrue), ...again(expression.whenFalse)];
  if (ts.isCallExpression(expression)) return call(again(expression.expression), expression.arguments.map(again));
  if (ts.isTemplateExpression(expression)) {
    let texts = [expression.head.text];
    for (const span of expression.templateSpans) {
      const parts = again(span.expression).filter((value) => typeof value === 'string' || typeof value === 'number');
      const options = parts.length > 0 ? parts.map(String) : [unknownPart];
      texts = texts.flatMap((text) => options.map((part) => text + part + span.literal.text)).slice(0, fanOutLimit);
    }
    return texts;
  }
  return [];
}

function member(value: unknown, key: string): unknown[] {
  if (value === null || (typeof value !== 'object' && typeof value !== 'function')) return [];
  if (value instanceof TableRef) return [];
  const found = (value as Record<string, unknown>)[key];
  return found === undefined ? [] : [found];
}

function everyMember(value: unknown): unknown[] {
  if (value === null || typeof value !== 'object' || value instanceof TableRef) return [];
  return Object.values(value).slice(0, fanOutLimit);
}

/** Calls an imported (contracts) function with every combination of its arguments' known plain values. */
function call(callees: unknown[], argumentValues: unknown[][]): unknown[] {
  const plain = argumentValues.map((values) => values.filter((value) => typeof value !== 'object'));
  if (plain.some((values) => values.length === 0)) return [];
  let combinations: unknown[][] = [[]];
  for (const values of plain) {
    combinations = combinations.flatMap((args) => values.map((value) => [...args, value])).slice(0, fanOutLimit);
  }
  const results: unknown[] = [];
  for (const callee of callees) {
    if (typeof callee !== 'function') continue;
    for (const args of combinations) {
      try {
        results.push(callee(...args));
      } catch {
        // A contracts function that refuses these arguments says nothing about the path.
      }
    }
  }
  return results;
}

/** The strings among an expression's values. */
export function stringsOf(source: SourceFile, node: TypeScript.Expression, imports: ImportValues): string[] {
  return evaluate(source, node, imports).filter((value): value is string => typeof value === 'string');
}

/** The tables among an expression's values. */
export function tablesOf(source: SourceFile, node: TypeScript.Expression, imports: ImportValues): string[] {
  return evaluate(source, node, imports)
    .filter((value): value is TableRef => value instanceof TableRef)
    .map((table) => table.sqlName);
}
