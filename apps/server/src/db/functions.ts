import { createHash } from 'node:crypto';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Database } from './client.js';
import { connectionOf } from './executor.js';

export const functionsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'functions');

/** One applier at a time per database (1953067 and 1953068 are the active-gap buckets and the team fold). */
const applyLock = 1953070;

export interface SqlFunctionFile {
  name: string;
  text: string;
  checksum: string;
}

/** The current definitions: one `<name>.sql` per function (with the trigger that runs it, if any), by name. */
export async function readFunctionFiles(folder = functionsFolder): Promise<SqlFunctionFile[]> {
  const names = (await readdir(folder)).filter((file) => file.endsWith('.sql')).sort();
  return Promise.all(
    names.map(async (file) => {
      const text = await readFile(path.join(folder, file), 'utf8');
      return { name: file.slice(0, -'.sql'.length), text, checksum: createHash('sha256').update(text).digest('hex') };
    }),
  );
}

/**
 * Applies every function file whose checksum differs from the one recorded in `sql_functions` (each
 * file is `CREATE OR REPLACE`, so applying it again is harmless), in name order, in one transaction
 * under an advisory lock: two instances starting together apply each change once, and a file that
 * fails leaves every function as it was. Runs after the versioned migrations, which own the tables
 * and types; a migration never writes out a function body that lives here. Answers what it applied.
 */
export async function applyFunctions(db: Database, folder = functionsFolder): Promise<string[]> {
  return applyFunctionFiles(db, await readFunctionFiles(folder));
}

/** applyFunctions over files already read. */
export function applyFunctionFiles(db: Database, files: SqlFunctionFile[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    const client = connectionOf(tx);
    await client.query('SELECT pg_advisory_xact_lock($1)', [applyLock]);
    const recorded = await client.query<{ name: string; checksum: string }>('SELECT name, checksum FROM sql_functions');
    const known = new Map(recorded.rows.map((row) => [row.name, row.checksum]));
    const changed = files.filter((file) => known.get(file.name) !== file.checksum);
    for (const file of changed) {
      // No parameters: the simple protocol, so a file may hold a function and its trigger.
      await client.query(file.text);
      await client.query(
        `INSERT INTO sql_functions (name, checksum, applied_at) VALUES ($1, $2, now())
         ON CONFLICT (name) DO UPDATE SET checksum = EXCLUDED.checksum, applied_at = EXCLUDED.applied_at`,
        [file.name, file.checksum],
      );
    }
    return changed.map((file) => file.name);
  });
}
