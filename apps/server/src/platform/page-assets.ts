import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Language } from '@portal/contracts';

/** One entry of Vite's build manifest (`build.manifest`), as far as the page needs it. */
interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** What the home page loads at once besides the page's own scripts, by address. */
export interface PageAssets {
  homeScripts: string[];
  homeStyles: string[];
  messages: Partial<Record<Language, string>>;
}

const homeModule = 'src/app/pages/HomePage.tsx';
const languages: Language[] = ['EN', 'TY', 'JA', 'KO', 'PT'];

/**
 * Reads the web build's manifest: the home page's code (its chunk and the chunks it imports, less
 * those the page already loads) and styles, and each language's messages. Without a manifest (an
 * older build, the dev server) there is nothing to add and the browser fetches them as it goes.
 */
export function readPageAssets(webDist: string): PageAssets | null {
  const file = path.join(webDist, '.vite', 'manifest.json');
  if (!existsSync(file)) return null;
  const manifest = JSON.parse(readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const home = manifest[homeModule];
  if (!home) return null;
  const inPage = new Set(['index.html', ...(manifest['index.html']?.imports ?? [])]);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || inPage.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const child of manifest[key].imports ?? []) visit(child);
  };
  visit(homeModule);
  const chunks = [...seen].map((key) => manifest[key]!);
  const messages: PageAssets['messages'] = {};
  for (const language of languages) {
    const chunk = manifest[`src/locales/${language.toLowerCase()}.json`];
    if (chunk) messages[language] = `/${chunk.file}`;
  }
  return {
    homeScripts: chunks.map((chunk) => `/${chunk.file}`),
    homeStyles: chunks.flatMap((chunk) => chunk.css ?? []).map((css) => `/${css}`),
    messages,
  };
}
