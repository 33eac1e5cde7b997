import type { WithdrawalRecord } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type Column, DataTable } from '../../../components/ui/DataTable';
import { PagedView } from '../../../components/ui/QueryView';
import { Tabs } from '../../../components/ui/Tabs';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { usePagedFilter } from '../../../lib/use-paged-filter';
import { useWithdrawals } from '../api/get-withdrawals';
import { ConfirmReceiptDialog } from './ConfirmReceiptDialog';
import { ReceiptCell } from './ReceiptCell';

type Show = 'all' | WithdrawalRecord['status'];
const badgeTone = { pending: 'warning', paid: 'success', rejected: 'danger' } as const;

/** The member's withdrawals, newest first, paged and filtered by state, each with its receipt. */
export function WithdrawalRecords() {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatTime = useFormatSiteTime();
  const paged = usePagedFilter<Show>('all');
  const query = useWithdrawals({
    page: paged.page,
    pageSize: paged.pageSize,
    status: paged.filter === 'all' ? undefined : paged.filter,
  });
  const [confirming, setConfirming] = useState<WithdrawalRecord | null>(null);

  const columns: Column<WithdrawalRecord>[] = [
    { key: 'time', header: t('withdraw.time'), cell: (row) => formatTime(row.createdAt) },
    { key: 'amount', header: t('transfer.amount'), numeric: true, cell: (row) => formatMinor(row.amount) },
    { key: 'account', header: t('withdraw.account'), cell: (row) => `${row.bankName} ${row.accountNumberMasked}` },
    {
      key: 'status',
      header: t('withdraw.status'),
      cell: (row) => (
        <div className="status-cell">
          <span className={`badge badge--${badgeTone[row.status]}`}>{t(`withdraw.state.${row.status}`)}</span>
          {row.rejectReason ? <span className="status-cell__reason">{row.rejectReason}</span> : null}
        </div>
      ),
    },
    {
      key: 'receipt',
      header: t('withdraw.receipt'),
      cell: (row) => <ReceiptCell record={row} onConfirm={() => setConfirming(row)} />,
    },
  ];

  return (
    <div className="withdrawal-records">
      <Tabs<Show>
        label={t('withdraw.filter')}
        items={(['all', 'pending', 'paid', 'rejected'] as const).map((key) => ({
          key,
          label: t(key === 'all' ? 'withdraw.all' : `withdraw.state.${key}`),
        }))}
        selected={paged.filter}
        onSelect={paged.setFilter}
      />
      <PagedView
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('withdraw.noRecords'), text: t('withdraw.noRecordsText') }}
      >
        {(items) => (
          <DataTable columns={columns} rows={items} rowKey={(row) => row.id} caption={t('withdraw.records')} />
        )}
      </PagedView>
      {confirming ? <ConfirmReceiptDialog record={confirming} onClose={() => setConfirming(null)} /> : null}
    </div>
  );
}
