import type { Permission } from '@portal/contracts';
import { LoaderCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { SystemScreen } from './SystemScreen';

/** The branded loader shown while the site's status and settings load. */
export function FullPageLoader({ permission }: { permission?: Permission }) {
  const { t } = useTranslation();
  return (
    <SystemScreen permission={permission} testId="page-loader">
      <div role="status" className="system-screen__loader">
        <LoaderCircle className="spin" size={40} aria-hidden="true" />
        <span>{t('common.loading')}</span>
      </div>
    </SystemScreen>
  );
}
