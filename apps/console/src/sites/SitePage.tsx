import { Link, useParams } from 'react-router';
import { useConsole, useMay } from '../console-context';
import { Failure } from '../Field';
import { PageHead } from '../PageHead';
import { fill } from '../strings';
import { AccessTab } from './AccessTab';
import { BrandTab } from './BrandTab';
import { DomainsTab } from './DomainsTab';
import { RegisterRulesTab } from './RegisterRulesTab';
import { ResourcesTab } from './ResourcesTab';
import { RulesTab } from './RulesTab';
import { ServiceChannelsTab } from './ServiceChannelsTab';
import { SwitchesTab } from './SwitchesTab';
import { useOperatorSite, useSiteSettings } from './site-settings-api';
import type { SiteTab } from './site-tab';
import './sites.css';
import './site-settings.css';

/** The site page's tabs in order; a tab is one entry here (the first opens at /sites/:code). */
export const siteTabs: SiteTab[] = [
  { id: 'brand', label: (t) => t.sitePage.tabNames.brand ?? 'Brand', Component: BrandTab },
  { id: 'access', label: (t) => t.sitePage.tabNames.access ?? 'Access', Component: AccessTab },
  { id: 'rules', label: (t) => t.sitePage.tabNames.rules ?? 'Rules', Component: RulesTab },
  { id: 'switches', label: (t) => t.sitePage.tabNames.switches ?? 'Switches', Component: SwitchesTab },
  { id: 'registration', label: (t) => t.siteLists.tabs.register, Component: RegisterRulesTab },
  { id: 'service-channels', label: (t) => t.siteLists.tabs.service, Component: ServiceChannelsTab },
  { id: 'domains', label: (t) => t.siteLists.tabs.domains, Component: DomainsTab },
  { id: 'resources', label: (t) => t.siteLists.tabs.resources, Component: ResourcesTab },
];

/** A site's page (issue 25 "Sites"): brand, access, rules and switches, a tab each, at /sites/:code/:tab. */
export function SitePage() {
  const { t } = useConsole();
  const p = t.sitePage;
  const { code = '', tab: tabId } = useParams();
  const writes = useMay('sites', 'POST');
  const sites = useOperatorSite(code);
  const settings = useSiteSettings(code);
  const tab = siteTabs.find((entry) => entry.id === tabId) ?? siteTabs[0]!;
  const site = sites.site;
  const failure = settings.failure ?? sites.failure;
  const loading = !failure && (!settings.data || !sites.data);

  return (
    <section className="page" aria-labelledby="site-title">
      <p>
        <Link to="/sites">← {p.back}</Link>
      </p>
      <PageHead id="site-title" title={site ? `${site.name} (${site.code})` : code} intro={p.intro} />
      <nav className="section-tabs" aria-label={p.tabs}>
        {siteTabs.map((entry) => (
          <Link
            key={entry.id}
            to={`/sites/${encodeURIComponent(code)}/${entry.id}`}
            className={entry === tab ? 'section-tabs__link active' : 'section-tabs__link'}
            aria-current={entry === tab ? 'page' : undefined}
          >
            {entry.label(t)}
          </Link>
        ))}
      </nav>
      {!writes && <p className="muted">{p.readOnly}</p>}
      <Failure message={failure} />
      {loading && <div className="card card--loading" role="status" aria-label={t.working} />}
      {!loading && !failure && !site && <p className="muted">{fill(p.notFound, { code })}</p>}
      {site && settings.data && (
        <tab.Component key={tab.id} code={site.code} site={site} settings={settings.data} writes={writes} />
      )}
    </section>
  );
}
