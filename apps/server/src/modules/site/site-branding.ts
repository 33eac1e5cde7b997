import {
  accentMinContrast,
  brandContrastFor,
  contrastRatio,
  siteCurrencies,
  type Theme,
  themeContrastFailures,
} from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { Scale } from './operator-sites.repository.js';

/** A new or changed site's brand and money: its theme checked for contrast, its amounts in its own currency. */

/** A theme with a new brand (its text colour chosen to read on it), accent or logo, checked for contrast. */
export function themed(
  theme: Theme,
  change: { brand?: string; accent?: string; logoUrl?: string; name?: string },
): Theme {
  const brand = change.brand ?? theme.colors.brand;
  const next: Theme = {
    ...theme,
    name: change.name ?? theme.name,
    logoUrl: change.logoUrl ?? theme.logoUrl,
    colors: {
      ...theme.colors,
      brand,
      brandContrast: brandContrastFor(brand),
      accent: change.accent ?? theme.colors.accent,
    },
  };
  const failures = themeContrastFailures(next);
  if (failures.length > 0) {
    const field = failures[0]!.startsWith('brandContrast') ? 'brand' : 'template';
    throw new AppError('VALIDATION_ERROR', {
      field,
      message: `${field}: too little contrast (${failures.join(', ')})`,
    });
  }
  const ratio = contrastRatio(next.colors.accent, next.colors.bg);
  if (ratio < accentMinContrast) {
    throw new AppError('VALIDATION_ERROR', {
      field: 'accent',
      message: `accent: ${ratio.toFixed(2)}:1 on the background ${next.colors.bg}, at least ${accentMinContrast}:1`,
      params: { ratio: ratio.toFixed(2), minimum: accentMinContrast },
    });
  }
  return next;
}

export const perCent = (code: string) =>
  BigInt(siteCurrencies.find((currency) => currency.code === code)?.perCent ?? 1);
export const scaledAmount = (amount: bigint, scale: Scale) => {
  const value = (amount * scale.num) / scale.den;
  return value > 0n ? value : 1n;
};
