import { hash32 } from '../../platform/stable-random.js';

/**
 * Generated artwork: a gradient, a few shapes and the initials and name, all chosen from a hash of
 * the code, so a game looks the same on every visit and no outside image host is involved. Only
 * shapes and text: no script, no links, no external references; every text is XML-escaped.
 */

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** Up to two initials of the name's words (letters or digits), upper-cased. */
export function initialsOf(name: string): string {
  const words = name.split(/[^\p{L}\p{N}]+/u).filter(Boolean);
  return words
    .slice(0, 2)
    .map((word) => [...word][0]!.toUpperCase())
    .join('');
}

/** Cuts a text to at most `max` characters, with an ellipsis when cut. */
const fit = (text: string, max: number) => ([...text].length > max ? `${[...text].slice(0, max - 1).join('')}…` : text);

/** A motif per kind of game, drawn in a 100 x 100 box. */
const motifs: Record<string, string> = {
  RNG: 'M50 8 L61 38 L93 38 L67 57 L77 88 L50 69 L23 88 L33 57 L7 38 L39 38 Z',
  LIVE: 'M22 10 H78 A8 8 0 0 1 86 18 V82 A8 8 0 0 1 78 90 H22 A8 8 0 0 1 14 82 V18 A8 8 0 0 1 22 10 Z',
  FISH: 'M8 50 C30 20 62 20 80 50 C62 80 30 80 8 50 Z M80 50 L96 34 L96 66 Z',
  PVP: 'M50 8 C68 30 92 42 74 66 C64 78 54 70 52 66 L58 92 H42 L48 66 C46 70 36 78 26 66 C8 42 32 30 50 8 Z',
  SPORTS: 'M50 6 A44 44 0 1 0 50.1 6 Z M50 30 L69 44 L62 66 H38 L31 44 Z',
  ESPORTS: 'M14 36 H86 A10 10 0 0 1 96 46 V66 A10 10 0 0 1 86 76 H14 A10 10 0 0 1 4 66 V46 A10 10 0 0 1 14 36 Z',
  COCKFIGHT: 'M30 90 L40 60 C20 50 24 22 48 18 L60 6 L62 20 C82 26 86 52 66 62 L72 90 Z',
  LOTT: 'M50 6 A44 44 0 1 0 50.1 6 Z M50 24 A26 26 0 1 1 49.9 24 Z',
  ELOTT: 'M10 20 H90 V40 A10 10 0 0 0 90 60 V80 H10 V60 A10 10 0 0 0 10 40 Z',
};

export interface ArtSubject {
  code: string;
  name: string;
  category: string;
  label?: string;
}

function palette(seed: number) {
  const hue = seed % 360;
  const turn = 40 + ((seed >>> 9) % 100);
  return {
    from: `hsl(${hue} 70% 38%)`,
    to: `hsl(${(hue + turn) % 360} 75% 22%)`,
    glow: `hsl(${(hue + 180) % 360} 90% 70%)`,
  };
}

/** Soft circles scattered over the card, their places taken from successive bits of the hash. */
function bubbles(seed: number, width: number, height: number): string {
  let state = seed;
  const next = () => {
    state = Math.imul(state ^ (state >>> 13), 0x5bd1e995) >>> 0;
    return state / 4294967296;
  };
  const circles: string[] = [];
  for (let index = 0; index < 5; index++) {
    const radius = Math.round((0.08 + next() * 0.22) * Math.min(width, height));
    circles.push(
      `<circle cx="${Math.round(next() * width)}" cy="${Math.round(next() * height)}" r="${radius}" fill="#fff" fill-opacity="${(0.05 + next() * 0.1).toFixed(2)}"/>`,
    );
  }
  return circles.join('');
}

/** A game's card art: square (240) or, for the large variant, landscape (480 x 320) with the full name. */
export function gameArtwork(subject: ArtSubject & { vendor: string }, large: boolean): string {
  const seed = hash32(`${subject.vendor}/${subject.code}`);
  const [width, height] = large ? [480, 320] : [240, 240];
  const colors = palette(seed);
  const motif = motifs[subject.category] ?? motifs.RNG!;
  const motifSize = large ? 150 : 110;
  const motifX = large ? width - motifSize - 24 : (width - motifSize) / 2;
  const band = large ? 72 : 56;
  const name = fit(subject.name, large ? 34 : 26);
  // Bold sans letters average about 0.6 em: shrink a long name until it fits the width.
  const nameSize = Math.min(large ? 26 : 17, Math.floor((width - 24) / ([...name].length * 0.6)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(subject.name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    bubbles(seed, width, height),
    `<path d="${motif}" transform="translate(${motifX} ${large ? 40 : 24}) scale(${motifSize / 100})" fill="${colors.glow}" fill-opacity="0.28"/>`,
    `<text x="${large ? 32 : width / 2}" y="${large ? 150 : 122}" text-anchor="${large ? 'start' : 'middle'}" font-family="system-ui, sans-serif" font-size="${large ? 96 : 72}" font-weight="800" fill="#fff">${escapeXml(initialsOf(subject.name))}</text>`,
    subject.label
      ? `<text x="14" y="26" font-family="system-ui, sans-serif" font-size="${large ? 18 : 13}" font-weight="600" fill="#fff" fill-opacity="0.8">${escapeXml(fit(subject.label, 24))}</text>`
      : '',
    `<rect y="${height - band}" width="${width}" height="${band}" fill="#000" fill-opacity="0.35"/>`,
    `<text x="${width / 2}" y="${height - band / 2 + nameSize / 3}" text-anchor="middle" font-family="system-ui, sans-serif" font-size="${nameSize}" font-weight="700" fill="#fff">${escapeXml(name)}</text>`,
    '</svg>',
  ].join('');
}

/** A vendor's logo tile (3:2): its initials in a badge and its name. */
export function vendorArtwork(subject: ArtSubject): string {
  const seed = hash32(`vendor/${subject.code}`);
  const colors = palette(seed);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="160" viewBox="0 0 240 160" role="img" aria-label="${escapeXml(subject.name)}">`,
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${colors.from}"/><stop offset="1" stop-color="${colors.to}"/></linearGradient></defs>`,
    '<rect width="240" height="160" rx="16" fill="url(#bg)"/>',
    bubbles(seed, 240, 160),
    `<circle cx="120" cy="62" r="36" fill="${colors.glow}" fill-opacity="0.3"/>`,
    `<text x="120" y="76" text-anchor="middle" font-family="system-ui, sans-serif" font-size="38" font-weight="800" fill="#fff">${escapeXml(initialsOf(subject.name))}</text>`,
    `<text x="120" y="134" text-anchor="middle" font-family="system-ui, sans-serif" font-size="18" font-weight="700" fill="#fff">${escapeXml(fit(subject.name, 20))}</text>`,
    '</svg>',
  ].join('');
}

/** A strong validator for a drawn picture: the same text gives the same tag. */
export const etagOf = (svg: string) => `"${hash32(svg).toString(16)}-${svg.length.toString(16)}"`;
