import { Store } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/ui/EmptyState';
import { Page } from '../../../components/ui/Page';
import { type CentreCategory, categoryInfo } from '../categories';
import { useCategoryVendors } from '../hooks/use-category-vendors';
import { useLaunchVendor } from '../hooks/use-launch-vendor';
import { GamesError } from './GamesError';
import { VendorCard } from './VendorCard';
import { VendorCardSkeletons } from './VendorCardSkeletons';
import './game-grid.css';

/** A game centre (/sports, /esports, /lott, /elott, /cockfight): the category's vendors, each started from its card. */
export function GameCentrePage({ category }: { category: CentreCategory }) {
  const { t } = useTranslation();
  const menus = useCategoryVendors(category);
  const { start, pending } = useLaunchVendor();
  const title = t(categoryInfo[category]?.titleKey ?? 'route.sports');

  let body: ReactNode;
  if (menus.isPending) body = <VendorCardSkeletons />;
  else if (menus.isError)
    body = <GamesError error={menus.error} onRetry={() => void menus.refetch()} retrying={menus.isFetching} />;
  else if (menus.vendors.length === 0)
    body = <EmptyState icon={<Store size={32} />} title={t('games.noVendors')} text={t('games.noVendorsText')} />;
  else
    body = (
      <ul className="vendor-grid" aria-label={title}>
        {menus.vendors.map((vendor) => (
          <li key={vendor.vassalage}>
            <VendorCard
              vendor={vendor}
              gameType={category}
              onStart={(chosen) => void start(chosen, category)}
              pending={pending === vendor.vassalage}
            />
          </li>
        ))}
      </ul>
    );
  return <Page title={title}>{body}</Page>;
}
