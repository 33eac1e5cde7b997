import type { DatabaseCatalogue } from './database.js';
import type { WriteKind } from './sql.js';

/** table -> the statements written to it. */
export type Writes = Map<string, Set<WriteKind>>;

export interface Consequences {
  /** table -> the functions (owned, or unowned and called by the code) whose bodies write it. */
  viaFunctions: Map<string, Set<string>>;
  /** table -> the triggers whose functions write it. */
  viaTriggers: Map<string, Set<string>>;
  /** The triggers its writes fire: `name on table -> function()`. */
  triggers: string[];
}

/**
 * A function and every function it calls, however deep. For a writer, the walk stops at a function another
 * module owns: calling it is like calling that module's service, so what it writes is that module's.
 */
export function closureOf(name: string, catalogue: DatabaseCatalogue, writer?: string): string[] {
  const seen = new Set<string>();
  const visit = (fn: string) => {
    const definition = catalogue.functions.get(fn);
    if (seen.has(fn) || !definition) return;
    if (writer !== undefined && definition.module !== undefined && definition.module !== writer) return;
    seen.add(fn);
    for (const next of definition.calls) visit(next);
  };
  visit(name);
  return [...seen];
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, new Set([...(map.get(key) ?? []), value]));

/** The SQL functions whose file names this module as their owner. */
export function functionsOwnedBy(writer: string, catalogue: DatabaseCatalogue): string[] {
  return [...catalogue.functions.values()]
    .filter((fn) => fn.module === writer)
    .map((fn) => fn.name)
    .sort();
}

/**
 * What the database does on top of a writer's own statements: the tables written by the SQL functions it owns
 * and by the unowned ones it calls, and the triggers all those writes fire (a trigger's writes may fire more
 * triggers; followed to the end, whoever owns the functions they run).
 */
export function consequencesOf(
  writer: string,
  writes: Writes,
  functions: string[],
  catalogue: DatabaseCatalogue,
): Consequences {
  const viaFunctions = new Map<string, Set<string>>();
  const viaTriggers = new Map<string, Set<string>>();
  const fired = new Set<string>();
  const pending: [string, WriteKind][] = [...writes].flatMap(([table, kinds]) =>
    [...kinds].map((kind): [string, WriteKind] => [table, kind]),
  );
  for (const root of new Set([...functions, ...functionsOwnedBy(writer, catalogue)])) {
    for (const fn of closureOf(root, catalogue, writer)) {
      for (const write of catalogue.functions.get(fn)!.writes) {
        add(viaFunctions, write.table, root);
        pending.push([write.table, write.kind]);
      }
    }
  }
  const seen = new Set<string>();
  while (pending.length > 0) {
    const [table, kind] = pending.pop()!;
    if (seen.has(`${table}:${kind}`)) continue;
    seen.add(`${table}:${kind}`);
    for (const trigger of catalogue.triggers) {
      if (trigger.table !== table || !trigger.events.includes(kind)) continue;
      fired.add(`${trigger.name} on ${trigger.table} -> ${trigger.function}()`);
      for (const fn of closureOf(trigger.function, catalogue)) {
        for (const write of catalogue.functions.get(fn)!.writes) {
          add(viaTriggers, write.table, trigger.name);
          pending.push([write.table, write.kind]);
        }
      }
    }
  }
  return { viaFunctions, viaTriggers, triggers: [...fired].sort() };
}
