import type { Permission } from '@portal/contracts';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './CustomerServiceButton';
import { SystemScreen } from './SystemScreen';

/** Shown instead of the app, on every route, while the site's status is 1 (SPEC §4). */
export function MaintenancePage({ permission }: { permission?: Permission }) {
  const { t } = useTranslation();
  return (
    <SystemScreen permission={permission} testId="maintenance-page" icon={<Wrench size={32} />}>
      <h1>{t('system.maintenanceTitle')}</h1>
      <p className="system-screen__text">{t('system.maintenanceText')}</p>
      <CustomerServiceButton channels={permission?.info.customerService} />
    </SystemScreen>
  );
}
