/** Reading SQL text: which tables a statement writes, which functions it calls, what a migration defines. */

export type WriteKind = 'insert' | 'update' | 'delete' | 'truncate';

export interface SqlWrite {
  table: string;
  kind: WriteKind;
}

const name = String.raw`(?:"?[a-z_][a-z0-9_]*"?\.)?"?([a-z_][a-z0-9_]*)"?`;
const writePatterns: [WriteKind, RegExp][] = [
  ['insert', new RegExp(String.raw`\binsert\s+into\s+${name}`, 'gi')],
  ['insert', new RegExp(String.raw`\bmerge\s+into\s+${name}`, 'gi')],
  ['update', new RegExp(String.raw`\bupdate\s+(?:only\s+)?${name}(?:\s+(?:as\s+)?[a-z_][a-z0-9_]*)?\s+set\b`, 'gi')],
  ['delete', new RegExp(String.raw`\bdelete\s+from\s+(?:only\s+)?${name}`, 'gi')],
  ['truncate', new RegExp(String.raw`\btruncate\s+(?:table\s+)?(?:only\s+)?${name}`, 'gi')],
];

const mayWrite = /\b(insert|update|delete|merge|truncate)\b/i;

/**
 * The tables a piece of SQL writes (INSERT INTO, INSERT ... ON CONFLICT, UPDATE ... SET, DELETE FROM, MERGE,
 * TRUNCATE), kept only when the name is a table we know: English text that happens to say "delete from the
 * list" names no table.
 */
export function writesInSql(text: string, tables: ReadonlySet<string>): SqlWrite[] {
  const writes: SqlWrite[] = [];
  if (!mayWrite.test(text)) return writes;
  for (const [kind, pattern] of writePatterns) {
    for (const match of text.matchAll(pattern)) {
      const table = match[1]!.toLowerCase();
      if (tables.has(table)) writes.push({ table, kind });
    }
  }
  return writes;
}

const callPatterns = new Map<string, RegExp>();

/** The known SQL functions a piece of SQL calls (`name(`). */
export function functionCallsInSql(text: string, functions: readonly string[]): string[] {
  if (functions.length === 0 || !text.includes('(')) return [];
  const key = functions.join('|');
  const pattern = callPatterns.get(key) ?? new RegExp(String.raw`\b(${key})\s*\(`, 'gi');
  callPatterns.set(key, pattern);
  return [...new Set([...text.matchAll(pattern)].map((match) => match[1]!.toLowerCase()))];
}

const moduleLine = /^--\s*module:\s*([a-z0-9_-]+)\s*$/i;

/**
 * The module a function file names on its first line (`-- module: ledger`): the functions it defines are that
 * module's, as its service is. A file without the line (a trigger's function) belongs to no module.
 */
export function moduleOfFunctionFile(text: string): string | undefined {
  return moduleLine.exec(text.split('\n', 1)[0]!.trim())?.[1]?.toLowerCase();
}

/** Strips `-- line` comments, so a comment that mentions a statement does not count as one. */
export function withoutComments(text: string): string {
  return text.replace(/--[^\n]*/g, '');
}

export interface FunctionDefinition {
  name: string;
  body: string;
}

export interface TriggerDefinition {
  name: string;
  table: string;
  /** The statements that fire it. */
  events: WriteKind[];
  function: string;
}

export type SchemaChange =
  | { kind: 'function'; definition: FunctionDefinition }
  | { kind: 'drop-function'; name: string }
  | { kind: 'trigger'; definition: TriggerDefinition }
  | { kind: 'drop-trigger'; name: string; table: string }
  | { kind: 'table'; name: string }
  | { kind: 'drop-table'; name: string }
  | { kind: 'rename-table'; name: string; to: string };

const changePatterns: [string, RegExp][] = [
  ['function', /\bcreate\s+(?:or\s+replace\s+)?function\s+(?:\w+\.)?(\w+)\s*\(/gi],
  ['drop-function', /\bdrop\s+function\s+(?:if\s+exists\s+)?(?:\w+\.)?(\w+)/gi],
  [
    'trigger',
    /\bcreate\s+(?:or\s+replace\s+)?(?:constraint\s+)?trigger\s+(\w+)\s+(?:before|after|instead\s+of)\s+([\s\S]+?)\s+on\s+(?:\w+\.)?(\w+)[\s\S]*?\bexecute\s+(?:function|procedure)\s+(?:\w+\.)?(\w+)\s*\(/gi,
  ],
  ['drop-trigger', /\bdrop\s+trigger\s+(?:if\s+exists\s+)?(\w+)\s+on\s+(?:\w+\.)?(\w+)/gi],
  ['table', /\bcreate\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi],
  ['drop-table', /\bdrop\s+table\s+(?:if\s+exists\s+)?(?:"?\w+"?\.)?"?(\w+)"?/gi],
  ['rename-table', /\balter\s+table\s+(?:if\s+exists\s+)?(?:"?\w+"?\.)?"?(\w+)"?\s+rename\s+to\s+"?(\w+)"?/gi],
];

/** What a migration or function file defines and drops, in the order it does so. */
export function schemaChangesOf(sqlText: string): SchemaChange[] {
  const text = withoutComments(sqlText);
  const found: { at: number; change: SchemaChange }[] = [];
  for (const [kind, pattern] of changePatterns) {
    for (const match of text.matchAll(pattern)) {
      const [, a = '', b = '', c = '', d = ''] = match.map((part) => part?.toLowerCase());
      const at = match.index;
      if (kind === 'function') found.push({ at, change: { kind, definition: { name: a, body: bodyAt(text, at) } } });
      if (kind === 'drop-function') found.push({ at, change: { kind, name: a } });
      if (kind === 'trigger') {
        found.push({ at, change: { kind, definition: { name: a, events: eventsOf(b), table: c, function: d } } });
      }
      if (kind === 'drop-trigger') found.push({ at, change: { kind, name: a, table: b } });
      if (kind === 'table') found.push({ at, change: { kind, name: a } });
      if (kind === 'drop-table') found.push({ at, change: { kind, name: a } });
      if (kind === 'rename-table') found.push({ at, change: { kind, name: a, to: b } });
    }
  }
  return found.sort((x, y) => x.at - y.at).map(({ change }) => change);
}

function eventsOf(text: string): WriteKind[] {
  const events = ['insert', 'update', 'delete', 'truncate'] as const;
  return events.filter((event) => new RegExp(String.raw`\b${event}\b`).test(text));
}

/** A function's body: its dollar-quoted text after `CREATE FUNCTION` (or up to the next `;` without one). */
function bodyAt(text: string, start: number): string {
  const rest = text.slice(start);
  const open = /\$([a-z_]*)\$/i.exec(rest);
  const end = rest.indexOf(';');
  if (!open || (end >= 0 && end < open.index)) return rest.slice(0, end < 0 ? undefined : end);
  const tag = open[0];
  const close = rest.indexOf(tag, open.index + tag.length);
  return rest.slice(open.index + tag.length, close < 0 ? undefined : close);
}
