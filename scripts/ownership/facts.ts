import { evaluate, type ImportValues, stringsOf, tablesOf, unknownPart } from './evaluate.js';
import { literalText, type SourceFile, unwrap, walk } from './source.js';
import { functionCallsInSql, type WriteKind, withoutComments, writesInSql } from './sql.js';
import { type TypeScript, ts } from './typescript.js';

export interface TableWrite {
  table: string;
  kind: WriteKind;
}

/** What one server file shows: the paths it serves, relays, writes, SQL functions called, jobs. */
export interface FileFacts {
  file: string;
  /** Path-like strings (`/wps/...`) of a file that registers Fastify routes. */
  routes: string[];
  /** Names of the relay calls it adds to a relay table. */
  relays: string[];
  writes: TableWrite[];
  /** drizzle writes and raw `INSERT INTO ${x}` whose table the code does not name. */
  unresolvedWrites: number;
  functionCalls: string[];
  jobs: string[];
}

export interface FactsContext {
  imports: ImportValues;
  tables: ReadonlySet<string>;
  functions: readonly string[];
  /** The members every job object has (the scheduler's `Job` interface). */
  jobMembers: readonly string[];
  /** Names of the relay registry (its table type, its entry helper): a file naming one adds relay calls. */
  relayMarkers: readonly string[];
}

const unknownExpression = '__expression__';
const unresolvedSql = new RegExp(
  String.raw`\b(insert\s+into\s+${unknownExpression}|delete\s+from\s+${unknownExpression}|update\s+${unknownExpression}(\s+\w+)?\s+set\b)`,
  'gi',
);
const drizzleChain = new Set(['values', 'set', 'where', 'returning', 'onConflictDoNothing', 'onConflictDoUpdate']);

/** Paths a file names: every string it builds (literals, contracts constants, templates) that starts with `/`. */
export function pathStrings(source: SourceFile, imports: ImportValues): string[] {
  const found = new Set<string>();
  walk(source.ast, (node, parent) => {
    if (!parent || !isValueRoot(node, parent)) return;
    for (const text of stringsOf(source, node, imports)) {
      if (/^\/[\w:]/.test(text)) found.add(text.split('?')[0]!);
    }
  });
  return [...found];
}

/** An expression worth evaluating on its own: not a part of a larger member access or call. */
function isValueRoot(node: TypeScript.Node, parent: TypeScript.Node): node is TypeScript.Expression {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateExpression(node)) {
    return !ts.isImportDeclaration(parent) && !ts.isExportDeclaration(parent) && !ts.isTemplateSpan(parent);
  }
  if (!ts.isPropertyAccessExpression(node) && !ts.isElementAccessExpression(node) && !ts.isCallExpression(node)) {
    return false;
  }
  const inChain =
    (ts.isPropertyAccessExpression(parent) || ts.isElementAccessExpression(parent)) && parent.expression === node;
  const callee = ts.isCallExpression(parent) && parent.expression === node;
  return !inChain && !callee && !ts.isTemplateSpan(parent);
}

export function factsOf(source: SourceFile, context: FactsContext, servesRoutes: boolean): FileFacts {
  const facts: FileFacts = {
    file: source.file,
    routes: servesRoutes ? pathStrings(source, context.imports) : [],
    relays: [],
    writes: [],
    unresolvedWrites: 0,
    functionCalls: [],
    jobs: [],
  };
  const addsRelays = new RegExp(String.raw`\b(${context.relayMarkers.join('|')})\b`).test(source.ast.text);
  const calls = new Set<string>();
  walk(source.ast, (node, parent) => {
    if (ts.isCallExpression(node)) drizzleWrite(source, node, parent, context, facts);
    if (addsRelays && ts.isArrayLiteralExpression(node)) facts.relays.push(...relayNames(source, node, context));
    if (ts.isObjectLiteralExpression(node)) facts.jobs.push(...jobNames(source, node, context));
    const text = literalText(
      node,
      (expression) => tablesOf(source, expression, context.imports)[0] ?? unknownExpression,
    );
    if (text === null) return;
    const sqlText = withoutComments(text);
    facts.writes.push(...writesInSql(sqlText, context.tables));
    facts.unresolvedWrites += [...sqlText.matchAll(unresolvedSql)].length;
    for (const fn of functionCallsInSql(sqlText, context.functions)) calls.add(fn);
  });
  facts.functionCalls = [...calls];
  return facts;
}

/** `tx.insert(members)`, `db.update(sessions)`, `tx.delete(t)`: drizzle's writes, by the table they name. */
function drizzleWrite(
  source: SourceFile,
  node: TypeScript.CallExpression,
  parent: TypeScript.Node | undefined,
  context: FactsContext,
  facts: FileFacts,
): void {
  const callee = node.expression;
  if (!ts.isPropertyAccessExpression(callee) || node.arguments.length !== 1) return;
  const kind = callee.name.text;
  if (kind !== 'insert' && kind !== 'update' && kind !== 'delete') return;
  const tables = tablesOf(source, node.arguments[0]!, context.imports);
  for (const table of tables) facts.writes.push({ table, kind });
  if (tables.length === 0 && parent && ts.isPropertyAccessExpression(parent) && drizzleChain.has(parent.name.text)) {
    facts.unresolvedWrites += 1;
  }
}

/** `[name, relayCall({...})]` entries of a relay table: the name when it is a string the code shows. */
function relayNames(source: SourceFile, node: TypeScript.ArrayLiteralExpression, context: FactsContext): string[] {
  const [name, call] = node.elements;
  if (node.elements.length !== 2 || !name || !call || !ts.isCallExpression(unwrap(call as TypeScript.Expression)))
    return [];
  return stringsOf(source, name as TypeScript.Expression, context.imports).filter(
    (text) => !text.includes(unknownPart),
  );
}

/** An object with every member of the scheduler's `Job`: its `name`. */
function jobNames(source: SourceFile, node: TypeScript.ObjectLiteralExpression, context: FactsContext): string[] {
  const members = new Map<string, TypeScript.Node>();
  for (const property of node.properties) {
    if (property.name && (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))) {
      members.set(property.name.text, property);
    }
  }
  if (context.jobMembers.length === 0 || !context.jobMembers.every((member) => members.has(member))) return [];
  const name = members.get('name');
  if (name && ts.isShorthandPropertyAssignment(name)) return stringsOfOrUnknown(source, name.name, context);
  if (name && ts.isPropertyAssignment(name)) return stringsOfOrUnknown(source, name.initializer, context);
  return ['(unnamed)'];
}

function stringsOfOrUnknown(source: SourceFile, node: TypeScript.Expression, context: FactsContext): string[] {
  const names = evaluate(source, node, context.imports).filter((value) => typeof value === 'string');
  return names.length > 0 ? (names as string[]) : [`(${node.getText(source.ast)})`];
}
