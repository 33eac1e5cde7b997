import type { OperatorSite, SiteSettings } from '@portal/contracts';
import type { ComponentType } from 'react';
import type { Strings } from '../strings';

/** What every tab of the site page is handed: the site, its settings, and whether the operator may change them. */
export interface SiteTabProps {
  /** The site's code as the address has it. */
  code: string;
  site: OperatorSite;
  settings: SiteSettings;
  writes: boolean;
}

/** One tab of the site page (SitePage's `siteTabs`): its address (/sites/:code/:id), its name, its content. */
export interface SiteTab {
  id: string;
  label: (t: Strings) => string;
  Component: ComponentType<SiteTabProps>;
}
