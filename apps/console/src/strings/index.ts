import { enCore } from './en';
import { enAccount } from './en-account';
import { enCashier } from './en-cashier';
import { enChannels } from './en-channels';
import { enContent } from './en-content';
import { enDashboard } from './en-dashboard';
import { enDesk } from './en-desk';
import { enEngage } from './en-engage';
import { enGames } from './en-games';
import { enMember } from './en-member';
import { enPages } from './en-pages';
import { enRewards } from './en-rewards';
import { enSiteLists } from './en-site-lists';
import { enSiteSettings } from './en-site-settings';
import { enSites } from './en-sites';
import { enVendors } from './en-vendors';
import { tyCore } from './ty';
import { tyAccount } from './ty-account';
import { tyCashier } from './ty-cashier';
import { tyChannels } from './ty-channels';
import { tyContent } from './ty-content';
import { tyDashboard } from './ty-dashboard';
import { tyDesk } from './ty-desk';
import { tyEngage } from './ty-engage';
import { tyGames } from './ty-games';
import { tyMember } from './ty-member';
import { tyPages } from './ty-pages';
import { tyRewards } from './ty-rewards';
import { tySiteLists } from './ty-site-lists';
import { tySiteSettings } from './ty-site-settings';
import { tySites } from './ty-sites';
import { tyVendors } from './ty-vendors';

/** The console's languages (issue 25: English and Vietnamese at least), by the portal's language codes. */
export type ConsoleLanguage = 'EN' | 'TY';

const en = {
  ...enCore,
  ...enPages,
  ...enCashier,
  ...enChannels,
  ...enContent,
  ...enEngage,
  ...enRewards,
  ...enDashboard,
  ...enDesk,
  ...enGames,
  ...enSites,
  ...enSiteSettings,
  ...enSiteLists,
  ...enVendors,
  ...enMember,
  ...enAccount,
};
export type Strings = typeof en;

export const strings: Record<ConsoleLanguage, Strings> = {
  EN: en,
  TY: {
    ...tyCore,
    ...tyPages,
    ...tyCashier,
    ...tyChannels,
    ...tyContent,
    ...tyEngage,
    ...tyRewards,
    ...tyDashboard,
    ...tyDesk,
    ...tyGames,
    ...tySites,
    ...tySiteSettings,
    ...tySiteLists,
    ...tyVendors,
    ...tyMember,
    ...tyAccount,
  },
};

/** A template's `{name}`s replaced by the values. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** A failure's message in the language, with the values it names. */
export function messageOf(t: Strings, failure: { code: string; params: Record<string, string | number> }): string {
  return fill(t.errors[failure.code] ?? t.errors.default!, failure.params);
}
