import type { Reward } from '@portal/contracts';
import { Ticket, Trophy } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { Modal } from '../../../components/ui/Modal';
import { memberPageHref } from '../../../lib/member-pages';
import { useFormatMinor } from '../../../lib/use-format-minor';

/**
 * What a draw won: the prize revealed (a ticket turning into the amount, in CSS; still with reduced
 * motion), that it is paid into the balance, and the turnover it carries, if any.
 */
export function RaffleResultDialog({ won, onClose }: { won: Reward | undefined; onClose: () => void }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const prize = won?.bonus ? formatMinor(won.bonus) : null;
  const turnover = won?.turnover && BigInt(won.turnover.required) > 0n ? formatMinor(won.turnover.required) : null;
  return (
    <Modal open size="small" title={t('promotions.raffle.resultTitle')} onClose={onClose}>
      <div className="raffle-result" data-testid="raffle-result">
        <div className="raffle-result__stage" aria-hidden="true">
          <Ticket className="raffle-result__ticket" size={56} strokeWidth={1.5} />
          <Trophy className="raffle-result__trophy" size={56} strokeWidth={1.5} />
        </div>
        <p className="raffle-result__prize money">{prize ? t('promotions.raffle.won', { amount: prize }) : null}</p>
        <p className="raffle-result__text">{t('promotions.raffle.paid')}</p>
        {turnover ? (
          <p className="raffle-result__text">{t('promotions.raffle.turnover', { amount: turnover })}</p>
        ) : null}
        <div className="raffle-result__actions">
          <Link to={memberPageHref('rewardCenter')} className="btn btn--secondary" onClick={onClose}>
            {t('promotions.goToRewards')}
          </Link>
          <Button onClick={onClose}>{t('promotions.raffle.close')}</Button>
        </div>
      </div>
    </Modal>
  );
}
