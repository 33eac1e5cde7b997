/**
 * The layout's breakpoints (UI.md), one set for scripts and styles: components/ui/layout.css names the
 * same numbers for the stylesheets (CSS cannot read variables inside @media), and
 * scripts/stylesheets.test.ts fails on an @media width that is not one of them. Mobile is up to
 * `mobileMax`, tablet up to `tabletMax`, desktop from `tabletMax + 1`; a narrow desktop (up to
 * `narrowDesktopMax`) shows a little less per row than a wide one (lanes, the lottery header, the
 * header's category labels, the home page's winners beside the banner).
 */
export const breakpoints = { mobileMax: 767, tabletMax: 1023, narrowDesktopMax: 1279 } as const;

export const mediaQueries = {
  mobile: `(max-width: ${breakpoints.mobileMax}px)`,
  belowDesktop: `(max-width: ${breakpoints.tabletMax}px)`,
} as const;
