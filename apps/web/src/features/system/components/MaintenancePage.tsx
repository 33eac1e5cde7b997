import type { Permission } from '@portal/contracts';
import { Wrench } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatSiteTime, gmtOffset } from '../../../lib/time';
import { CustomerServiceButton } from './CustomerServiceButton';
import { SystemScreen } from './SystemScreen';

/**
 * Shown instead of the app, on every route, while the site's status is 1 (SPEC §4); in a scheduled maintenance
 * window (issue 25) it says when the window ends, in the site's time zone.
 */
export function MaintenancePage({ permission, endsAt }: { permission?: Permission; endsAt?: string }) {
  const { t, i18n } = useTranslation();
  const timeZone = permission?.info.whitelabel.brand.timeZone ?? 'UTC';
  const end = endsAt ? new Date(endsAt) : null;
  return (
    <SystemScreen permission={permission} testId="maintenance-page" icon={<Wrench size={32} />}>
      <h1>{t('system.maintenanceTitle')}</h1>
      <p className="system-screen__text">{t('system.maintenanceText')}</p>
      {end && (
        <p className="system-screen__text" data-testid="maintenance-until">
          {t('system.maintenanceUntil', {
            time: `${formatSiteTime(end, timeZone, i18n.language ? currentLanguage() : 'EN')} (${gmtOffset(timeZone, end)})`,
          })}
        </p>
      )}
      <CustomerServiceButton channels={permission?.info.customerService} />
    </SystemScreen>
  );
}
