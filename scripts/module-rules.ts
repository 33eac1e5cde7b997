/**
 * The two layer rules dependency-cruiser cannot judge on its own (issue 23 §2), run by `npm run lint:deps`
 * after it:
 * - No cycle between server modules, each modules/<m> taken as one node. dependency-cruiser's `collapse`
 *   only folds the graph for the report, after the cycles were computed file by file, so a module cycle
 *   whose files form no file cycle passes it; here the graph is folded first, then searched.
 * - No re-export of a repository's function. The rule `services-do-not-re-export-repositories` sees a file
 *   that only re-exports, but dependency-cruiser keeps one dependency per imported file, so when a service
 *   also imports from that repository the "export" kind is dropped; here the source is read instead.
 */
import { execFile } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import ts from 'typescript';

const root = path.resolve(import.meta.dirname, '..');
const modulesRoot = 'apps/server/src/modules';
const moduleOf = (file: string) => new RegExp(`^${modulesRoot}/([^/]+)/`).exec(file)?.[1];

export interface FileEdge {
  from: string;
  to: string;
}

/** Module-level edges (a -> b), each with one file import that makes it, for the message. */
export function moduleEdges(edges: FileEdge[]): Map<string, Map<string, FileEdge>> {
  const graph = new Map<string, Map<string, FileEdge>>();
  for (const edge of edges) {
    const from = moduleOf(edge.from);
    const to = moduleOf(edge.to);
    if (!from || !to || from === to) continue;
    const targets = graph.get(from) ?? new Map<string, FileEdge>();
    if (!targets.has(to)) targets.set(to, edge);
    graph.set(from, targets);
  }
  return graph;
}

/** The strongly connected groups of more than one node (Tarjan): each is at least one cycle. */
export function cyclicGroups(graph: Map<string, Map<string, unknown>>): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const visit = (node: string) => {
    index.set(node, counter);
    low.set(node, counter++);
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node)?.keys() ?? []) {
      if (!index.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node)!, low.get(next)!));
      } else if (onStack.has(next)) low.set(node, Math.min(low.get(node)!, index.get(next)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const group: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      group.push(member);
    } while (member !== node);
    if (group.length > 1) groups.push(group.sort());
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) visit(node);
  return groups;
}

/** The value re-exports of a repository in one file (`export { x } from './a.repository.js'`). */
export function repositoryReExports(source: string): string[] {
  const file = ts.createSourceFile('file.ts', source, ts.ScriptTarget.Latest);
  return file.statements.flatMap((statement) => {
    if (!ts.isExportDeclaration(statement) || statement.isTypeOnly || !statement.moduleSpecifier) return [];
    if (!/\.repository(\.js)?$/.test((statement.moduleSpecifier as ts.StringLiteral).text)) return [];
    const clause = statement.exportClause;
    if (clause && ts.isNamedExports(clause) && clause.elements.every((element) => element.isTypeOnly)) return [];
    return [statement.getText(file)];
  });
}

async function fileEdges(): Promise<FileEdge[]> {
  const depcruise = path.join(root, 'node_modules', '.bin', 'depcruise');
  const args = ['apps/server/src', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'];
  const { stdout } = await promisify(execFile)(depcruise, args, { cwd: root, maxBuffer: 256 * 1024 * 1024 });
  const result = JSON.parse(stdout) as { modules: { source: string; dependencies: { resolved: string }[] }[] };
  return result.modules.flatMap((module) =>
    module.dependencies.map((dep) => ({ from: module.source, to: dep.resolved })),
  );
}

function sourceFiles(folder: string): string[] {
  return readdirSync(path.join(root, folder), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${folder}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(relative);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.repository.ts') ? [relative] : [];
  });
}

/** `tsx scripts/module-rules.ts [re-exports|cycles]`: both rules unless one is named. */
async function main(only?: string) {
  const problems: string[] = [];
  const graph = only === 're-exports' ? new Map() : moduleEdges(await fileEdges());
  for (const group of cyclicGroups(graph)) {
    const inGroup = new Set(group);
    const edges = group.flatMap((from) =>
      [...(graph.get(from) ?? [])]
        .filter(([to]) => inGroup.has(to))
        .map(([to, edge]) => `    ${from} -> ${to}  (${edge.from} -> ${edge.to})`),
    );
    problems.push(`  error no-module-cycle: modules ${group.join(', ')} depend on each other:\n${edges.join('\n')}`);
  }
  for (const file of only === 'cycles' ? [] : sourceFiles(modulesRoot)) {
    for (const statement of repositoryReExports(readFileSync(path.join(root, file), 'utf8'))) {
      problems.push(`  error services-do-not-re-export-repositories: ${file}: ${statement}`);
    }
  }
  if (problems.length === 0) return console.log(`✔ module rules hold (${only ?? 'cycles, re-exports'})`);
  console.error(`\n${problems.join('\n')}\n\nx ${problems.length} module rule violations`);
  process.exitCode = 1;
}

if (import.meta.filename === process.argv[1]) await main(process.argv[2]);
