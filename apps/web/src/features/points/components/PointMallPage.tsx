import { useTranslation } from 'react-i18next';
import { Page } from '../../../components/ui/Page';
import PointMall from './PointMall';

/** /pointMall (SPEC §2): the points mall under the route's title. */
export function PointMallPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('route.pointMall')}>
      <PointMall />
    </Page>
  );
}
