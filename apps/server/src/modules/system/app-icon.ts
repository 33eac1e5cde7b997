import type { Theme } from '@portal/contracts';
import sharp from 'sharp';

/** The sizes a browser asks of an installed web app's icon (Chromium's install check wants 192 and 512). */
export const appIconSizes = [192, 512] as const;
export type AppIconSize = (typeof appIconSizes)[number];

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The site's app icon, drawn from its theme: the site's initial on its brand colour, with a margin that
 * keeps it whole in a maskable (circle or squircle) crop. One SVG per site, no upload needed.
 */
export function appIconSvg(name: string, colors: Theme['colors']): string {
  const initial = escapeXml([...name.trim()][0]?.toUpperCase() ?? 'P');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">',
    '<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">',
    `<stop offset="0" stop-color="${colors.brand}"/><stop offset="1" stop-color="${colors.accent}"/>`,
    '</linearGradient></defs>',
    `<rect width="512" height="512" fill="${colors.bg}"/>`,
    '<circle cx="256" cy="256" r="196" fill="url(#g)"/>',
    `<text x="256" y="256" dy="0.35em" text-anchor="middle" font-family="Inter, Arial, sans-serif" font-size="220" font-weight="800" fill="${colors.brandContrast}">${initial}</text>`,
    '</svg>',
  ].join('');
}

/** The icon as a PNG of one size (what iOS and the install check read). */
export function appIconPng(svg: string, size: AppIconSize): Promise<Buffer> {
  return sharp(Buffer.from(svg)).resize(size, size).png().toBuffer();
}
