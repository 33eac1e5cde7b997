import { type Language, languageTags, minorToDecimal } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';
import type { MemberTexts } from './member-texts.js';

/** The money events that send a system message (SPEC §4), each with its texts in `locales/<language>.json`. */
export type MessageEvent = keyof MemberTexts['money'];

export type Template = { title: string; body: string };

/** An amount as the member reads it: the site's symbol and decimals, the language's separators. */
export function formatAmount(site: Site, minor: bigint, language: Language): string {
  const { symbol, decimals } = site.brand.currency;
  const format = new Intl.NumberFormat(languageTags[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl formats a decimal string exactly; no float is involved.
  return `${symbol}${format.format(minorToDecimal(minor, decimals) as unknown as number)}`;
}

/** A message template of `locales/`, `{name}` filled in from the values (empty when a value is missing). */
export function fillTemplate(template: Template, values: Record<string, string>): Template {
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(template.title), body: fill(template.body) };
}
