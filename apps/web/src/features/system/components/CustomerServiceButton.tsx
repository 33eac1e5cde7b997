import type { CustomerService } from '@portal/contracts';
import { Headset } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button, type ButtonProps } from '../../../components/ui/Button';
import { openChatRoom } from '../../../lib/chat-room';
import { getToken } from '../../../lib/session';

/** Opens the site's first customer-service channel in a new tab; absent when the site has none. */
export function CustomerServiceButton({
  channels,
  variant,
  labelClassName,
}: {
  channels: readonly CustomerService[] | undefined;
  variant?: ButtonProps['variant'];
  /** Lets a crowded bar hide the text by CSS; the button keeps its name (aria-label). */
  labelClassName?: string;
}) {
  const { t } = useTranslation();
  const first = channels?.[0];
  if (!first) return null;
  const label = t('system.customerService');
  return (
    <Button
      variant={variant}
      aria-label={`${label} (${t('common.opensInNewTab')})`}
      icon={<Headset size={18} aria-hidden="true" />}
      onClick={() => {
        // Our own chat room for a signed-in caller; otherwise the channel's page.
        if (first.csType === 'LIVECHAT' && getToken()) openChatRoom();
        else window.open(first.path, '_blank', 'noopener,noreferrer');
      }}
    >
      {labelClassName ? <span className={labelClassName}>{label}</span> : label}
    </Button>
  );
}
