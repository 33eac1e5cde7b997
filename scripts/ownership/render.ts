import type { Layout } from './layout.js';
import type { Owner, OwnershipMap } from './model.js';
import type { WriteKind } from './sql.js';
import type { Writes } from './writes.js';

const code = (text: string) => `\`${text}\``;
const list = (items: string[], empty = '') => (items.length > 0 ? items.join(', ') : empty);
const initials: [WriteKind, string][] = [
  ['insert', 'I'],
  ['update', 'U'],
  ['delete', 'D'],
  ['truncate', 'T'],
];

/** The statements written to a table, as `IUD`. */
const letters = (kinds: ReadonlySet<WriteKind> = new Set()) =>
  initials.flatMap(([kind, letter]) => (kinds.has(kind) ? [letter] : [])).join('');

function writesCell(writes: Writes): string {
  return list([...writes.keys()].sort().map((table) => `${code(table)} ${letters(writes.get(table))}`));
}

function throughCell(through: Map<string, Set<string>>): string {
  return list(
    [...through.keys()].sort().map((table) => `${code(table)} (${[...through.get(table)!].sort().join(', ')})`),
  );
}

/** The tables a module writes itself or through the SQL functions it calls: what ownership counts. */
export function tablesWrittenBy(owner: Owner): string[] {
  return [...new Set([...owner.writes.keys(), ...owner.viaFunctions.keys()])].sort();
}

export function renderMap(map: OwnershipMap, layout: Layout): string {
  const contractsFolder = `${layout.contracts}/src/`;
  const shortContracts = (file: string) => file.replace(contractsFolder, '').replace(/\.ts$/, '');
  const lines: string[] = [
    '# Ownership map',
    '',
    `Generated from the code by \`npm run docs:ownership\` (\`scripts/ownership/\`); a test fails when this file is`,
    'stale, so do not edit it by hand. How each column is read:',
    '',
    `- **module**: a folder of \`${layout.modules}/\`; **paths / relays**: the paths its Fastify files name and`,
    `  the relay calls it adds to a relay table (\`${layout.relayPrefix}<name>\`).`,
    `- **web features**: the folders of \`${layout.webFeatures}/\` (and shared web folders, ending in \`/\`)`,
    '  whose paths (literals, contracts constants, `relayPath(...)`) land on its routes or relays, as the router',
    '  picks them.',
    `- **contracts files**: the files of \`${contractsFolder}\` that declare the names it imports.`,
    '- **writes**: drizzle `.insert(t)` / `.update(t)` / `.delete(t)` and raw SQL (`INSERT INTO`, `UPDATE ... SET`,',
    '  `DELETE FROM`, `MERGE`, `TRUNCATE`) in its code and `.sql` files: I insert, U update, D delete, T truncate.',
    `  **through functions**: tables written by the SQL functions (\`${layout.functions}/\`, migrations) it owns,`,
    '  and by the functions no module owns that it calls. **SQL functions owned**: those whose file starts with',
    "  `-- module: <module>`. Calling another module's function is like calling its service: what that function",
    '  writes (itself or through the functions it calls) counts for its owner only. A function without the line (a',
    "  trigger's function) counts for whoever calls it.",
    '- **triggers**: the triggers its writes fire (`CREATE TRIGGER ... ON <table>`), with the function they run.',
    `- **jobs**: objects with every member of the scheduler's \`${layout.jobType}\` type, by \`name\`.`,
    '',
    'The game server (`apps/game-server`) keeps its own database and is not read for this map yet: there',
    '`sessions/` writes `game_sessions`, `fairness/` writes `fair_seeds`, `rounds/` writes `rounds` (and holds a',
    "session for a real round, and moves a trial's play money, in `game_sessions`) and `wallet/` writes `wallet_calls`",
    '(the wins and rollbacks owed to the portal), each through its own repository. The game client',
    '(`apps/game-client`) writes nothing: it calls the game server.',
    '',
    '## Modules',
    '',
    '| module | paths / relays | web features | contracts files | writes | through functions | SQL functions owned | SQL functions called | triggers fired | jobs |',
    '|---|---|---|---|---|---|---|---|---|---|',
  ];
  for (const owner of map.modules) {
    lines.push(
      `| ${owner.name} | ${owner.routes.length} / ${owner.relays.length} | ${list(owner.webCallers, '-')} | ${list(owner.contractsFiles.map(shortContracts), '-')} | ${writesCell(owner.writes) || '-'} | ${throughCell(owner.viaFunctions) || '-'} | ${list(owner.ownedFunctions.map(code), '-')} | ${list(owner.functions.map(code), '-')} | ${list(owner.triggers.map(code), '-')} | ${list(owner.jobs.map(code), '-')} |`,
    );
  }
  lines.push(...tableSection(map), ...outsideSection(map, layout), ...gapsSection(map));
  return `${lines.join('\n')}\n`;
}

