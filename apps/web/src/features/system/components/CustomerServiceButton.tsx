import type { CustomerService } from '@portal/contracts';
import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';

/** Opens the site's first customer-service channel in a new tab; absent when the site has none. */
export function CustomerServiceButton({ channels }: { channels: readonly CustomerService[] | undefined }) {
  const { t } = useTranslation();
  const first = channels?.[0];
  if (!first) return null;
  const label = t('system.customerService');
  return (
    <Button
      aria-label={`${label} (${t('common.opensInNewTab')})`}
      icon={<Headset size={18} aria-hidden="true" />}
      onClick={() => window.open(first.path, '_blank', 'noopener,noreferrer')}
    >
      {label}
    </Button>
  );
}
