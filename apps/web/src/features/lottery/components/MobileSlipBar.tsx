import { ReceiptText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useFormatMinor } from '../../../lib/use-format-minor';
import type { Placement } from '../hooks/use-place-slip';
import './MobileSlipBar.css';
import './SlipPanel.css';

/** On a phone: the slip's bets and total stay at the bottom of the screen, with "slip" and "place". */
export function MobileSlipBar({
  lines,
  placement,
  canPlace,
  onOpen,
}: {
  lines: number;
  placement: Placement;
  canPlace: boolean;
  onOpen: () => void;
}) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  return (
    <section className="slip-bar" aria-label={t('lottery.slipBar')}>
      <p className="slip-bar__sum figures">
        <span>{t('lottery.betsCount', { n: placement.totals.bets })}</span>
        <strong>{formatMinor(placement.totals.total)}</strong>
      </p>
      <Button variant="secondary" onClick={onOpen} icon={<ReceiptText size={16} aria-hidden="true" />}>
        {t('lottery.openSlip', { n: lines })}
      </Button>
      <Button onClick={() => void placement.place()} pending={placement.pending} disabled={!canPlace}>
        {t('lottery.placeShort')}
      </Button>
    </section>
  );
}
