import type { GameCategory } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { Deferred } from '../../components/ui/Deferred';
import { Lane } from '../../components/ui/Lane';
import { useVendorLanes } from '../../features/games/api/get-vendor-lanes';
import { categoryInfo } from '../../features/games/categories';
import { VendorCard } from '../../features/games/components/VendorCard';
import { useLaunchVendor } from '../../features/games/hooks/use-launch-vendor';
import { LaneSkeleton } from './LaneSkeleton';

/** Vendor lanes shown on the home page: the game centres (started from the card) and the slot providers. */
const homeVendorLanes: readonly GameCategory[] = ['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT', 'RNG'];

/** Lanes of vendor cards (platform html5-desktop); a slot vendor's card leads to its games instead of starting. */
export function HomeVendorLanes() {
  const { t } = useTranslation();
  const lanes = useVendorLanes();
  const { start, pending } = useLaunchVendor();
  const shown = (lanes.data ?? [])
    .filter((lane) => homeVendorLanes.includes(lane.title) && lane.cards.length > 0)
    .sort((a, b) => homeVendorLanes.indexOf(a.title) - homeVendorLanes.indexOf(b.title));
  return shown.map((lane) => {
    const info = categoryInfo[lane.title];
    if (!info) return null;
    const title = lane.title === 'RNG' ? t('home.slotProviders') : t(info.titleKey);
    return (
      <Deferred key={lane.title} placeholder={<LaneSkeleton still />}>
        <Lane title={title} moreTo={info.path} kind="vendor">
          {lane.cards.map((vendor) => (
            <VendorCard
              key={vendor.vassalage}
              vendor={vendor}
              gameType={lane.title}
              onStart={(chosen) => void start(chosen, lane.title)}
              pending={pending === vendor.vassalage}
            />
          ))}
        </Lane>
      </Deferred>
    );
  });
}
