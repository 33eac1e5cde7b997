import type { ContractKind, ContractRole } from '@portal/contracts';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { PagedTable } from '../../../components/ui/PagedTable';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useSettlements } from '../api/get-settlements';
import { RoleChoice } from './RoleChoice';
import { useSettlementColumns } from './use-settlement-columns';

/** What the contracts of a kind paid or owe, period by period, over a range of site days. */
export function SettlementsSection({ kind }: { kind: ContractKind }) {
  const { t } = useTranslation();
  const titleId = useId();
  const paged = useHistoryFilter<{ role?: ContractRole }>({ role: undefined });
  const { filter, setFilter } = paged;
  const query = useSettlements({
    kind,
    role: filter.role,
    from: filter.from,
    to: filter.to,
    page: paged.page,
    pageSize: paged.pageSize,
  });
  const columns = useSettlementColumns(kind);
  return (
    <section className="contract-section" aria-labelledby={titleId}>
      <h2 id={titleId} className="panel__title">
        {t('agentContracts.settlements.title')}
      </h2>
      <DateRangeFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range })}>
        <RoleChoice value={filter.role} onChange={(role) => setFilter({ ...filter, role })} />
      </DateRangeFilter>
      <PagedTable
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('agentContracts.settlements.emptyTitle'), text: t('agentContracts.settlements.emptyText') }}
        caption={t('agentContracts.settlements.title')}
        columns={columns}
        rowKey={(row) => row.id}
      />
    </section>
  );
}
