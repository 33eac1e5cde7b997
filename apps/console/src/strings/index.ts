import { enCore } from './en';
import { enPages } from './en-pages';
import { tyCore } from './ty';
import { tyPages } from './ty-pages';

/** The console's languages (issue 25: English and Vietnamese at least), by the portal's language codes. */
export type ConsoleLanguage = 'EN' | 'TY';

const en = { ...enCore, ...enPages };
export type Strings = typeof en;

export const strings: Record<ConsoleLanguage, Strings> = { EN: en, TY: { ...tyCore, ...tyPages } };

/** A template's `{name}`s replaced by the values. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** A failure's message in the language, with the values it names. */
export function messageOf(t: Strings, failure: { code: string; params: Record<string, string | number> }): string {
  return fill(t.errors[failure.code] ?? t.errors.default!, failure.params);
}
