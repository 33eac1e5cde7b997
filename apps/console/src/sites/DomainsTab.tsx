import type { OperatorDomain } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useConsole, useMay } from '../console-context';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { SiteListTab } from './SiteListTab';
import { siteAddress } from './site-address';
import { siteListKeys, siteListsApi } from './site-lists-api';

/**
 * The host names a site answers at (issue 25 "Sites"): add one (it serves at once), make one the main one, remove
 * one that is not the main one. The server keeps at least one domain and exactly one main.
 */
export function DomainsTab({ code }: { code: string }) {
  const { t, signOut } = useConsole();
  const s = t.siteLists;
  const d = s.domains;
  const writes = useMay('sites', 'POST');
  const queries = useQueryClient();
  const key = siteListKeys.domains(code);
  const [domain, setDomain] = useState('');
  const [main, setMain] = useState(false);
  const [note, setNote] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  const act = (change: () => Promise<OperatorDomain[]>, done: string, after?: () => void) =>
    run(async () => {
      setNote(null);
      queries.setQueryData(key, await change());
      after?.();
      setNote(done);
    });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const name = domain.trim().toLowerCase();
    void act(
      () => siteListsApi.addDomain(code, { domain: name, main }),
      fill(d.added, { domain: name }),
      () => {
        setDomain('');
        setMain(false);
      },
    );
  };

  const columns: ColumnDef<OperatorDomain>[] = [
    {
      id: 'domain',
      header: d.domain,
      cell: ({ row }) => (
        <a href={siteAddress(row.original.domain)} target="_blank" rel="noopener">
          {row.original.domain}
        </a>
      ),
    },
    {
      id: 'main',
      header: d.main,
      cell: ({ row }) => (row.original.main ? <span className="badge">{d.isMain}</span> : null),
    },
    ...(writes
      ? [
          {
            id: 'actions',
            header: s.actions,
            cell: ({ row }: { row: { original: OperatorDomain } }) =>
              row.original.main ? null : (
                <span className="row-actions">
                  <button
                    type="button"
                    className="link"
                    disabled={busy}
                    aria-label={fill(d.makeMainOf, { domain: row.original.domain })}
                    onClick={() =>
                      void act(
                        () => siteListsApi.makeMainDomain(code, row.original.domain),
                        fill(d.mainNow, { domain: row.original.domain }),
                      )
                    }
                  >
                    {d.makeMain}
                  </button>
                  <button
                    type="button"
                    className="link"
                    disabled={busy}
                    aria-label={fill(d.removeOf, { domain: row.original.domain })}
                    onClick={() => void act(() => siteListsApi.removeDomain(code, row.original.domain), s.removed)}
                  >
                    {s.remove}
                  </button>
                </span>
              ),
          },
        ]
      : []),
  ];

  return (
    <SiteListTab
      intro={d.intro}
      caption={s.tabs.domains}
      queryKey={key}
      load={() => siteListsApi.domains(code)}
      columns={columns}
      csv={{
        fileName: `${code.toLowerCase()}-domains.csv`,
        header: [d.domain, d.main],
        row: (entry) => [entry.domain, entry.main ? d.main : ''],
      }}
    >
      {writes ? (
        <form className="panel site-lists__form" onSubmit={submit} aria-labelledby="site-domain-add">
          <h3 id="site-domain-add">{d.addTitle}</h3>
          <div className="sites-form__fields">
            <Field
              label={d.newDomain}
              value={domain}
              onChange={(event) => setDomain(event.target.value)}
              required
              maxLength={253}
              autoComplete="off"
              spellCheck={false}
            />
            <label className="check">
              <input type="checkbox" checked={main} onChange={(event) => setMain(event.target.checked)} />
              {d.asMain}
            </label>
          </div>
          <FormFooter busy={busy} submit={s.add} failure={failure} note={note} />
        </form>
      ) : null}
    </SiteListTab>
  );
}
