import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatSiteTime } from '../../member-center/hooks/use-format-site-time';
import { formatRemaining, useNow } from '../hooks/use-now';

/**
 * Until when a paid withdrawal can be confirmed, counting down; after it, it counts as received
 * (SPEC §4), which the line says before and after.
 */
export function ConfirmDeadline({ deadline }: { deadline: string }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const end = Date.parse(deadline);
  const now = useNow(true);
  const open = end > now;
  return (
    <p className={`deadline${open ? '' : ' deadline--passed'}`}>
      <Clock size={14} aria-hidden="true" />
      <span>
        {open
          ? t('withdraw.deadlineOpen', { time: formatTime(deadline), left: formatRemaining(end - now) })
          : t('withdraw.deadlinePassed', { time: formatTime(deadline) })}
      </span>
    </p>
  );
}
