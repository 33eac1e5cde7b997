import path from 'node:path';
import { type ContractsPackage, contractsPackage, isContracts } from './contracts.js';
import { catalogueOf, type DatabaseCatalogue } from './database.js';
import { type ImportValues, TableRef } from './evaluate.js';
import { type FileFacts, factsOf, pathStrings } from './facts.js';
import { checkLayout, filesUnder, type Layout, readText } from './layout.js';
import { parseSource, resolveRelative, type SourceFile } from './source.js';
import { type TypeScript, ts } from './typescript.js';

/** Everything read from the repository, file by file, before it is grouped by module. */
export interface RepoFacts {
  root: string;
  catalogue: DatabaseCatalogue;
  contracts: ContractsPackage;
  server: ServerFile[];
  /** Repo-relative web file -> the paths it calls. */
  web: Map<string, string[]>;
}

export interface ServerFile extends FileFacts {
  /** Contracts files it takes names from. */
  contractsFiles: string[];
  /** Repo-relative files it imports (relative imports only). */
  imports: string[];
}

const parseAll = (root: string, files: string[]) =>
  files.map((file) => parseSource(root, path.join(root, file), readText(root, file)));

export async function readRepo(root: string, layout: Layout): Promise<RepoFacts> {
  checkLayout(root, layout);
  const serverFiles = [layout.serverSource, layout.seed, layout.testing].flatMap((folder) =>
    filesUnder(root, folder, ['.ts']),
  );
  const serverTexts = [...new Set(serverFiles)]
    .filter((file) => !file.startsWith(`${layout.schema}/`))
    .map((file) => ({ file, text: readText(root, file) }));
  const schema = parseAll(root, filesUnder(root, layout.schema, ['.ts']));
  const web = parseAll(root, webCallFiles(root, layout));
  const contractSources = parseAll(root, filesUnder(root, path.posix.join(layout.contracts, 'src'), ['.ts']));
  const sqlOf = (folder: string) =>
    filesUnder(root, folder, ['.sql']).map((file) => ({ file, text: readText(root, file) }));
  const catalogue = catalogueOf(schema, sqlOf(layout.migrations), sqlOf(layout.functions));
  const jobMembers = jobMembersOf(root, serverTexts, layout.jobType);
  const worthReading = worthReadingTest(layout, jobMembers, [...catalogue.functions.keys()]);
  // Parsing is most of the map's time: a file with nothing to find is read for its imports only.
  const server = serverTexts.map(({ file, text }) =>
    parseSource(root, path.join(root, file), worthReading(text) ? text : importsOnly(text)),
  );
  const contracts = contractsPackage(root, layout.contracts, contractSources);
  const specifiers = [...server, ...web].flatMap((source) =>
    [...source.imports.values()].map((binding) => binding.from).filter((from) => isContracts(contracts, from)),
  );
  await contracts.load(specifiers);
  const imports = importValues(root, layout, contracts, catalogue);
  const context = {
    imports,
    tables: catalogue.tables,
    functions: [...catalogue.functions.keys()],
    jobMembers,
    relayMarkers: layout.relayMarkers,
  };
  const moduleSql = filesUnder(root, layout.modules, ['.sql']).map((file) => sqlFileFacts(root, file, context));
  return {
    root,
    catalogue,
    contracts,
    server: [
      ...server.map((source) => ({
        ...factsOf(source, context, servesRoutes(source)),
        contractsFiles: contractsFilesOf(source, contracts),
        imports: [...source.imports.values()]
          .map((binding) => resolveRelative(source, binding.from))
          .filter((file): file is string => file !== null)
          .map((file) => path.relative(root, file).split(path.sep).join('/')),
      })),
      ...moduleSql,
    ],
    web: new Map(web.map((source) => [source.file, pathStrings(source, imports)])),
  };
}

/**
 * The web files that call the server: each feature's call folder (`features/<f>/api/`, one file per call) and
 * the shared code outside the features (`lib/`, `app/`). Components call through those, so they are not read.
 */
