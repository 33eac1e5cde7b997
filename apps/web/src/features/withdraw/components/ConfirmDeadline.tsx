import { Clock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { formatRemaining, useNow } from '../../../lib/use-now';

/**
 * Until when a paid withdrawal can be confirmed, counting down; after it, it counts as received
 * (SPEC §4), which the line says before and after. `compact`: the time left only (a table cell).
 */
export function ConfirmDeadline({ deadline, compact = false }: { deadline: string; compact?: boolean }) {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const end = Date.parse(deadline);
  const now = useNow(true);
  const open = end > now;
  return (
    <p className={`deadline${open ? '' : ' deadline--passed'}`}>
      <Clock size={14} aria-hidden="true" />
      <span>
        {compact && open ? t('withdraw.deadlineLeft', { left: formatRemaining(end - now) }) : null}
        {!compact && open
          ? t('withdraw.deadlineOpen', { time: formatTime(deadline), left: formatRemaining(end - now) })
          : null}
        {open ? null : t('withdraw.deadlinePassed', { time: formatTime(deadline) })}
      </span>
    </p>
  );
}
