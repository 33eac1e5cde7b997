import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Messages } from '../../lib/i18n';
import { EmptyState } from './EmptyState';
import './page.css';

export type RouteTitleKey = `route.${keyof Messages['route']}`;

/** A page: its translated title as the one <h1>, then its content. */
export function Page({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title" className="page__title">
        {title}
      </h1>
      {children}
    </section>
  );
}

/**
 * A page whose content arrives with a later feature: its title and a neutral empty state, nothing that
 * pretends to work.
 */
export function FeaturePage({ titleKey }: { titleKey: RouteTitleKey }) {
  const { t } = useTranslation();
  return (
    <Page title={t(titleKey)}>
      <EmptyState title={t('empty.title')} text={t('empty.text')} />
    </Page>
  );
}
