/**
 * The layout's breakpoints (UI.md), one set for scripts and styles: components/ui/layout.css names the
 * same numbers for the stylesheets (CSS cannot read variables inside @media). Mobile is up to
 * `mobileMax`, tablet up to `tabletMax`, desktop from `tabletMax + 1`.
 */
export const breakpoints = { mobileMax: 767, tabletMax: 1023 } as const;

export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  belowDesktop: `(max-width: ${breakpoints.tabletMax}px)`,
} as const;
