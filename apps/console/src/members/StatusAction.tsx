import { type MemberStatus, memberStatuses } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, Note, ReasonField, SelectField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * Lock, unlock or close the member, with why (issue 25): the service desk's action. A role that may only read sees
 * no form; a closed account offers none (it stays closed).
 */
export function StatusAction({ username, status }: { username: string; status: MemberStatus }) {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const queries = useQueryClient();
  const [next, setNext] = useState<MemberStatus>(status === 'active' ? 'locked' : 'active');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.member;
  if (!may) return null;
  if (status === 'closed') return <p className="muted">{m.closedNote}</p>;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      const answer = await api.setMemberStatus(username, { status: next, reason: reason.trim() });
      setDone(fill(m.changed, { sessions: answer.endedSessions }));
      setReason('');
      await queries.invalidateQueries({ queryKey: ['members'] });
      await queries.invalidateQueries({ queryKey: ['member', username] });
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="status-title">
      <h2 id="status-title">{m.statusTitle}</h2>
      <SelectField
        label={m.newStatus}
        value={next}
        options={memberStatuses.filter((option) => option !== status)}
        nameOf={(option) => t.statuses[option]}
        onChange={setNext}
      />
      <ReasonField label={m.reason} value={reason} onChange={setReason} />
      <SubmitButton busy={busy} label={m.change} />
      <Failure message={failure} />
      <Note>{done}</Note>
    </form>
  );
}
