import type { Promotion, Reward } from '@portal/contracts';
import { Ticket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { FormAlert } from '../../../components/ui/Field';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { drawnGrant, useDrawRaffle } from '../api/draw-raffle';
import type { Rewards } from '../api/get-rewards';
import { RaffleResultDialog } from './RaffleResultDialog';
import './raffle.css';

/**
 * A raffle's part of the detail: its prizes, the draw I have (one per member, or one a day), the
 * "Draw" button (MCS2_claimRafflePromotion) and the prize won in a dialog. The server decides the
 * draw; a raffle drawn once for ever shows what it gave, a daily one is refused until tomorrow.
 */
export function RaffleDraw({ promotion, rewards }: { promotion: Promotion; rewards: Rewards | undefined }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const errorMessage = useErrorMessage();
  const requireMember = useRequireMember();
  const draw = useDrawRaffle();
  const [won, setWon] = useState<{ reward: Reward | undefined } | null>(null);
  const daily = promotion.rules.frequency === 'daily';
  const last = rewards ? drawnGrant(rewards, promotion.code) : undefined;
  const spent = !daily && last !== undefined;
  const amounts = (promotion.rules.prizes ?? []).map((prize) => BigInt(prize.amount));
  const low = amounts.reduce((a, b) => (b < a ? b : a), amounts[0] ?? 0n);
  const high = amounts.reduce((a, b) => (b > a ? b : a), 0n);
  const refusal = (error: unknown) =>
    error instanceof ApiError && error.code === 'REWARD_NOT_CLAIMABLE'
      ? t(daily ? 'promotions.raffle.drawnToday' : 'promotions.raffle.drawnAlready')
      : errorMessage(error);

  return (
    <>
      <div className="raffle">
        {amounts.length > 0 ? (
          <p className="raffle__prizes">
            {low === high
              ? t('promotions.raffle.prize', { amount: formatMinor(high) })
              : t('promotions.raffle.prizes', { min: formatMinor(low), max: formatMinor(high) })}
          </p>
        ) : null}
        <p className="raffle__draws" data-testid="raffle-draws">
          {spent
            ? t('promotions.raffle.drawn', { amount: last?.bonus ? formatMinor(last.bonus) : '' })
            : t(daily ? 'promotions.raffle.drawDaily' : 'promotions.raffle.drawOnce')}
        </p>
        <FormAlert text={draw.isError ? refusal(draw.error) : null} />
      </div>
      {spent ? null : (
        <Button
          pending={draw.isPending}
          icon={<Ticket size={16} aria-hidden="true" />}
          onClick={() =>
            requireMember() && draw.mutate(promotion.code, { onSuccess: (answer) => setWon({ reward: answer.won }) })
          }
        >
          {draw.isPending ? t('promotions.raffle.drawing') : t('promotions.raffle.draw')}
        </Button>
      )}
      {won ? <RaffleResultDialog won={won.reward} onClose={() => setWon(null)} /> : null}
    </>
  );
}
