import { Gift, LogIn, Package } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import type { PointReward } from '../api/get-rewards';
import { useFormatPoints } from '../model/use-format-points';

/**
 * The mall's rewards as cards: name, points each, stock. A member redeems (the dialog judges quantity
 * and points); a visitor is asked to log in. Out of stock or too few points turn the button off.
 */
export function RewardGrid({
  rewards,
  points,
  onRedeem,
  onLogin,
}: {
  rewards: PointReward[];
  /** My points; undefined for a visitor. */
  points: number | undefined;
  onRedeem: (reward: PointReward) => void;
  onLogin: () => void;
}) {
  const { t } = useTranslation();
  const formatPoints = useFormatPoints();
  return (
    <ul className="points-grid" aria-label={t('points.rewardsTitle')}>
      {rewards.map((reward, index) => {
        const soldOut = reward.quantity <= 0;
        const short = points !== undefined && points < reward.requiredPoints;
        return (
          <li key={reward.id} className="surface points-reward" data-testid={`point-reward-${reward.id}`}>
            <div className={`points-reward__art points-reward__art--${index % 4}`} aria-hidden="true">
              <Gift size={40} />
            </div>
            <div className="points-reward__body">
              <h3 className="points-reward__name">{reward.name}</h3>
              <p className="points-reward__cost figures">{formatPoints(reward.requiredPoints)}</p>
              <p className={`points-reward__stock${soldOut ? ' points-reward__stock--out' : ''}`}>
                <Package size={14} aria-hidden="true" />{' '}
                {soldOut ? t('points.soldOut') : t('points.inStock', { quantity: reward.quantity, unit: reward.unit })}
              </p>
              {points === undefined ? (
                <Button variant="secondary" icon={<LogIn size={16} aria-hidden="true" />} onClick={onLogin}>
                  {t('points.loginToRedeem')}
                </Button>
              ) : (
                <Button
                  variant={short ? 'secondary' : 'primary'}
                  disabled={soldOut || short}
                  onClick={() => onRedeem(reward)}
                >
                  {short
                    ? t('points.needMore', { points: formatPoints(reward.requiredPoints - points) })
                    : t('points.redeem')}
                </Button>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
