import { Crown, HandCoins } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button } from '../../../components/ui/Button';
import { DataTable } from '../../../components/ui/DataTable';
import { EmptyState } from '../../../components/ui/EmptyState';
import { FormAlert } from '../../../components/ui/Field';
import { QueryView } from '../../../components/ui/QueryView';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useCategoryName } from '../../../lib/use-category-name';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatRate } from '../../../lib/use-format-rate';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useClaimRebate } from '../api/claim-rebate';
import { type Rebate, useRebate } from '../api/get-rebate';
import { TierBadge } from './TierBadge';
import '../../../components/ui/money.css';
import './rebate.css';

type Row = Rebate['categories'][number];

/**
 * manualRebate (SPEC §2, issue 13): the rebate my valid bets have earned since my last claim, by game
 * category at my level's rates, the total and the claim (which the server pays once; nothing to claim
 * keeps the button off). A claim's refusal shows above the figures.
 */
export default function RebatePage() {
  const { t } = useTranslation();
  const query = useRebate();
  const claim = useClaimRebate();
  const errorMessage = useErrorMessage();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  const formatTime = useFormatSiteTime();
  const categoryName = useCategoryName();
  const columns = [
    { key: 'category', header: t('rebate.category'), cell: (row: Row) => categoryName(row.category) },
    { key: 'validBet', header: t('rebate.validBet'), cell: (row: Row) => formatMinor(row.validBet), numeric: true },
    { key: 'rate', header: t('rebate.rate'), cell: (row: Row) => formatRate(row.rate), numeric: true },
    { key: 'amount', header: t('rebate.amount'), cell: (row: Row) => formatMinor(row.amount), numeric: true },
  ];
  const run = (amount: string) =>
    claim.mutate(undefined, { onSuccess: () => toast.success(t('rebate.claimed', { amount: formatMinor(amount) })) });

  return (
    <div className="rebate">
      <FormAlert text={claim.isError ? errorMessage(claim.error) : null} />
      <QueryView query={query} isEmpty={() => false} empty={{ title: '' }}>
        {(rebate) => (
          <>
            <section className="rebate__summary" aria-labelledby="rebate-total">
              <div className="rebate__figure">
                <p id="rebate-total" className="rebate__label">
                  {t('rebate.total')}
                </p>
                <p className="rebate__amount money">{formatMinor(rebate.amount)}</p>
                <p className="rebate__since">
                  {rebate.since ? t('rebate.since', { time: formatTime(rebate.since) }) : t('rebate.sinceStart')}
                </p>
              </div>
              <div className="rebate__actions">
                <TierBadge level={rebate.level} />
                <Button
                  pending={claim.isPending}
                  disabled={BigInt(rebate.amount) <= 0n}
                  icon={<HandCoins size={16} aria-hidden="true" />}
                  onClick={() => run(rebate.amount)}
                >
                  {t('rebate.claim')}
                </Button>
              </div>
            </section>
            {rebate.categories.length === 0 ? (
              <EmptyState title={t('rebate.emptyTitle')} text={t('rebate.emptyText')} />
            ) : (
              <DataTable
                columns={columns}
                rows={rebate.categories}
                rowKey={(row) => row.category}
                caption={t('rebate.byCategory')}
              />
            )}
          </>
        )}
      </QueryView>
      <p className="rebate__note">
        {t('rebate.note')}{' '}
        <Link to="/vip">
          <Crown size={14} aria-hidden="true" /> {t('rebate.toVip')}
        </Link>
      </p>
    </div>
  );
}
