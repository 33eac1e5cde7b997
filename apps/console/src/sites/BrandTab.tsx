import { useNavigate } from 'react-router';
import { useConsole } from '../console-context';
import { Pairs } from '../Pairs';
import { EditSitePanel } from './EditSitePanel';
import type { SiteTabProps } from './site-tab';

/** The site's name, colours, logo and status: the change form for owners, the facts for those who read. */
export function BrandTab({ site, writes }: SiteTabProps) {
  const { t } = useConsole();
  const s = t.siteSection;
  const navigate = useNavigate();
  if (writes) return <EditSitePanel site={site} onClose={() => navigate('/sites')} />;
  return (
    <div className="panel">
      <Pairs
        pairs={[
          [s.name, site.name],
          [s.status, s.states[site.status]],
          [s.brand, site.colors.brand],
          [s.accent, site.colors.accent],
          [s.logoUrl, site.logoUrl || '—'],
        ]}
      />
    </div>
  );
}
