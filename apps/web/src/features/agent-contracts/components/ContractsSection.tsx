import {
  type ContractKind,
  type ContractRole,
  type ContractState,
  contractStateSchema,
  contractStates,
} from '@portal/contracts';
import { FilePlus2 } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { SelectField } from '../../../components/ui/Field';
import { PagedView } from '../../../components/ui/QueryView';
import { usePagedFilter } from '../../../lib/use-paged-filter';
import { useContracts } from '../api/list-contracts';
import { ContractCard } from './ContractCard';
import { RoleChoice } from './RoleChoice';

/** Contracts a page: each card is tall (its tiers), so fewer than a table's rows. */
const contractPageSize = 6;

/** The contracts of a kind I hold and gave, filtered by side and state, with the button to offer one. */
export function ContractsSection({ kind, onOffer }: { kind: ContractKind; onOffer: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const paged = usePagedFilter<{ role?: ContractRole; state?: ContractState }>({}, contractPageSize);
  const { filter, setFilter } = paged;
  const query = useContracts(kind, { ...filter, page: paged.page, pageSize: paged.pageSize });
  return (
    <section className="contract-section" aria-labelledby={titleId}>
      <div className="panel__head">
        <h2 id={titleId} className="panel__title">
          {t('agentContracts.contracts.title')}
        </h2>
        <Button icon={<FilePlus2 size={16} aria-hidden="true" />} onClick={onOffer}>
          {t('agentContracts.offer.open')}
        </Button>
      </div>
      <div className="filters">
        <RoleChoice value={filter.role} onChange={(role) => setFilter({ ...filter, role })} />
        <SelectField
          label={t('agentContracts.contracts.state')}
          value={filter.state ?? ''}
          onChange={(event) => {
            const picked = contractStateSchema.safeParse(event.target.value);
            setFilter({ ...filter, state: picked.success ? picked.data : undefined });
          }}
        >
          <option value="">{t('agentContracts.contracts.allStates')}</option>
          {contractStates.map((state) => (
            <option key={state} value={state}>
              {t(`agentContracts.states.${state}`)}
            </option>
          ))}
        </SelectField>
      </div>
      <PagedView
        query={query}
        onPage={paged.setPage}
        empty={{ title: t('agentContracts.contracts.emptyTitle'), text: t('agentContracts.contracts.emptyText') }}
      >
        {(items) => (
          <ul className="contract-list" aria-label={t('agentContracts.contracts.title')}>
            {items.map((contract) => (
              <li key={contract.id}>
                <ContractCard contract={contract} />
              </li>
            ))}
          </ul>
        )}
      </PagedView>
    </section>
  );
}
