import { describe, expect, it } from 'vitest';
import { permissionFixture } from '../test/fixtures';
import { applyTheme, cssVariableName } from './theme';

describe('theme', () => {
  it('names the variables of UI.md', () => {
    expect(cssVariableName('brandContrast')).toBe('--brand-contrast');
    expect(cssVariableName('surface2')).toBe('--surface-2');
    expect(cssVariableName('textMuted')).toBe('--text-muted');
    expect(cssVariableName('bg')).toBe('--bg');
  });

  it('sets every colour of the site theme on <html>', () => {
    const { colors } = permissionFixture().info.whitelabel.theme;
    applyTheme(colors);
    const style = document.documentElement.style;
    expect(style.getPropertyValue('--brand')).toBe('#10b981');
    expect(style.getPropertyValue('--brand-contrast')).toBe('#04130d');
    expect(style.getPropertyValue('--surface-2')).toBe('#13241d');
    expect(style.getPropertyValue('--text-muted')).toBe('#8fb3a4');
    expect(style.getPropertyValue('--danger')).toBe('#f43f5e');
  });
});
