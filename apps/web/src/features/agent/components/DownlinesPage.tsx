import { type DownlineType, downlineTypeSchema, downlineTypes } from '@portal/contracts';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DateRangeFilter } from '../../../components/ui/DateRangeFilter';
import { SelectField, TextField } from '../../../components/ui/Field';
import { Modal } from '../../../components/ui/Modal';
import { PagedTable } from '../../../components/ui/PagedTable';
import { useHistoryFilter } from '../../../lib/use-history-filter';
import { useDownlines } from '../api/get-downlines';
import { useDebounced } from '../hooks/use-debounced';
import { DownlineBreadcrumb } from './DownlineBreadcrumb';
import { isNotInTeam, NotInTeam } from './NotInTeam';
import { useDownlineColumns } from './use-downline-columns';
import '../../../components/ui/history.css';
import './agent-pages.css';

/**
 * downlineManagmentView: the direct downlines of me, or of an agent of my team (`?parent=`, so the
 * browser's back button climbs back up), searched by username prefix and type, with their team's
 * figures over the range. `transfer` draws the app's transfer card for one downline.
 */
export default function DownlinesPage({ transfer }: { transfer?: (username: string) => ReactNode }) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const parent = params.get('parent') ?? undefined;
  const paged = useHistoryFilter<{ username: string; type?: DownlineType }>({ username: '', type: undefined });
  const { filter, setFilter } = paged;
  const [typed, setTyped] = useState('');
  const username = useDebounced(typed.trim());
  const [transferTo, setTransferTo] = useState<string | null>(null);

  // A new search starts again at page 1 (setFilter does), once the typing has settled. Only a newly
  // settled text applies: the filter itself is read from a ref, so clearing the search on a drill-down
  // is not undone by the text that settled before it.
  const latest = useRef(filter);
  latest.current = filter;
  useEffect(() => {
    if (username !== latest.current.username) setFilter({ ...latest.current, username });
  }, [username, setFilter]);

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
  const columns = useDownlineColumns({ onDrill: open, onTransfer: transfer ? setTransferTo : undefined });

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
        <SelectField
          label={t('agent.downlines.type')}
          value={filter.type ?? ''}
          onChange={(event) => {
            const picked = downlineTypeSchema.safeParse(event.target.value);
            setFilter({ ...filter, type: picked.success ? picked.data : undefined });
          }}
        >
          <option value="">{t('agent.downlines.allTypes')}</option>
          {downlineTypes.map((type) => (
            <option key={type} value={type}>
              {t(`agent.types.${type}`)}
            </option>
          ))}
        </SelectField>
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
    </div>
  );
}
