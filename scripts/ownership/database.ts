import { type SourceFile, unwrap } from './source.js';
import {
  type FunctionDefinition,
  functionCallsInSql,
  moduleOfFunctionFile,
  type SqlWrite,
  schemaChangesOf,
  type TriggerDefinition,
  writesInSql,
} from './sql.js';
import { ts } from './typescript.js';

/** What the database holds once every migration and function file has run. */
export interface DatabaseCatalogue {
  /** drizzle export name -> SQL table name, for the tables the schema declares. */
  schemaTables: Map<string, string>;
  /** Every table: the schema's and those only the migrations create. */
  tables: Set<string>;
  functions: Map<string, SqlFunction>;
  triggers: TriggerDefinition[];
}

export interface SqlFunction extends FunctionDefinition {
  /** Where its current definition lives (repo-relative). */
  file: string;
  /** The module its file names (`-- module: <m>`); none for a trigger's function or a migration's. */
  module?: string;
  writes: SqlWrite[];
  calls: string[];
}

export interface SqlFile {
  file: string;
  text: string;
}

/** `export const members = pgTable('members', ...)` (or `someSchema.table('x', ...)`): members -> members. */
export function schemaTablesOf(sources: SourceFile[]): Map<string, string> {
  const tables = new Map<string, string>();
  for (const source of sources) {
    for (const statement of source.ast.statements) {
      if (!ts.isVariableStatement(statement)) continue;
      for (const declaration of statement.declarationList.declarations) {
        const init = declaration.initializer && unwrap(declaration.initializer);
        if (!init || !ts.isCallExpression(init) || !ts.isIdentifier(declaration.name)) continue;
        const callee = init.expression;
        const isTable =
          (ts.isIdentifier(callee) && callee.text === 'pgTable') ||
          (ts.isPropertyAccessExpression(callee) && callee.name.text === 'table');
        const [first] = init.arguments;
        if (isTable && first && ts.isStringLiteral(first)) tables.set(declaration.name.text, first.text);
      }
    }
  }
  return tables;
}

/**
 * Replays the migrations (in file order) and then the function files, as the server applies them, keeping
 * the last definition of each function and trigger and the tables that still exist.
 */
export function catalogueOf(schema: SourceFile[], migrations: SqlFile[], functionFiles: SqlFile[]): DatabaseCatalogue {
  const schemaTables = schemaTablesOf(schema);
  const tables = new Set(schemaTables.values());
  const definitions = new Map<string, FunctionDefinition & { file: string; module?: string }>();
  const triggers = new Map<string, TriggerDefinition>();
  const byName = (files: SqlFile[]) => [...files].sort((a, b) => a.file.localeCompare(b.file));
  const ordered = [
    ...byName(migrations).map((sql) => ({ ...sql, module: undefined })),
    ...byName(functionFiles).map((sql) => ({ ...sql, module: moduleOfFunctionFile(sql.text) })),
  ];
  for (const { file, text, module } of ordered) {
    for (const change of schemaChangesOf(text)) {
      if (change.kind === 'function') {
        definitions.set(change.definition.name, { ...change.definition, file, ...(module ? { module } : {}) });
      }
      if (change.kind === 'drop-function') definitions.delete(change.name);
      if (change.kind === 'trigger')
        triggers.set(`${change.definition.table}.${change.definition.name}`, change.definition);
      if (change.kind === 'drop-trigger') triggers.delete(`${change.table}.${change.name}`);
      if (change.kind === 'table') tables.add(change.name);
      if (change.kind === 'drop-table') tables.delete(change.name);
      if (change.kind === 'rename-table' && tables.delete(change.name)) tables.add(change.to);
    }
  }
  const names = [...definitions.keys()];
  const functions = new Map<string, SqlFunction>();
  for (const [name, definition] of definitions) {
    functions.set(name, {
      ...definition,
      writes: writesInSql(definition.body, tables),
      calls: functionCallsInSql(definition.body, names).filter((other) => other !== name),
    });
  }
  const current = [...triggers.values()].filter((trigger) => tables.has(trigger.table));
  return { schemaTables, tables, functions, triggers: current };
}
