import { SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../components/ui/EmptyState';
import { Page } from '../../components/ui/Page';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('route.notFound')}>
      <EmptyState icon={<SearchX size={32} />} title={t('route.notFound')} text={t('notFound.text')} />
      <p className="page__actions">
        <Link className="btn btn--secondary" to="/">
          {t('common.backHome')}
        </Link>
      </p>
    </Page>
  );
}
