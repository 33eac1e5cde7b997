import { type DepositRecord, depositStatusSchema } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import type { Column } from '../../../components/ui/DataTable';
import { SelectField } from '../../../components/ui/Field';
import { PagedTable } from '../../../components/ui/PagedTable';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatSiteTime } from '../../../lib/use-format-site-time';
import { usePagedFilter } from '../../../lib/use-paged-filter';
import { useDeposits } from '../api/get-deposits';

type Status = DepositRecord['status'];
const statusTone: Record<Status, string> = { pending: 'warning', credited: 'success', rejected: 'danger' };

/** The member's deposit requests, newest first, filtered by status. */
export function DepositRecords() {
  const { t } = useTranslation();
  const formatTime = useFormatSiteTime();
  const formatMinor = useFormatMinor();
  const paged = usePagedFilter<Status | undefined>(undefined);
  const query = useDeposits({ page: paged.page, pageSize: paged.pageSize, status: paged.filter });

  const columns: Column<DepositRecord>[] = [
    { key: 'time', header: t('deposit.time'), cell: (row) => formatTime(row.createdAt) },
    // The member's own count (their 1st, 2nd...), not the row id that counts every member's deposits.
    { key: 'number', header: t('deposit.number'), cell: (row) => <span className="figures">{row.number}</span> },
    { key: 'channel', header: t('deposit.channel'), cell: (row) => row.channel },
    { key: 'amount', header: t('deposit.amount'), numeric: true, cell: (row) => formatMinor(row.amount) },
    {
      key: 'status',
      header: t('deposit.status'),
      cell: (row) => (
        <span className={`badge badge--${statusTone[row.status]}`}>{t(`deposit.statuses.${row.status}`)}</span>
      ),
    },
    { key: 'note', header: t('deposit.note'), cell: (row) => row.rejectReason ?? '—' },
  ];

  return (
    <section className="panel" aria-labelledby="deposit-records-title">
      <div className="panel__head">
        <h2 id="deposit-records-title" className="panel__title">
          {t('deposit.recordsTitle')}
        </h2>
        <SelectField
          label={t('deposit.status')}
          className="deposit-records__status"
          value={paged.filter ?? ''}
          onChange={(event) => {
            const picked = depositStatusSchema.safeParse(event.target.value);
            paged.setFilter(picked.success ? picked.data : undefined);
          }}
        >
          <option value="">{t('deposit.allStatuses')}</option>
          {depositStatusSchema.options.map((status) => (
            <option key={status} value={status}>
              {t(`deposit.statuses.${status}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('deposit.emptyTitle'), text: t('deposit.emptyText') }}
        caption={t('deposit.recordsTitle')}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </section>
  );
}
