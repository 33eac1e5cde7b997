import type { ReferralState, ReferredMember } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { PagedTable } from '../../../components/ui/PagedTable';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { useReferredMembers } from '../api/get-referred-members';

const pageSize = 10;
const badgeOf: Record<ReferralState, string> = {
  pending: 'badge--muted',
  qualified: 'badge--warning',
  rewarded: 'badge--success',
  expired: 'badge--danger',
};

/** The friends who joined through my code, newest first: their progress and the reward each earned me. */
export function ReferredMembers() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const [page, setPage] = useState(1);
  const query = useReferredMembers(page, pageSize);
  const columns: Column<ReferredMember>[] = [
    { key: 'account', header: t('referral.columns.account'), cell: (row) => row.account },
    { key: 'joined', header: t('referral.columns.joined'), cell: (row) => formatTime(row.joinedAt) },
    {
      key: 'deposited',
      header: t('referral.columns.deposited'),
      cell: (row) => (row.deposited ? t('referral.deposited') : t('referral.notDeposited')),
    },
    {
      key: 'validBet',
      header: t('referral.columns.validBet'),
      cell: (row) => formatMinor(row.validBet),
      numeric: true,
    },
    {
      key: 'state',
      header: t('referral.columns.state'),
      cell: (row) => (
        <span className="referral__state">
          <span className={`badge ${badgeOf[row.state]}`}>{t(`referral.states.${row.state}`)}</span>
          {row.state === 'pending' ? (
            <span className="referral__note">{t('referral.until', { time: formatTime(row.qualifyBy) })}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'reward',
      header: t('referral.columns.reward'),
      numeric: true,
      cell: (row) =>
        row.reward && row.rewardedAt ? (
          <span className="referral__reward">
            <span className="money">{formatMinor(row.reward)}</span>
            <span className="referral__note">{formatTime(row.rewardedAt)}</span>
          </span>
        ) : (
          '—'
        ),
    },
  ];
  return (
    <section className="referral__members" aria-labelledby="referral-members-title">
      <h2 id="referral-members-title" className="referral__title">
        {t('referral.membersTitle')}
      </h2>
      <PagedTable
        query={query}
        onPage={setPage}
        caption={t('referral.membersTitle')}
        columns={columns}
        rowKey={(row) => `${row.account}-${row.joinedAt}`}
        empty={{ title: t('referral.emptyTitle'), text: t('referral.emptyText') }}
      />
    </section>
  );
}
