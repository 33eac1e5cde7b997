import { type OperatorSite, siteStates } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { Link } from 'react-router';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { FilterBar, selectFilter } from '../table/FilterBar';
import { usePagedList } from '../table/paged-list';
import { CreateSiteForm } from './CreateSiteForm';
import { siteAddress } from './site-address';
import './sites.css';

/**
 * The Sites section (issue 25): the sites the operator runs, filtered by status in the URL and exported as CSV;
 * each opens on its own page (SitePage: brand, access, rules, switches), and an owner of every site makes a new one.
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
    {
      id: 'edit',
      header: changes ? c.edit : t.sitePage.open,
      cell: ({ row }) => (
        <Link
          to={`/sites/${encodeURIComponent(row.original.code)}`}
          aria-label={fill(changes ? s.editSite : t.sitePage.openSite, { code: row.original.code })}
        >
          {changes ? c.edit : t.sitePage.open}
        </Link>
      ),
    },
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
      {creates && templates.data && (
        <div className="sites-grid">
          <CreateSiteForm templates={templates.data.items} />
        </div>
      )}
    </section>
  );
}
