import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Issue 23 §5: CSS cannot read a variable inside @media, and a literal colour in a feature's stylesheet is
// one a site's theme cannot reach. So the web app's stylesheets are read here: each @media width must be a
// breakpoint of lib/breakpoints.ts, and colours are written only in the theme files.
const web = path.resolve(import.meta.dirname, '../apps/web/src');
const themeFiles = ['styles/base.css', 'styles/palettes.css'];

/** A width that is not a token, kept on purpose: the file, the width, and why no token fits. */
const mediaWidthExceptions = [
  {
    file: 'app/layouts/agent.css',
    width: 1439,
    why: 'the agent bar with labelled actions fills 1440 px (EN) and overflows 1280 px by 14 px',
  },
];

function stylesheets(dir = web): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [path.relative(web, full).split(path.sep).join('/')] : [];
  });
}

/** A stylesheet without its comments (which may name a width or a colour), lines kept in place. */
const withoutComments = (text: string) =>
  text.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));

const source = (file: string) => withoutComments(readFileSync(path.join(web, file), 'utf8'));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** The numbers of `breakpoints` in lib/breakpoints.ts, read as text (the file belongs to the web project). */
function breakpointTokens(): number[] {
  const text = readFileSync(path.join(web, 'lib/breakpoints.ts'), 'utf8');
  const object = /export const breakpoints = \{([^}]*)\}/.exec(text)?.[1] ?? '';
  return [...object.matchAll(/\w+: (\d+)/g)].map((match) => Number(match[1]));
}

/** Every width an @media condition compares with: `(max-width: 767px)`, `(min-width: 768px)`, `(width < 768px)`. */
function mediaWidths(text: string): { kind: 'max' | 'min'; width: string; index: number }[] {
  const found: { kind: 'max' | 'min'; width: string; index: number }[] = [];
  for (const media of text.matchAll(/@media([^{]*)\{/g)) {
    const prelude = media[1] ?? '';
    for (const match of prelude.matchAll(/(max|min)-width\s*:\s*([^)\s]+)/g)) {
      found.push({ kind: match[1] as 'max' | 'min', width: match[2] ?? '', index: media.index });
    }
    for (const match of prelude.matchAll(/\bwidth\s*(<=?|>=?)\s*([^)\s]+)/g)) {
      const kind = match[1]?.startsWith('<') ? 'max' : 'min';
      found.push({ kind, width: match[2] ?? '', index: media.index });
    }
  }
  return found;
}

// A colour's literal forms; `transparent` and `currentColor` are not a colour of their own.
const colourLiteral =
  /#[0-9a-f]{3,8}\b|(?<![\w-])(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\(|(?<![\w-])(?:white|black|red|green|blue|yellow|orange|purple|pink|gr[ae]y|silver|gold|navy|maroon|teal|cyan|magenta|lime|olive|aqua|fuchsia|brown)(?![\w-])/gi;

/** Each literal colour in a declaration's value; a mask's colour is never painted (only its alpha counts). */
function colourLiterals(text: string): { literal: string; index: number }[] {
  const found: { literal: string; index: number }[] = [];
  for (const declaration of text.matchAll(/([\w-]+)\s*:([^;{}]*)(?=[;}])/g)) {
    const property = declaration[1] ?? '';
    if (/^(-webkit-)?mask/.test(property)) continue;
    const value = declaration[2] ?? '';
    const valueStart = declaration.index + declaration[0].length - value.length;
    for (const match of value.matchAll(colourLiteral)) {
      found.push({ literal: match[0], index: valueStart + match.index });
    }
  }
  return found;
}

const files = stylesheets();

describe("the web app's stylesheets", () => {
  it('are all read', () => {
    expect(files.length).toBeGreaterThan(40);
    expect(files).toEqual(expect.arrayContaining([...themeFiles, 'components/ui/layout.css']));
  });

  it('use only the breakpoints of lib/breakpoints.ts in @media (a min-width may be a token plus one)', () => {
    const tokens = breakpointTokens();
    expect(tokens).toEqual(expect.arrayContaining([767, 1023]));
    const strays: string[] = [];
    let checked = 0;
    for (const file of files) {
      const text = source(file);
      for (const { kind, width, index } of mediaWidths(text)) {
        checked += 1;
        const px = /^(\d+)px$/.exec(width) ? Number.parseInt(width, 10) : Number.NaN;
        const allowed = kind === 'max' ? tokens : tokens.flatMap((token) => [token, token + 1]);
        const excepted = mediaWidthExceptions.some((exception) => exception.file === file && exception.width === px);
        if (!allowed.includes(px) && !excepted) strays.push(`${file}:${lineOf(text, index)} ${kind}-width ${width}`);
      }
    }
    expect(checked).toBeGreaterThan(40);
    expect(strays).toEqual([]);
  });

  it('name the same breakpoints in components/ui/layout.css for the reader of a stylesheet', () => {
    const layout = readFileSync(path.join(web, 'components/ui/layout.css'), 'utf8');
    const named = breakpointTokens().filter((token) => !layout.includes(`${token} px`));
    expect(named).toEqual([]);
  });

  it('write colours only in the theme files (styles/base.css, styles/palettes.css)', () => {
    const strays: string[] = [];
    for (const file of files.filter((name) => !themeFiles.includes(name))) {
      const text = source(file);
      for (const { literal, index } of colourLiterals(text)) strays.push(`${file}:${lineOf(text, index)} ${literal}`);
    }
    expect(strays).toEqual([]);
  });

  it('see a colour literal, and pass over a mask and a comment', () => {
    const text =
      '/* #fff */ .a { color: #fff; border: 1px solid var(--ball-red); background: rgb(0 0 0 / 0.5); mask: linear-gradient(#000, red) }';
    expect(colourLiterals(withoutComments(text)).map((found) => found.literal)).toEqual(['#fff', 'rgb(']);
    expect(colourLiterals('.b { outline: 2px solid white }').map((found) => found.literal)).toEqual(['white']);
    expect(mediaWidths('@media (max-width: 480px) and (width >= 200px) {').map((found) => found.width)).toEqual([
      '480px',
      '200px',
    ]);
  });
});
