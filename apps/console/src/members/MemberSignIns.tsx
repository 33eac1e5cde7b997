import type { MemberSignIn } from '@portal/contracts';
import type { ColumnDef } from '@tanstack/react-table';
import { useState } from 'react';
import { Link } from 'react-router';
import { useConsole } from '../console-context';
import { useApiQuery } from '../query';
import { allPages, DataTable } from '../table/DataTable';
import { dateTime } from '../when';
import { memberExtrasApi, memberExtrasKeys } from './member-extras-api';

const pageSize = 10;

/**
 * The member's sign-ins (issue 25): every try with its username, newest first, with address, device and result,
 * and the addresses it signed in from with the other accounts of the site seen there (a shared address is a hint).
 */
export function MemberSignIns({ username }: { username: string }) {
  const { t } = useConsole();
  const [page, setPage] = useState(1);
  const read = (at: number, size = pageSize) =>
    memberExtrasApi.signIns(username, { page: String(at), pageSize: String(size) });
  const signIns = useApiQuery(memberExtrasKeys.signIns(username, page), () => read(page));
  const m = t.memberExtras;
  const c = m.signInColumns;
  const a = m.addressColumns;
  const columns: ColumnDef<MemberSignIn>[] = [
    { id: 'at', header: c.at, cell: ({ row }) => dateTime(row.original.at) },
    { id: 'ip', header: c.ip, cell: ({ row }) => row.original.ip },
    {
      id: 'device',
      header: c.device,
      cell: ({ row }) => (row.original.device ? <code>{row.original.device.slice(0, 10)}</code> : '–'),
    },
    {
      id: 'result',
      header: c.result,
      cell: ({ row }) => (
        <span className={`badge badge--${row.original.succeeded ? 'active' : 'locked'}`}>
          {row.original.succeeded ? m.succeeded : m.failed}
        </span>
      ),
    },
    { id: 'shared', header: c.shared, cell: ({ row }) => row.original.sharedWith },
  ];
  const addresses = signIns.data?.addresses ?? [];

  return (
    <section className="panel panel--wide" aria-labelledby="sign-ins-title">
      <h2 id="sign-ins-title">{m.signInsTitle}</h2>
      <DataTable
        caption={m.signInsTitle}
        columns={columns}
        page={signIns.data}
        loading={signIns.isFetching}
        failure={signIns.failure}
        onRetry={() => void signIns.refetch()}
        onPage={setPage}
        csv={{
          fileName: `${username}-sign-ins.csv`,
          header: Object.values(c),
          rows: () => allPages((at) => read(at, 100)),
          row: (item) => [item.at, item.ip, item.device, item.succeeded, item.sharedWith],
        }}
      />
      <h3>{m.addressesTitle}</h3>
      {signIns.data && addresses.length === 0 && <p className="muted">{m.noAddresses}</p>}
      {addresses.length > 0 && (
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a table wider than a phone scrolls by keyboard too
        <section className="member-scroll" aria-label={m.addressesTitle} tabIndex={0}>
          <table className="simple" data-testid="member-addresses">
            <thead>
              <tr>
                {[a.ip, a.firstSeenAt, a.shared, a.accounts].map((label) => (
                  <th key={label}>{label}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {addresses.map((address) => (
                <tr key={address.ip}>
                  <td>{address.ip}</td>
                  <td>{dateTime(address.firstSeenAt)}</td>
                  <td>{address.sharedWith}</td>
                  <td>
                    <span className="member-accounts">
                      {address.accounts.length === 0
                        ? '–'
                        : address.accounts.map((name) => (
                            <Link key={name} to={`/members/${encodeURIComponent(name)}`}>
                              {name}
                            </Link>
                          ))}
                    </span>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
    </section>
  );
}
