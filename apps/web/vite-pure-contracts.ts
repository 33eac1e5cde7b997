import type { Plugin } from 'vite';

/**
 * Lets the web build leave out the contract schemas it never uses. `@portal/contracts` is side-effect
 * free per file, so a file the web needs one export of comes whole: every `const x = z.object(...)`
 * in it is a call the bundler must assume has effects (chained calls such as `.extend().meta()` defeat
 * zod's own pure annotations). Each top-level `const` whose value is a call becomes a pure
 * immediately-called arrow, evaluated where it was when kept and dropped when nothing reads it
 * (issue 23: the home page's initial JavaScript). Builds only: tests and the server import the
 * contracts unchanged.
 */
export function pureContracts(): Plugin {
  return {
    name: 'portal-pure-contracts',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!/packages[\\/]contracts[\\/]src[\\/][^\\/]+\.ts$/.test(id)) return null;
      const calls: { start: number; end: number }[] = [];
      for (const statement of this.parse(code).body) {
        const declaration = statement.type === 'ExportNamedDeclaration' ? statement.declaration : statement;
        if (declaration?.type !== 'VariableDeclaration' || declaration.kind !== 'const') continue;
        for (const { init } of declaration.declarations) {
          if (init?.type === 'CallExpression') calls.push({ start: init.start, end: init.end });
        }
      }
      if (calls.length === 0) return null;
      let out = code;
      // From the end, so the earlier positions still hold.
      for (const { start, end } of calls.reverse()) {
        out = `${out.slice(0, start)}/* @__PURE__ */ (() => ${out.slice(start, end)})()${out.slice(end)}`;
      }
      return { code: out, map: null };
    },
  };
}
