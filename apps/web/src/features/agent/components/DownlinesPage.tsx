import { type DownlineType, downlineTypes } from '@portal/contracts';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ChoiceField } from '../../../components/ui/ChoiceField';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { PagedTable } from '../../../components/ui/PagedTable';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useDownlines } from '../api/get-downlines';
import { useUsernameSearch } from '../hooks/use-username-search';
import { DownlineBreadcrumb } from './DownlineBreadcrumb';
import { isNotInTeam, NotInTeam } from './NotInTeam';
import { useDownlineColumns } from './use-downline-columns';
import '../../../components/ui/history.css';
import './agent-pages.css';

/**
 * downlineManagmentView: the direct downlines of me, or of an agent of my team (`?parent=`, so the
 * browser's back button climbs back up), searched by username prefix and type, with their team's
 * figures over the range. `transfer` draws the app's transfer card for one downline; `contractOffer`
 * the contract feature's offer dialog for an agent downline (closed with `onClose`).
 */
export default function DownlinesPage({
  transfer,
  contractOffer,
}: {
  transfer?: (username: string) => ReactNode;
  contractOffer?: (username: string, onClose: () => void) => ReactNode;
}) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parent = params.get('parent') ?? undefined;
  const paged = useHistoryFilter<{ username: string; type?: DownlineType }>({ username: '', type: undefined });
  const { filter, setFilter } = paged;
  const { typed, setTyped, settling } = useUsernameSearch(filter, setFilter);
  const [transferTo, setTransferTo] = useState<string | null>(null);
  const [offerTo, setOfferTo] = useState<string | null>(null);

  const query = useDownlines({
    from: filter.from,
    to: filter.to,
    parent,
    username: filter.username || undefined,
    type: filter.type,
    page: paged.page,
    pageSize: paged.pageSize,
  });

  const open = (next: string | undefined) => {
    setTyped('');
    setFilter({ ...filter, username: '' });
    setParams((current) => {
      const updated = new URLSearchParams(current);
      if (next) updated.set('parent', next);
      else updated.delete('parent');
      return updated;
    });
  };
  const columns = useDownlineColumns({
    onDrill: open,
    onTransfer: transfer ? setTransferTo : undefined,
    onOfferContract: contractOffer ? setOfferTo : undefined,
  });

  return (
    <div className="history">
      <DateRangeFilter value={filter} onChange={(range) => setFilter({ ...filter, ...range })}>
        <TextField
          type="search"
          label={t('agent.downlines.search')}
          placeholder={t('agent.downlines.searchHint')}
          value={typed}
          autoComplete="off"
          onChange={(event) => setTyped(event.target.value)}
        />
        <ChoiceField
          label={t('agent.downlines.type')}
          allLabel={t('agent.downlines.allTypes')}
          choices={downlineTypes}
          value={filter.type}
          labelOf={(type) => t(`agent.types.${type}`)}
          onChange={(type) => setFilter({ ...filter, type })}
        />
      </DateRangeFilter>
      {query.data ? <DownlineBreadcrumb path={query.data.path} onOpen={open} /> : null}
      {isNotInTeam(query.error) ? (
        <NotInTeam onBack={() => open(undefined)} />
      ) : (
        <PagedTable
          query={query}
          onPage={paged.setPage}
          empty={{ title: t('agent.downlines.emptyTitle'), text: t('agent.downlines.emptyText') }}
          caption={t('agentMenu.downlineManagmentView')}
          columns={columns}
          rowKey={(row) => row.username}
          busy={settling}
        />
      )}
      {transfer ? (
        <Modal
          open={transferTo !== null}
          title={t('agent.downlines.transferTitle', { name: transferTo ?? '' })}
          onClose={() => setTransferTo(null)}
        >
          {transferTo ? transfer(transferTo) : null}
        </Modal>
      ) : null}
      {contractOffer && offerTo !== null ? contractOffer(offerTo, () => setOfferTo(null)) : null}
    </div>
  );
}
