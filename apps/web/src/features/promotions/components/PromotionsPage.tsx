import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Page } from '../../../components/ui/Page';
import { QueryView } from '../../../components/ui/QueryView';
import { usePromotions } from '../api/get-promotions';
import { PromotionCard } from './PromotionCard';
import { PromotionDialog } from './PromotionDialog';
import './promotions.css';

/**
 * /promotions (events, SPEC §2): the site's live and coming promotions as cards; `?code=` opens one's
 * detail over the list, so a detail can be linked to and the back button closes it.
 */
export function PromotionsPage() {
  const { t } = useTranslation();
  const query = usePromotions();
  const [params, setParams] = useSearchParams();
  const code = params.get('code');
  const open = code ? query.data?.find((promotion) => promotion.code === code) : undefined;
  return (
    <Page title={t('route.promotions')}>
      <QueryView
        query={query}
        isEmpty={(list) => list.length === 0}
        empty={{ title: t('promotions.emptyTitle'), text: t('promotions.emptyText') }}
      >
        {(list) => (
          <ul className="promo-grid" aria-label={t('route.promotions')}>
            {list.map((promotion) => (
              <PromotionCard key={promotion.code} promotion={promotion} />
            ))}
          </ul>
        )}
      </QueryView>
      {open ? <PromotionDialog promotion={open} onClose={() => setParams({}, { replace: false })} /> : null}
    </Page>
  );
}
