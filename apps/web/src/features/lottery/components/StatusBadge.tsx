import { useTranslation } from 'react-i18next';
import '../../../components/ui/money.css';
import './StatusBadge.css';

type Status = 'waiting' | 'won' | 'lost' | 'push' | 'cancelled' | 'void' | 'refunded';

const tone: Record<Status, string> = {
  waiting: 'info',
  won: 'success',
  lost: 'muted',
  push: 'muted',
  cancelled: 'muted',
  void: 'warning',
  refunded: 'muted',
};

/** The state of an order or line in words and colour. */
export function StatusBadge({ status }: { status: Status }) {
  const { t } = useTranslation();
  return <span className={`badge badge--${tone[status]}`}>{t(`lottery.status.${status}`)}</span>;
}
