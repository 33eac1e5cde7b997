import type { Promotion, Reward } from '@portal/contracts';
import { ClipboardList } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { useRequireMember } from '../../../lib/member/use-require-member';
import { ApplyDialog } from './ApplyDialog';
import { StateBadge } from './RewardCard';

/** What the detail says of my application, by its state (one per promotion instance; a rejected one may be resent). */
const noteKey = {
  applying: 'promotions.apply.underReview',
  rejected: 'promotions.apply.rejected',
  process: 'promotions.apply.approved',
  claimed: 'promotions.apply.approved',
  issued: 'promotions.apply.approved',
} as const;

/**
 * A manual promotion's part of the detail: "Apply" opens the application form while the server
 * offers it (state `join`, or again after a rejection); afterwards the state of my application and what it means.
 */
export function ApplyAction({ promotion, mine }: { promotion: Promotion; mine: Reward | undefined }) {
  const { t } = useTranslation();
  const requireMember = useRequireMember();
  const [open, setOpen] = useState(false);
  const state = mine?.state;
  return (
    <>
      {state && state !== 'join' ? (
        <p className="promo-detail__note promo-detail__state">
          <StateBadge state={state} />
          {state in noteKey ? t(noteKey[state as keyof typeof noteKey]) : t(`promotions.stateHint.${state}`)}
        </p>
      ) : null}
      {state === 'join' || state === 'rejected' ? (
        <Button icon={<ClipboardList size={16} aria-hidden="true" />} onClick={() => requireMember() && setOpen(true)}>
          {t('promotions.apply.button')}
        </Button>
      ) : null}
      {open ? <ApplyDialog code={promotion.code} title={promotion.title} onClose={() => setOpen(false)} /> : null}
    </>
  );
}
