import type { PageAssets } from './page-assets.js';

/** The JSON block listing the app's modules for boot.js (apps/web/public/boot.js reads it by this id). */
export const appModulesElementId = 'app-modules';
export const bootScriptPath = '/boot.js';

/** Where index.html's boot screen begins and ends (apps/web/index.html). */
const bootStart = '<!--boot-->';
const bootEnd = '<!--/boot-->';

/** What boot.js starts: the entry module, after preloading the chunks it and the first screen import. */
export interface AppModules {
  entry: string;
  preload: string[];
}

/**
 * index.html with the markup in place of its boot screen and the app's entry and preloads taken out of its head (they
 * go into the list boot.js reads, with the page's own `preload`), or null when the page is not as the build writes
 * it, so it is sent as it is.
 */
export function withFirstScreenMarkup(
  indexHtml: string,
  markup: string,
  entry: PageAssets['entry'],
  preload: string[],
): { html: string; modules: AppModules } | null {
  if (!entry) return null;
  const start = indexHtml.indexOf(bootStart);
  const end = indexHtml.indexOf(bootEnd);
  const tags = [
    `<script type="module" crossorigin src="${entry.script}"></script>`,
    ...entry.imports.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ];
  if (start < 0 || end < start || !tags.every((tag) => indexHtml.includes(tag))) return null;
  let html = `${indexHtml.slice(0, start)}${markup}${indexHtml.slice(end + bootEnd.length)}`;
  for (const tag of tags) html = html.replace(tag, '');
  return { html, modules: { entry: entry.script, preload: [...entry.imports, ...preload] } };
}
