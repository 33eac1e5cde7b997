import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router';
import { Skeleton } from '../../components/ui/Skeleton';

/** While a page's code loads on its first visit: grey blocks where the title and content will be. */
function PageLoading() {
  const { t } = useTranslation();
  return (
    <div className="page page--loading" role="status">
      <span className="visually-hidden">{t('common.loading')}</span>
      <Skeleton height={32} width={220} />
      <Skeleton height={240} radius={12} />
    </div>
  );
}

/** A layout's outlet for pages loaded on first visit (app/lazy-pages.tsx). */
export function PageOutlet() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Outlet />
    </Suspense>
  );
}
