import type { DatabaseCatalogue } from './database.js';
import type { WriteKind } from './sql.js';

/** table -> the statements written to it. */
export type Writes = Map<string, Set<WriteKind>>;

export interface Consequences {
  /** table -> the functions (called by the code) whose bodies write it. */
  viaFunctions: Map<string, Set<string>>;
  /** table -> the triggers whose functions write it. */
  viaTriggers: Map<string, Set<string>>;
  /** The triggers its writes fire: `name on table -> function()`. */
  triggers: string[];
}

/** A function and every function it calls, however deep. */
export function closureOf(name: string, catalogue: DatabaseCatalogue): string[] {
  const seen = new Set<string>();
  const visit = (fn: string) => {
    if (seen.has(fn) || !catalogue.functions.has(fn)) return;
    seen.add(fn);
    for (const next of catalogue.functions.get(fn)!.calls) visit(next);
  };
  visit(name);
  return [...seen];
}

const add = <K, V>(map: Map<K, Set<V>>, key: K, value: V) => map.set(key, new Set([...(map.get(key) ?? []), value]));

/**
 * What the database does on top of a writer's own statements: the tables written by the SQL functions it
 * calls, and the triggers its writes fire (a trigger's writes may fire more triggers; followed to the end).
 */
export function consequencesOf(writes: Writes, functions: string[], catalogue: DatabaseCatalogue): Consequences {
  const viaFunctions = new Map<string, Set<string>>();
  const viaTriggers = new Map<string, Set<string>>();
  const fired = new Set<string>();
  const pending: [string, WriteKind][] = [...writes].flatMap(([table, kinds]) =>
    [...kinds].map((kind): [string, WriteKind] => [table, kind]),
  );
  for (const called of functions) {
    for (const fn of closureOf(called, catalogue)) {
      for (const write of catalogue.functions.get(fn)!.writes) {
        add(viaFunctions, write.table, called);
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
