import { type OperatorRole, type OperatorSummary, operatorRoles } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure } from '../Field';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { dateTime } from '../when';
import { InviteForm } from './InviteForm';

/** The owner's change of another operator's role, applied from that operator's next call. */
function RoleSelect({ operator }: { operator: OperatorSummary }) {
  const { t, self, signOut } = useConsole();
  const queries = useQueryClient();
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  if (!useMay('team', 'POST') || operator.username === self.username) return <>{t.roles[operator.role]}</>;
  const change = (role: OperatorRole) =>
    void run(async () => {
      await api.setRole(operator.username, role);
      await queries.invalidateQueries({ queryKey: ['team'] });
    });
  return (
    <>
      <select
        className="field__input field__input--compact"
        aria-label={fill(t.team.changeRole, { username: operator.username })}
        value={operator.role}
        disabled={busy}
        onChange={(event) => change(event.target.value as OperatorRole)}
      >
        {operatorRoles.map((role) => (
          <option key={role} value={role}>
            {t.roles[role]}
          </option>
        ))}
      </select>
      <Failure message={failure} />
    </>
  );
}

/** The site's operators and open invitations; owners invite and change roles (issue 25). */
export function TeamPage() {
  const { t } = useConsole();
  const owner = useMay('team', 'POST');
  const team = useApiQuery(['team'], () => api.team());
  const m = t.team;
  const c = m.columns;
  const sites = (row: { allSites: boolean; siteCodes: string[] }) =>
    row.allSites ? t.allSites : row.siteCodes.join(', ');
  const columns: ColumnDef<OperatorSummary>[] = [
    { id: 'username', header: c.username, cell: ({ row }) => row.original.username },
    { id: 'email', header: c.email, cell: ({ row }) => row.original.email ?? '–' },
    { id: 'role', header: c.role, cell: ({ row }) => <RoleSelect operator={row.original} /> },
    { id: 'sites', header: c.sites, cell: ({ row }) => sites(row.original) },
    { id: 'twoStep', header: c.twoStep, cell: ({ row }) => (row.original.twoStep ? m.on : m.off) },
    { id: 'lastSeenAt', header: c.lastSeenAt, cell: ({ row }) => dateTime(row.original.lastSeenAt) },
  ];
  const operators = team.data?.operators;
  const page = operators && {
    items: operators,
    total: operators.length,
    page: 1,
    pageSize: Math.max(1, operators.length),
  };

  return (
    <section className="page" aria-labelledby="team-title">
      <PageHead id="team-title" title={m.title} intro={m.intro} />
      <DataTable
        caption={m.title}
        columns={columns}
        page={page}
        loading={team.isFetching}
        failure={team.failure}
        onRetry={() => void team.refetch()}
        onPage={() => undefined}
        csv={{
          fileName: 'operators.csv',
          header: Object.values(c),
          rows: async () => operators ?? [],
          row: (row) => [row.username, row.email, row.role, sites(row), row.twoStep, row.lastSeenAt],
        }}
      />
      <div className="member-grid">
        <section className="panel" aria-labelledby="invitations-title">
          <h2 id="invitations-title">{m.invitations}</h2>
          {team.data?.invitations.length ? (
            <ul className="timeline">
              {team.data.invitations.map((invitation) => (
                <li key={invitation.username}>
                  <span>
                    <strong>{invitation.username}</strong> · {invitation.email} · {t.roles[invitation.role]}
                  </span>
                  <span className="muted">
                    {m.invitedBy} {invitation.invitedBy} · {m.expiresAt} {dateTime(invitation.expiresAt)}
                  </span>
                </li>
              ))}
            </ul>
          ) : (
            <p className="muted">{m.noInvitations}</p>
          )}
        </section>
        {owner && <InviteForm />}
      </div>
    </section>
  );
}
