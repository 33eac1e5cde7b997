import path from 'node:path';
import { type TypeScript, ts } from './typescript.js';

/** One import binding of a file: `import { a as b } from 'x'` is b -> { from: 'x', name: 'a' }. */
export interface ImportBinding {
  from: string;
  /** The exported name, or '*' for a namespace import. */
  name: string;
}

/** A parsed TypeScript file with what the extractors ask of it. */
export interface SourceFile {
  /** Repo-relative, with forward slashes. */
  file: string;
  absolute: string;
  ast: TypeScript.SourceFile;
  imports: Map<string, ImportBinding>;
  /** Every `const x = ...` in the file (any scope; the first wins): enough to follow a name to its value. */
  readonly constants: Map<string, TypeScript.Expression>;
}

export function parseSource(root: string, absolute: string, text: string): SourceFile {
  const kind = absolute.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS;
  const ast = ts.createSourceFile(absolute, text, ts.ScriptTarget.Latest, false, kind);
  const imports = new Map<string, ImportBinding>();
  for (const statement of ast.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    const from = statement.moduleSpecifier.text;
    const clause = statement.importClause;
    if (clause?.name) imports.set(clause.name.text, { from, name: 'default' });
    const bindings = clause?.namedBindings;
    if (bindings && ts.isNamespaceImport(bindings)) imports.set(bindings.name.text, { from, name: '*' });
    if (bindings && ts.isNamedImports(bindings)) {
      for (const element of bindings.elements) {
        imports.set(element.name.text, { from, name: (element.propertyName ?? element.name).text });
      }
    }
  }
  let constants: Map<string, TypeScript.Expression> | undefined;
  return {
    file: path.relative(root, absolute).split(path.sep).join('/'),
    absolute,
    ast,
    imports,
    // Found when first asked: most files never need one.
    get constants() {
      constants ??= constantsOf(ast);
      return constants;
    },
  };
}

function constantsOf(ast: TypeScript.SourceFile): Map<string, TypeScript.Expression> {
  const constants = new Map<string, TypeScript.Expression>();
  walk(ast, (node, parent) => {
    if (!ts.isVariableDeclaration(node) || !ts.isIdentifier(node.name) || !node.initializer) return;
    const isConst = parent !== undefined && ts.isVariableDeclarationList(parent) && parent.flags & ts.NodeFlags.Const;
    if (isConst && !constants.has(node.name.text)) constants.set(node.name.text, node.initializer);
  });
  return constants;
}

/**
 * Visits every node of the tree, depth first, with its parent. (The trees are parsed without parent links,
 * which makes parsing a third cheaper; the walk hands each node its parent instead.)
 */
export function walk(
  node: TypeScript.Node,
  visit: (node: TypeScript.Node, parent: TypeScript.Node | undefined) => void,
  parent?: TypeScript.Node,
): void {
  visit(node, parent);
  node.forEachChild((child) => walk(child, visit, node));
}

/** The expression without parentheses, `as`, `satisfies` and `!` around it. */
export function unwrap(node: TypeScript.Expression): TypeScript.Expression {
  let current = node;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current) ||
    ts.isNonNullExpression(current) ||
    ts.isTypeAssertionExpression(current)
  ) {
    current = current.expression;
  }
  return current;
}

/** Where an import points, as an absolute file path (relative specifiers only; `.js` is read as `.ts`). */
export function resolveRelative(source: SourceFile, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  return path.resolve(path.dirname(source.absolute), specifier).replace(/\.js$/, '.ts');
}

/** The text a string or template literal holds, with each `${...}` replaced by what `fill` answers for it. */
export function literalText(node: TypeScript.Node, fill: (expression: TypeScript.Expression) => string): string | null {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (!ts.isTemplateExpression(node)) return null;
  let text = node.head.text;
  for (const span of node.templateSpans) text += fill(span.expression) + span.literal.text;
  return text;
}
