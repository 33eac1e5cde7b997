import type { Theme } from '@portal/contracts';

/** `brandContrast` -> `--brand-contrast`, `surface2` -> `--surface-2`, `textMuted` -> `--text-muted` (UI.md). */
export function cssVariableName(key: string): string {
  return `--${key.replace(/([A-Z]|\d+)/g, '-$1').toLowerCase()}`;
}

/** Sets every colour of the site's theme as a CSS variable on <html>; the stylesheets only read variables. */
export function applyTheme(colors: Theme['colors'], root: HTMLElement = document.documentElement): void {
  for (const [key, value] of Object.entries(colors)) {
    root.style.setProperty(cssVariableName(key), value);
  }
}
