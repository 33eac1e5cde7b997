import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The few things the map cannot read from the code: where the parts of the repository live. Everything
 * else (modules, features, routes, relays, tables, functions, triggers, jobs) is found in the files.
 */
export interface Layout {
  serverSource: string;
  /** One folder per server module. */
  modules: string;
  /** The demo seed: its own writes are listed, for moving them into the modules' services. */
  seed: string;
  /** The testing surface (for e2e and bench): server code outside `src/` that writes to the database. */
  testing: string;
  schema: string;
  migrations: string;
  functions: string;
  contracts: string;
  webSource: string;
  /** One folder per web feature; the web's other top folders are reported as shared code. */
  webFeatures: string;
  /** A feature's folder of calls (`api/`): a path there that lands on no route is reported. */
  webCallFolder: string;
  /** The relay registry's table type and entry helper (`platform/relay.ts`): a file naming one adds relay calls. */
  relayMarkers: string[];
  /** The scheduler's job type: an object with all of its members is a job. */
  jobType: string;
  /** The one route that serves every relay call, `<prefix><name>`. */
  relayPrefix: string;
  /** The generated map. */
  output: string;
}

export const layout: Layout = {
  serverSource: 'apps/server/src',
  modules: 'apps/server/src/modules',
  seed: 'apps/server/src/demo',
  testing: 'apps/server/testing',
  schema: 'apps/server/src/db/schema',
  migrations: 'apps/server/src/db/migrations',
  functions: 'apps/server/src/db/functions',
  contracts: 'packages/contracts',
  webSource: 'apps/web/src',
  webFeatures: 'apps/web/src/features',
  webCallFolder: 'api',
  relayMarkers: ['RelayTable', 'relayCall'],
  jobType: 'Job',
  relayPrefix: '/wps/relay/',
  output: 'docs/ownership.md',
};

/** Fails when a folder the layout names is gone (moved by a refactor): a map of nothing would pass unseen. */
export function checkLayout(root: string, repo: Layout): void {
  const server = [
    repo.serverSource,
    repo.modules,
    repo.schema,
    repo.migrations,
    repo.functions,
    repo.seed,
    repo.testing,
  ];
  for (const folder of [...server, repo.contracts, repo.webSource, repo.webFeatures]) {
    if (!existsSync(path.join(root, folder))) {
      throw new Error(`${folder} is gone: update scripts/ownership/layout.ts to where it moved`);
    }
  }
}

const skipped = /(^|\/)(node_modules|dist|test|__tests__)(\/|$)|\.(test|spec)\.tsx?$|\.d\.ts$/;

/** Repo-relative files under a folder whose names end with one of `extensions`, tests left out, sorted. */
export function filesUnder(root: string, folder: string, extensions: string[]): string[] {
  const found: string[] = [];
  const visit = (relative: string) => {
    let entries: import('node:fs').Dirent[];
    try {
      entries = readdirSync(path.join(root, relative), { withFileTypes: true });
    } catch {
      return;
    }
    for (const entry of entries) {
      const child = `${relative}/${entry.name}`;
      if (skipped.test(child)) continue;
      if (entry.isDirectory()) visit(child);
      else if (extensions.some((extension) => entry.name.endsWith(extension))) found.push(child);
    }
  };
  visit(folder);
  return found.sort();
}

/** Immediate sub-folders of a folder, sorted. */
export function foldersIn(root: string, folder: string): string[] {
  try {
    return readdirSync(path.join(root, folder), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .sort();
  } catch {
    return [];
  }
}

export function readText(root: string, file: string): string {
  return readFileSync(path.join(root, file), 'utf8');
}
