import type { PromotionKind } from '@portal/contracts';
import { BadgePercent, ClipboardList, Gift, type LucideIcon, RefreshCw, Ticket, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** One icon per kind: the card's header and the badge draw it. */
export const kindIcon: Record<PromotionKind, LucideIcon> = {
  first_deposit: BadgePercent,
  reload: RefreshCw,
  cashback: Undo2,
  registration: Gift,
  raffle: Ticket,
  manual: ClipboardList,
};

export function KindBadge({ kind }: { kind: PromotionKind }) {
  const { t } = useTranslation();
  const Icon = kindIcon[kind];
  return (
    <span className={`promo-kind promo-kind--${kind}`}>
      <Icon size={14} aria-hidden="true" />
      {t(`promotions.kind.${kind}`)}
    </span>
  );
}
