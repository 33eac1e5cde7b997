import { useQuery } from '@tanstack/react-query';
import { api } from './api';
import { useConsole, useMay } from './console-context';
import { siteAddress } from './sites/site-address';

/**
 * For an operator of more than one site: the console of each of its sites. Every call acts on the site of the
 * host the console is open at, so another site's console is that site's own address (a sign-in there: a session
 * belongs to one tab and one address).
 */
export function SitePicker() {
  const { t, self } = useConsole();
  const mayRead = useMay('sites');
  const several = self.allSites || self.siteCodes.length > 1;
  const sites = useQuery({
    queryKey: ['sites', 'picker'],
    queryFn: () => api.sites({ pageSize: '100' }),
    enabled: mayRead && several,
    staleTime: 60_000,
  });
  const others = (sites.data?.items ?? []).filter((site) => site.code !== self.site.code && site.domains[0]);
  if (!several || others.length === 0) return null;
  return (
    <details className="site-picker">
      <summary>{t.nav.otherSites}</summary>
      <ul>
        {others.map((site) => (
          <li key={site.code}>
            <a href={`${siteAddress(site.domains[0]!)}console/`}>
              {site.name} <span className="muted">{site.code}</span>
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}