function tableSection(map: OwnershipMap): string[] {
  const writers = (owners: Owner[], table: string) =>
    owners.filter((owner) => tablesWrittenBy(owner).includes(table)).map((owner) => owner.name);
  const triggered = (table: string) =>
    [...map.modules, ...map.outside].flatMap((owner) => [...(owner.viaTriggers.get(table) ?? [])]);
  const rows = map.tables.map((table) => ({
    table,
    modules: writers(map.modules, table),
    outside: writers(map.outside, table),
    triggers: [...new Set(triggered(table))].sort(),
  }));
  const shared = rows.filter((row) => row.modules.length > 1);
  const how = (table: string, name: string) => {
    const owner = map.modules.find((module) => module.name === name)!;
    const through = [...(owner.viaFunctions.get(table) ?? [])].sort().map((fn) => `through ${fn}`);
    return `${name} (${[letters(owner.writes.get(table)), ...through].filter(Boolean).join(', ')})`;
  };
  return [
    '',
    '## Tables with more than one writing module',
    '',
    'A module writes a table when its own code, an SQL function it owns or an unowned one it calls does (a trigger',
    "follows the write that fires it, and another module's function writes for that module, so neither counts).",
    'Each table has one writing module: another module that needs it written calls that module (its service or its',
    'SQL function), in the same transaction. A table listed here breaks that rule.',
    '',
    ...(shared.length > 0
      ? shared.map((row) => `- ${code(row.table)}: ${row.modules.map((name) => how(row.table, name)).join(', ')}`)
      : ['None: every table has at most one writing module.']),
    '',
    '## Who writes each table',
    '',
    '| table | modules | outside the modules | through triggers |',
    '|---|---|---|---|',
    ...rows.map(
      (row) =>
        `| ${code(row.table)} | ${list(row.modules, '-')} | ${list(row.outside, '-')} | ${list(row.triggers.map(code), '-')} |`,
    ),
  ];
}

function outsideSection(map: OwnershipMap, layout: Layout): string[] {
  const writing = map.outside.filter((owner) => owner.writes.size + owner.viaFunctions.size + owner.jobs.length > 0);
  const seed = map.outside.find((owner) => owner.folder === layout.seed);
  return [
    '',
    '## Writers outside the modules',
    '',
    '| place | writes | through functions | triggers fired | modules it goes through | jobs |',
    '|---|---|---|---|---|---|',
    ...writing.map(
      (owner) =>
        `| ${code(owner.folder)} | ${writesCell(owner.writes) || '-'} | ${throughCell(owner.viaFunctions) || '-'} | ${list(owner.triggers.map(code), '-')} | ${list(owner.modulesUsed, '-')} | ${list(owner.jobs.map(code), '-')} |`,
    ),
    ...(seed ? seedSection(map, seed) : []),
  ];
}

/** What the seed writes itself: through the writing module's service, or a service that does not exist yet. */
function seedSection(map: OwnershipMap, seed: Owner): string[] {
  const tables = tablesWrittenBy(seed);
  const writersOf = (table: string) =>
    map.modules.filter((owner) => tablesWrittenBy(owner).includes(table)).map((owner) => owner.name);
  const owned = tables.filter((table) => writersOf(table).length > 0);
  const unowned = tables.filter((table) => writersOf(table).length === 0);
  return [
    '',
    `### Tables the seed (\`${seed.folder}\`) writes itself, not through a module's service`,
    '',
    `- A module writes them too (the seed could go through its service): ${list(
      owned.map((table) => `${code(table)} (${writersOf(table).join(', ')})`),
      'none',
    )}.`,
    `- No module writes them (the service is still to write): ${list(unowned.map(code), 'none')}.`,
  ];
}

function gapsSection(map: OwnershipMap): string[] {
  const uncalled = map.modules.filter((owner) => owner.webCallers.length === 0);
  const unresolved = [...map.modules, ...map.outside].flatMap((owner) => owner.unresolved);
  return [
    '',
    '## What the map could not derive',
    '',
    `- Modules no web code calls (operator or provider calls, or used by other modules only): ${list(
      uncalled.map((owner) => owner.name),
      'none',
    )}.`,
    `- Web calls that land on no route: ${list(
      [...map.unmatchedCalls].map(([feature, paths]) => `${feature} (${paths.map(code).join(', ')})`),
      'none',
    )}.`,
    `- Files with a write whose table the code does not name (a table passed in): ${list(unresolved.map(code), 'none')}.`,
  ];
}
