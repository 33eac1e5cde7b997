import { type Endpoint, landsOn } from './endpoints.js';
import { foldersIn, type Layout } from './layout.js';
import type { RepoFacts, ServerFile } from './read-repo.js';
import { consequencesOf, functionsOwnedBy, type Writes } from './writes.js';

/** One server module, or one place outside the modules that writes (the seed, platform, testing). */
export interface Owner {
  name: string;
  /** The folder it lives in (repo-relative). */
  folder: string;
  routes: string[];
  relays: string[];
  /** Web features (and shared web folders) whose calls land on its routes or relays. */
  webCallers: string[];
  contractsFiles: string[];
  /** Tables its own code writes, with the statements. */
  writes: Writes;
  /** Tables written by the SQL functions it owns or calls (unowned ones): table -> functions. */
  viaFunctions: Map<string, Set<string>>;
  /** Tables triggers write when its statements fire them: table -> triggers. */
  viaTriggers: Map<string, Set<string>>;
  /** SQL functions its code calls. */
  functions: string[];
  /** SQL functions whose file names it (`-- module: <name>`). */
  ownedFunctions: string[];
  triggers: string[];
  jobs: string[];
  /** Files holding a write whose table the code does not name. */
  unresolved: string[];
  /** Modules it imports or whose SQL functions it calls (outside the modules: the services the seed goes through). */
  modulesUsed: string[];
}

export interface OwnershipMap {
  modules: Owner[];
  outside: Owner[];
  /** Web folders with the paths they call that land on no route. */
  unmatchedCalls: Map<string, string[]>;
  tables: string[];
}

const sorted = (values: Iterable<string>) => [...new Set(values)].sort();

export function buildMap(facts: RepoFacts, layout: Layout): OwnershipMap {
  const moduleNames = foldersIn(facts.root, layout.modules);
  checkFunctionOwners(facts, moduleNames);
  const owners = new Map<string, { folder: string; files: ServerFile[] }>();
  for (const file of facts.server) {
    const { name, folder } = ownerOf(file.file, layout);
    const entry = owners.get(name) ?? { folder, files: [] };
    entry.files.push(file);
    owners.set(name, entry);
  }
  const endpoints: Endpoint[] = [...owners].flatMap(([module, { files }]) =>
    files.flatMap((file) => [
      ...file.routes.map((path) => ({ path, module })),
      ...file.relays.map((name) => ({ path: `${layout.relayPrefix}${name}`, module })),
    ]),
  );
  const { callers, unmatchedCalls } = webCallers(facts, layout, endpoints);
  const build = (name: string, folder: string, files: ServerFile[]): Owner => {
    const writes: Writes = new Map();
    for (const write of files.flatMap((file) => file.writes)) {
      writes.set(write.table, new Set([...(writes.get(write.table) ?? []), write.kind]));
    }
    const functions = sorted(files.flatMap((file) => file.functionCalls));
    const consequences = consequencesOf(name, writes, functions, facts.catalogue);
    const functionOwners = functions.flatMap((fn) => facts.catalogue.functions.get(fn)?.module ?? []);
    return {
      name,
      folder,
      routes: sorted(files.flatMap((file) => file.routes)),
      relays: sorted(files.flatMap((file) => file.relays)),
      webCallers: sorted(callers.get(name) ?? []),
      contractsFiles: sorted(files.flatMap((file) => file.contractsFiles)),
      writes,
      ...consequences,
      functions,
      ownedFunctions: functionsOwnedBy(name, facts.catalogue),
      jobs: sorted(files.flatMap((file) => file.jobs)),
      unresolved: sorted(files.filter((file) => file.unresolvedWrites > 0).map((file) => file.file)),
      modulesUsed: sorted([
        ...files
          .flatMap((file) => file.imports)
          .flatMap((file) => {
            const owner = ownerOf(file, layout);
            return owner.module && owner.name !== name ? [owner.name] : [];
          }),
        ...functionOwners.filter((owner) => owner !== name),
      ]),
    };
  };
  const all = [...owners].map(([name, { folder, files }]) => build(name, folder, files));
  const byName = (a: Owner, b: Owner) => a.name.localeCompare(b.name);
  return {
    modules: moduleNames.map(
      (name) => all.find((owner) => owner.name === name) ?? build(name, folderOf(layout, name), []),
    ),
    outside: all.filter((owner) => !moduleNames.includes(owner.name)).sort(byName),
    unmatchedCalls,
    tables: sorted(facts.catalogue.tables),
  };
}

const folderOf = (layout: Layout, module: string) => `${layout.modules}/${module}`;

/** A function file naming a module that does not exist (a typo, a renamed module) would hide its writes. */
function checkFunctionOwners(facts: RepoFacts, moduleNames: string[]): void {
  for (const fn of facts.catalogue.functions.values()) {
    if (fn.module !== undefined && !moduleNames.includes(fn.module)) {
      throw new Error(`${fn.file}: \`-- module: ${fn.module}\` names no folder of the server's modules`);
    }
  }
}

/**
 * The module a server file belongs to; outside the modules, the named folder (seed, testing) or the top
 * folder of the server's source it sits in, named from the server's folder (`src/platform`, `testing`).
 */
function ownerOf(file: string, layout: Layout): { name: string; folder: string; module: boolean } {
  if (file.startsWith(`${layout.modules}/`)) {
    const name = file.slice(layout.modules.length + 1).split('/')[0]!;
    return { name, folder: folderOf(layout, name), module: true };
  }
  const app = layout.serverSource.slice(0, layout.serverSource.lastIndexOf('/'));
  const named = [layout.seed, layout.testing].find((folder) => file.startsWith(`${folder}/`));
  const rest = file.slice(layout.serverSource.length + 1);
  const folder = named ?? (rest.includes('/') ? `${layout.serverSource}/${rest.split('/')[0]}` : layout.serverSource);
  return { name: folder.slice(app.length + 1), folder, module: false };
}

/** Each web feature (and shared top folder) -> the modules its calls land on; the calls that land nowhere. */
function webCallers(facts: RepoFacts, layout: Layout, endpoints: Endpoint[]) {
  const callers = new Map<string, Set<string>>();
  const unmatchedCalls = new Map<string, string[]>();
  for (const [file, paths] of facts.web) {
    const inFeature = file.startsWith(`${layout.webFeatures}/`);
    const base = inFeature ? layout.webFeatures : layout.webSource;
    const parts = file.slice(base.length + 1).split('/');
    const caller = parts.length > 1 ? (inFeature ? parts[0]! : `${parts[0]}/`) : '(web root)';
    for (const path of paths) {
      const landed = landsOn(path, endpoints);
      for (const { module } of landed) callers.set(module, new Set([...(callers.get(module) ?? []), caller]));
      if (landed.length === 0 && inFeature)
        unmatchedCalls.set(caller, sorted([...(unmatchedCalls.get(caller) ?? []), path]));
    }
  }
  return { callers, unmatchedCalls };
}
