import type { z } from 'zod';

/**
 * A call's schema (lib/http.ts), or a loader of it: the shell's calls name theirs through `shellSchema`,
 * so zod and those schemas are fetched beside the first load rather than in it (issue 23).
 */
export type SchemaSource<S extends z.ZodType> = S | (() => Promise<S>);

export const loadShellSchemas = () => import('./shell-schemas');
type ShellSchemas = Awaited<ReturnType<typeof loadShellSchemas>>;

/** One schema of lib/shell-schemas.ts, loaded when a call first needs it. */
export const shellSchema =
  <K extends keyof ShellSchemas>(name: K) =>
  async (): Promise<ShellSchemas[K]> =>
    (await loadShellSchemas())[name];
