import { type MemberStatus, memberStatuses } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure } from '../Field';
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
      <label className="field">
        <span className="field__label">{m.newStatus}</span>
        <select className="field__input" value={next} onChange={(event) => setNext(event.target.value as MemberStatus)}>
          {memberStatuses
            .filter((option) => option !== status)
            .map((option) => (
              <option key={option} value={option}>
                {t.statuses[option]}
              </option>
            ))}
        </select>
      </label>
      <label className="field">
        <span className="field__label">{m.reason}</span>
        <textarea
          className="field__input"
          required
          minLength={3}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </label>
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t.working : m.change}
      </button>
      <Failure message={failure} />
      {done && (
        <p className="note" role="status">
          {done}
        </p>
      )}
    </form>
  );
}
