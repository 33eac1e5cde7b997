import type { Permission } from '@portal/contracts';
import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CustomerServiceButton } from './CustomerServiceButton';
import { SystemScreen } from './SystemScreen';

/** Shown instead of the app, on every route, while the site's status is 2, with the visitor's IP. */
export function RegionBlockedPage({ ip, permission }: { ip: string; permission?: Permission }) {
  const { t } = useTranslation();
  return (
    <SystemScreen permission={permission} testId="region-blocked-page" icon={<Ban size={32} />}>
      <h1>{t('system.regionTitle')}</h1>
      <p className="system-screen__text">{t('system.regionText')}</p>
      <p className="system-screen__ip">
        {t('system.yourIp')}{' '}
        <span className="figures" data-testid="visitor-ip">
          {ip}
        </span>
      </p>
      <CustomerServiceButton channels={permission?.info.customerService} />
    </SystemScreen>
  );
}
