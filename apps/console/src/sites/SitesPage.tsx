import { type OperatorSite, siteStates } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { CreateSiteForm } from './CreateSiteForm';
import { EditSitePanel } from './EditSitePanel';
import { siteAddress } from './site-address';
import './sites.css';

/**
 * The Sites section (issue 25): the sites the operator runs, filtered by status in the URL and exported as CSV;
 * owners change a site's name, colours and status, and an owner of every site makes a new one.
 */
/** A day as the operator reads it (the list has no room for the time; the CSV keeps it). */
const day = (iso: string) =>
  new Intl.DateTimeFormat(document.documentElement.lang || 'en', { dateStyle: 'medium' }).format(new Date(iso));

export function SitesPage() {
  const { t, self } = useConsole();
  const s = t.siteSection;
  const c = s.columns;
  const changes = useMay('sites', 'POST');
  const creates = changes && self.allSites;
  const sites = usePagedList(['status'], ['sites'], api.sites);
  // The template choices: every site the operator runs, whatever the list's filter and page.
  const templates = useApiQuery(['sites', 'templates'], () => api.sites({ pageSize: '100' }));
  const [editing, setEditing] = useState<string | null>(null);
  const edited =
    sites.rows.data?.items.find((site) => site.code === editing) ??
    templates.data?.items.find((site) => site.code === editing);

  const columns: ColumnDef<OperatorSite>[] = [
    { id: 'code', header: c.code, cell: ({ row }) => <strong>{row.original.code}</strong> },
    {
      id: 'name',
      header: c.name,
      cell: ({ row }) => {
        const { brand, accent } = row.original.colors;
        return (
          <span className="site-name">
            <span className="site-swatches" role="img" aria-label={fill(s.swatches, { brand, accent })}>
              <span style={{ background: brand }} />
              <span style={{ background: accent }} />
            </span>
            {row.original.name}
          </span>
        );
      },
    },
    {
      id: 'domains',
      header: c.domains,
      cell: ({ row }) => (
        <span className="site-domains">
          {row.original.domains.map((domain) => (
            <a key={domain} href={siteAddress(domain)} target="_blank" rel="noopener">
              {domain}
            </a>
          ))}
        </span>
      ),
    },
    {
      id: 'status',
      header: c.status,
      cell: ({ row }) => (
        <span className={`badge badge--site-${row.original.status}`}>{s.states[row.original.status]}</span>
      ),
    },
    {
      id: 'currency',
      header: c.currency,
      cell: ({ row }) => `${row.original.currency.code} (${row.original.currency.symbol})`,
    },
    {
      id: 'languages',
      header: c.languages,
      cell: ({ row }) =>
        [
          row.original.defaultLanguage,
          ...row.original.languages.filter((l) => l !== row.original.defaultLanguage),
        ].join(', '),
    },
    { id: 'created', header: c.created, cell: ({ row }) => day(row.original.createdAt) },
    ...(changes
      ? [
          {
            id: 'edit',
            header: c.edit,
            cell: ({ row }: { row: { original: OperatorSite } }) => (
              <button
                type="button"
                className="link"
                aria-label={fill(s.editSite, { code: row.original.code })}
                onClick={() => setEditing(row.original.code)}
              >
                {c.edit}
              </button>
            ),
          },
        ]
      : []),
  ];

  return (
    <section className="page" aria-labelledby="sites-title">
      <PageHead id="sites-title" title={s.title} intro={s.intro} />
      <FilterBar {...sites.filters} fields={[selectFilter('status', s.status, s.anyStatus, siteStates, s.states)]} />
      <DataTable
        caption={s.title}
        columns={columns}
        {...sites.table}
        csv={{
          fileName: 'sites.csv',
          header: [c.code, c.name, c.domains, c.status, c.currency, c.languages, s.brand, s.accent, c.created],
          rows: () => sites.everyPage(),
          row: (site) => [
            site.code,
            site.name,
            site.domains.join(' '),
            site.status,
            site.currency.code,
            site.languages.join(' '),
            site.colors.brand,
            site.colors.accent,
            site.createdAt,
          ],
        }}
      />
      {(edited || creates) && (
        <div className="sites-grid">
          {edited && <EditSitePanel key={edited.code} site={edited} onClose={() => setEditing(null)} />}
          {creates && templates.data && <CreateSiteForm templates={templates.data.items} />}
        </div>
      )}
    </section>
  );
}
