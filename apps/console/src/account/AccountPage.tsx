import { type OperatorPasskey, passkeyRegisterRequestSchema } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import type { ColumnDef } from '@tanstack/react-table';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { Failure, Field, Note } from '../Field';
import { SubmitButton } from '../FormFooter';
import { PageHead } from '../PageHead';
import { useApiQuery } from '../query';
import { fill } from '../strings';
import { DataTable } from '../table/DataTable';
import { useAction } from '../use-action';
import { dateTime } from '../when';
import { passkeysApi, passkeysKey } from './passkeys-api';

/** Names the passkey, then the browser makes it (the operator touches its key or unlocks its device). */
function AddPasskey({ onDone }: { onDone: (note: string) => void }) {
  const { t, signOut } = useConsole();
  const queries = useQueryClient();
  const [name, setName] = useState('');
  const { busy, failure, setFailure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const a = t.account;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule for the name (the server checks it again), before the browser asks for the key.
    if (!passkeyRegisterRequestSchema.shape.name.safeParse(name).success) {
      setFailure(fill(t.errors.VALIDATION_ERROR!, { field: a.name }));
      return;
    }
    void run(async () => {
      const added = await passkeysApi.add(name.trim());
      onDone(fill(a.added, { name: added.name }));
      setName('');
      await queries.invalidateQueries({ queryKey: passkeysKey });
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="passkey-add-title">
      <h2 id="passkey-add-title">{a.addTitle}</h2>
      <Field
        label={a.name}
        name="passkey-name"
        placeholder={a.namePlaceholder}
        maxLength={64}
        required
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <SubmitButton busy={busy} label={a.add} />
      <Failure message={failure} />
    </form>
  );
}

/** A passkey's removal, from its row: audited by the server; the list reads again. */
function RemovePasskey({ passkey, onDone }: { passkey: OperatorPasskey; onDone: (note: string) => void }) {
  const { t, signOut } = useConsole();
  const queries = useQueryClient();
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const remove = () =>
    void run(async () => {
      await passkeysApi.remove(passkey.id);
      onDone(fill(t.account.removed, { name: passkey.name }));
      await queries.invalidateQueries({ queryKey: passkeysKey });
    });
  return (
    <>
      <button
        type="button"
        disabled={busy}
        aria-label={fill(t.account.removeLabel, { name: passkey.name })}
        onClick={remove}
      >
        {busy ? t.working : t.account.remove}
      </button>
      <Failure message={failure} />
    </>
  );
}

/**
 * The operator's own account (issue 25): its passkeys, which take the sign-in's second step at the host each was
 * made at. Every role has it: it is the operator's own sign-in, not the site's.
 */
export function AccountPage() {
  const { t } = useConsole();
  const passkeys = useApiQuery(passkeysKey, () => passkeysApi.list());
  const [note, setNote] = useState<string | null>(null);
  const a = t.account;
  const c = a.columns;
  const columns: ColumnDef<OperatorPasskey>[] = [
    { id: 'name', header: c.name, cell: ({ row }) => row.original.name },
    { id: 'host', header: c.host, cell: ({ row }) => row.original.host },
    { id: 'createdAt', header: c.createdAt, cell: ({ row }) => dateTime(row.original.createdAt) },
    {
      id: 'lastUsedAt',
      header: c.lastUsedAt,
      cell: ({ row }) => (row.original.lastUsedAt ? dateTime(row.original.lastUsedAt) : a.never),
    },
    { id: 'actions', header: c.actions, cell: ({ row }) => <RemovePasskey passkey={row.original} onDone={setNote} /> },
  ];
  const items = passkeys.data;
  const page = items && { items, total: items.length, page: 1, pageSize: Math.max(1, items.length) };

  return (
    <section className="page" aria-labelledby="account-title">
      <PageHead id="account-title" title={a.title} intro={a.intro} />
      <h2>{a.passkeys}</h2>
      <p className="muted">{a.passkeysIntro}</p>
      <DataTable
        caption={a.caption}
        columns={columns}
        page={page}
        loading={passkeys.isFetching}
        failure={passkeys.failure}
        onRetry={() => void passkeys.refetch()}
        onPage={() => undefined}
        csv={{
          fileName: 'passkeys.csv',
          header: [c.name, c.host, c.createdAt, c.lastUsedAt],
          rows: async () => items ?? [],
          row: (row) => [row.name, row.host, row.createdAt, row.lastUsedAt],
        }}
      />
      <Note>{note}</Note>
      <div className="member-grid">
        <AddPasskey onDone={setNote} />
      </div>
    </section>
  );
}
