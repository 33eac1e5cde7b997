import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/contracts';

/** One entry of Vite's build manifest (`build.manifest`), as far as the page needs it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What a page loads at once besides the page's own scripts, by address. */
export interface PageAssets {
  /** The schemas the web checks the first screen and its first calls with (zod among them): every page. */
  schemaScripts: string[];
  homeScripts: string[];
  homeStyles: string[];
  messages: Partial<Record<Language, string>>;
  /** The app's entry module and the chunks the built page preloads with it, as index.html names them. */
  entry: { script: string; imports: string[] } | null;
}

const homeModule = 'src/app/pages/HomePage.tsx';
const schemasModule = 'src/lib/shell-schemas.ts';
const languages: Language[] = ['EN', 'TY', 'JA', 'KO', 'PT'];

/**
 * Reads the web build's manifest: the shell's schemas and the home page's code (each chunk with the
 * chunks it imports, less those the page already loads; the home page's less the schemas'), the home
 * page's styles, and each language's messages. Without a manifest (an older build, the dev server)
 * there is nothing to add and the browser fetches them as it goes.
 */
export function readPageAssets(webDist: string): PageAssets | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const home = manifest[homeModule];
  if (!home) return null;
  const inPage = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const chunksOf = (root: string, loaded: Set<string>) => {
    const seen = new Set<string>();
    const visit = (key: string) => {
      if (seen.has(key) || loaded.has(key) || !manifest[key]) return;
      seen.add(key);
      for (const child of manifest[key].imports ?? []) visit(child);
    };
    visit(root);
    return seen;
  };
  const schemas = chunksOf(schemasModule, inPage);
  const chunks = [...chunksOf(homeModule, new Set([...inPage, ...schemas]))].map((key) => manifest[key]!);
  const messages: PageAssets['messages'] = {};
  for (const language of languages) {
    const chunk = manifest[`src/locales/${language.toLowerCase()}.json`];
    if (chunk) messages[language] = `/${chunk.file}`;
  }
  const page = manifest['index.html'];
  return {
    entry: page
      ? {
          script: `/${page.file}`,
          imports: (page.imports ?? []).flatMap((key) => (manifest[key] ? [`/${manifest[key].file}`] : [])),
        }
      : null,
    schemaScripts: [...schemas].map((key) => `/${manifest[key]!.file}`),
    homeScripts: chunks.map((chunk) => `/${chunk.file}`),
    homeStyles: chunks.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
    messages,
  };
}