function webCallFiles(root: string, layout: Layout): string[] {
  const calls = new RegExp(`^${layout.webFeatures}/[^/]+/${layout.webCallFolder}/`);
  return filesUnder(root, layout.webSource, ['.ts']).filter(
    (file) => !file.startsWith(`${layout.webFeatures}/`) || calls.test(file),
  );
}

/** Contracts values load for real; a name imported from the schema is the table it declares. */
function importValues(root: string, layout: Layout, contracts: ContractsPackage, db: DatabaseCatalogue): ImportValues {
  const refs = new Map([...db.schemaTables].map(([name, sqlName]) => [name, new TableRef(sqlName)]));
  const namespace = Object.fromEntries(refs);
  const schemaFolder = path.join(root, layout.schema);
  return {
    valueOf(source, from, name) {
      if (isContracts(contracts, from)) {
        const module = contracts.moduleOf(from);
        return name === '*' ? module : module?.[name];
      }
      const target = resolveRelative(source, from);
      if (!target?.startsWith(schemaFolder + path.sep)) return undefined;
      return name === '*' ? namespace : refs.get(name);
    },
  };
}

/** A file that imports Fastify (or one of its plugins) registers routes; its paths are the ones it serves. */
function servesRoutes(source: SourceFile): boolean {
  return [...source.imports.values()].some(({ from }) => /^(fastify|@fastify\/|fastify-)/.test(from));
}

function contractsFilesOf(source: SourceFile, contracts: ContractsPackage): string[] {
  const files = new Set<string>();
  for (const { from, name } of source.imports.values()) {
    if (!isContracts(contracts, from)) continue;
    const file = name === '*' ? contracts.fileOfSpecifier(from) : contracts.declaringFile(from, name);
    if (file) files.add(file);
  }
  return [...files];
}

/** The members of the scheduler's `Job` interface that every job has (not the optional ones). */
function jobMembersOf(root: string, texts: { file: string; text: string }[], jobType: string): string[] {
  const declares = new RegExp(String.raw`\binterface\s+${jobType}\b`);
  for (const { file, text } of texts.filter((candidate) => declares.test(candidate.text))) {
    const source = parseSource(root, path.join(root, file), text);
    for (const statement of source.ast.statements) {
      if (!ts.isInterfaceDeclaration(statement) || statement.name.text !== jobType) continue;
      return statement.members
        .filter((member) => member.name && ts.isIdentifier(member.name) && !member.questionToken)
        .map((member) => (member.name as TypeScript.Identifier).text);
    }
  }
  return [];
}

/**
 * Whether a file may hold something the map reads beyond its imports: a write (drizzle or SQL), a Fastify
 * route, a relay table, a job (all of the Job's members named) or a call of one of our SQL functions.
 */
function worthReadingTest(layout: Layout, jobMembers: string[], functions: string[]): (text: string) => boolean {
  const words = [
    String.raw`\.(insert|update|delete)\(`,
    String.raw`\b(insert\s+into|delete\s+from|merge\s+into|truncate|update)\b`,
    String.raw`from\s+'(fastify|@fastify/|fastify-)`,
    String.raw`\b(${layout.relayMarkers.join('|')})\b`,
    ...functions.map((fn) => String.raw`\b${fn}\s*\(`),
  ];
  const anyWord = new RegExp(words.join('|'), 'i');
  const members = jobMembers.map((member) => new RegExp(String.raw`\b${member}\b`));
  return (text) => anyWord.test(text) || (members.length > 0 && members.every((member) => member.test(text)));
}

/** Only the import declarations of a file (enough for its contracts files and the modules it uses). */
function importsOnly(text: string): string {
  return [...text.matchAll(/^import\s[^;]*?\sfrom\s+'[^']+';/gms)].map((match) => match[0]).join('\n');
}

/** A `.sql` file inside a module: all it writes and calls is the module's. */
function sqlFileFacts(root: string, file: string, context: Parameters<typeof factsOf>[1]): ServerFile {
  const text = readText(root, file);
  // Read as one string literal, so the file's SQL goes through the same reading as the SQL in the code.
  const source = parseSource(root, path.join(root, `${file}.ts`), `const text = ${JSON.stringify(text)};`);
  return { ...factsOf(source, context, false), file, contractsFiles: [], imports: [] };
}
