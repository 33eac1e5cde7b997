import { contrastRatio, themeContrastFailures } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import { demoSites } from '../src/demo/demo-sites.js';

describe('demo themes', () => {
  it('measures contrast as WCAG does', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(demoSites.map((site) => [site.site.code, site.site.theme] as const))(
    '%s meets WCAG AA on every text pair',
    (_code, theme) => {
      expect(themeContrastFailures(theme)).toEqual([]);
    },
  );
});
