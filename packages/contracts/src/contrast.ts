import type { Theme } from './site.js';

/** WCAG 2 relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, from 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The text-on-background pairs a theme puts in front of players, each needing WCAG AA (4.5:1). */
export function themeContrastFailures(theme: Theme): string[] {
  const { colors } = theme;
  const pairs: [string, string, string][] = [
    ['brandContrast on brand', colors.brandContrast, colors.brand],
    ['text on bg', colors.text, colors.bg],
    ['text on surface', colors.text, colors.surface],
    ['text on surface2', colors.text, colors.surface2],
    ['textMuted on bg', colors.textMuted, colors.bg],
    ['textMuted on surface', colors.textMuted, colors.surface],
  ];
  return pairs
    .filter(([, fg, bg]) => contrastRatio(fg, bg) < 4.5)
    .map(([name, fg, bg]) => `${name} ${contrastRatio(fg, bg).toFixed(2)}`);
}
