import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SourceFile } from './source.js';
import { ts } from './typescript.js';

/**
 * The contracts package: which of its files declares each exported name, and (loaded for real) the values
 * of its exports, so `walletPaths.upline` or `relayPath('GCS_merchantWallet')` is read as the path it is.
 */
export interface ContractsPackage {
  name: string;
  /** Repo-relative file of each specifier we met (`@portal/contracts`, `@portal/contracts/countries`). */
  fileOfSpecifier(specifier: string): string | null;
  /** The repo-relative file that declares `name`, reached through `specifier`. */
  declaringFile(specifier: string, name: string): string | null;
  /** The loaded module behind a specifier (loaded by `load` first). */
  moduleOf(specifier: string): Record<string, unknown> | undefined;
  load(specifiers: Iterable<string>): Promise<void>;
}

export function isContracts(contracts: ContractsPackage, specifier: string): boolean {
  return specifier === contracts.name || specifier.startsWith(`${contracts.name}/`);
}

/** `export const a = ..., b`, `export function c`, `export type d`...: the names a file declares itself. */
export function declaredExports(source: SourceFile): string[] {
  const names: string[] = [];
  for (const statement of source.ast.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((modifier) => modifier.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.push(declaration.name.text);
      }
    } else if (
      exported &&
      (ts.isFunctionDeclaration(statement) ||
        ts.isClassDeclaration(statement) ||
        ts.isInterfaceDeclaration(statement) ||
        ts.isTypeAliasDeclaration(statement) ||
        ts.isEnumDeclaration(statement)) &&
      statement.name
    ) {
      names.push(statement.name.text);
    } else if (ts.isExportDeclaration(statement) && !statement.moduleSpecifier && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause))
        names.push(...statement.exportClause.elements.map((e) => e.name.text));
    }
  }
  return names;
}

export function contractsPackage(root: string, folder: string, sources: SourceFile[]): ContractsPackage {
  const manifest = JSON.parse(readFileSync(path.join(root, folder, 'package.json'), 'utf8')) as {
    name: string;
    exports?: Record<string, string> | string;
    main?: string;
  };
  const exportsMap = typeof manifest.exports === 'string' ? { '.': manifest.exports } : (manifest.exports ?? {});
  const files = new Map(sources.map((source) => [source.file, source]));
  const declaring = new Map<string, string>();
  for (const source of sources) {
    for (const name of declaredExports(source)) if (!declaring.has(name)) declaring.set(name, source.file);
  }
  const loaded = new Map<string, Record<string, unknown>>();
  const fileOfSpecifier = (specifier: string) => {
    const subpath = specifier === manifest.name ? '.' : `.${specifier.slice(manifest.name.length)}`;
    const target = exportsMap[subpath] ?? (subpath === '.' ? manifest.main : undefined);
    return target ? path.posix.join(folder, target) : null;
  };
  return {
    name: manifest.name,
    fileOfSpecifier,
    declaringFile(specifier, name) {
      const file = fileOfSpecifier(specifier);
      const source = file ? files.get(file) : undefined;
      if (source && declaredExports(source).includes(name)) return source.file;
      // A barrel (`export * from './x.js'`): the file that declares the name.
      return declaring.get(name) ?? file;
    },
    moduleOf: (specifier) => loaded.get(specifier),
    async load(specifiers) {
      for (const specifier of new Set(specifiers)) {
        const file = fileOfSpecifier(specifier);
        if (!file || loaded.has(specifier)) continue;
        loaded.set(specifier, await import(pathToFileURL(path.join(root, file)).href));
      }
    },
  };
}
