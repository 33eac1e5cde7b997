import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { GamesTabs } from './GamesTabs';
import { ServerStatus } from './ServerStatus';
import { SiteGames } from './SiteGames';
import { VendorList } from './VendorList';
import './vendors.css';

/**
 * The Games section's vendor part (issue 25): the game servers' state, the site's vendors and its games switched on
 * or off, and the hot list's order. The member site shows a change at its next read.
 */
export function VendorsPage() {
  const { t } = useConsole();
  const v = t.gameVendors;
  const writes = useMay('games', 'POST');
  const vendors = useApiQuery(['game-vendors'], () => api.gameVendors());
  return (
    <section className="page vendor-page" aria-labelledby="vendors-page-title">
      <PageHead id="vendors-page-title" title={t.games.title} intro={v.intro} />
      <GamesTabs />
      {!writes && <p className="muted">{v.readOnly}</p>}
      <ServerStatus />
      <VendorList vendors={vendors.data} failure={vendors.failure} />
      <SiteGames vendors={vendors.data} />
    </section>
  );
}
