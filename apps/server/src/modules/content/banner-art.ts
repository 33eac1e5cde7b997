import type { Theme } from '@portal/contracts';
import { seededRandom as seeded } from '../../platform/stable-random.js';

/** The drawing size of each banner group; the browser scales (and on a phone crops) it. */
const sizes: Record<string, { width: number; height: number }> = {
  w_home: { width: 1200, height: 400 },
  w_login: { width: 960, height: 320 },
  w_register: { width: 960, height: 320 },
  w_forget: { width: 960, height: 320 },
  w_leftmenu: { width: 480, height: 240 },
};

const round = (value: number) => Math.round(value * 10) / 10;

type Colors = Theme['colors'];
type Draw = (random: () => number, colors: Colors, width: number, height: number) => string;

const rings: Draw = (random, colors, width, height) => {
  const cx = round(width * (0.68 + random() * 0.18));
  const cy = round(height * (0.3 + random() * 0.4));
  return Array.from({ length: 6 }, (_, index) => {
    const radius = round(height * (0.12 + index * 0.11));
    const color = index % 2 === 0 ? colors.brand : colors.accent;
    return `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="none" stroke="${color}" stroke-width="${round(3 + random() * 5)}" stroke-opacity="${round(0.25 + random() * 0.5)}"/>`;
  }).join('');
};

const stripes: Draw = (random, colors, width, height) => {
  const start = width * (0.45 + random() * 0.15);
  return Array.from({ length: 7 }, (_, index) => {
    const x = round(start + index * width * 0.07);
    const band = round(width * (0.015 + random() * 0.03));
    const color = index % 3 === 0 ? colors.accent : colors.brand;
    return `<polygon points="${x},${height} ${round(x + band)},${height} ${round(x + band + height * 0.6)},0 ${round(x + height * 0.6)},0" fill="${color}" fill-opacity="${round(0.2 + random() * 0.5)}"/>`;
  }).join('');
};

const coins: Draw = (random, colors, width, height) =>
  Array.from({ length: 9 }, () => {
    const cx = round(width * (0.5 + random() * 0.48));
    const cy = round(height * (0.1 + random() * 0.8));
    const radius = round(height * (0.05 + random() * 0.1));
    return (
      `<circle cx="${cx}" cy="${cy}" r="${radius}" fill="${colors.brand}" fill-opacity="${round(0.55 + random() * 0.4)}"/>` +
      `<circle cx="${cx}" cy="${cy}" r="${round(radius * 0.7)}" fill="none" stroke="${colors.brandContrast}" stroke-opacity="0.45" stroke-width="${round(radius * 0.08)}"/>`
    );
  }).join('');

const cards: Draw = (random, colors, width, height) =>
  Array.from({ length: 4 }, (_, index) => {
    const w = round(height * 0.42);
    const h = round(height * 0.6);
    const x = round(width * (0.56 + index * 0.09));
    const y = round(height * (0.18 + random() * 0.12));
    const angle = round(-18 + index * 12 + random() * 6);
    return `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${round(w * 0.12)}" fill="${colors.surface2}" stroke="${index % 2 ? colors.accent : colors.brand}" stroke-width="4" transform="rotate(${angle} ${round(x + w / 2)} ${round(y + h / 2)})"/>`;
  }).join('');

const motifs: Draw[] = [rings, stripes, coins, cards];

/**
 * A banner's artwork, drawn from the site's theme so every brand gets its own colours: a dark
 * gradient, two glows, one motif chosen by the banner's id, and a shade at the left where the
 * browser writes the (translated) title. No text and no outside references: the SVG is self-contained.
 */
export function bannerSvg(id: bigint, groupName: string, colors: Colors): string {
  const { width, height } = sizes[groupName] ?? sizes.w_home!;
  const random = seeded(Math.imul(Number(id % 2_147_483_647n), 0x9e3779b1));
  const motif = motifs[Number(id % BigInt(motifs.length))]!;
  const glow = (name: string, color: string) =>
    `<radialGradient id="${name}"><stop offset="0" stop-color="${color}" stop-opacity="0.75"/><stop offset="1" stop-color="${color}" stop-opacity="0"/></radialGradient>`;
  const angle = Math.round(random() * 60);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" preserveAspectRatio="xMidYMid slice">`,
    '<defs>',
    `<linearGradient id="bg" gradientTransform="rotate(${angle} 0.5 0.5)"><stop offset="0" stop-color="${colors.bg}"/><stop offset="1" stop-color="${colors.surface2}"/></linearGradient>`,
    glow('glowBrand', colors.brand),
    glow('glowAccent', colors.accent),
    `<linearGradient id="shade"><stop offset="0" stop-color="${colors.bg}" stop-opacity="0.85"/><stop offset="0.55" stop-color="${colors.bg}" stop-opacity="0"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#bg)"/>`,
    `<circle cx="${round(width * (0.6 + random() * 0.3))}" cy="${round(height * random())}" r="${round(height * 0.9)}" fill="url(#glowBrand)" opacity="0.6"/>`,
    `<circle cx="${round(width * (0.3 + random() * 0.5))}" cy="${round(height * (0.6 + random() * 0.4))}" r="${round(height * 0.7)}" fill="url(#glowAccent)" opacity="0.5"/>`,
    motif(random, colors, width, height),
    `<rect width="${width}" height="${height}" fill="url(#shade)"/>`,
    '</svg>',
  ].join('');
}

/** The path of a banner's generated artwork; the seed and the console store it as the banner's image path. */
export const bannerArtPath = (id: bigint | string) => `/art/banners/${id}.svg`;
