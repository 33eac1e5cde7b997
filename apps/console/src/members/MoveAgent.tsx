import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, Note, ReasonField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * Move the member, with its team, under another agent of the site (issue 25), with why: the service desk's. The
 * server refuses the member itself, its own team, and an account that is no agent.
 */
export function MoveAgent({ username, agent }: { username: string; agent: string | null }) {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const queries = useQueryClient();
  const [next, setNext] = useState('');
  const [reason, setReason] = useState('');
  const [done, setDone] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.memberMore;
  if (!may) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    void run(async () => {
      const moved = await api.moveMember(username, { agent: next.trim(), reason: reason.trim() });
      setDone(fill(m.moved, { agent: moved.agent, team: moved.teamMoved }));
      setNext('');
      setReason('');
      await queries.invalidateQueries({ queryKey: ['member', username] });
      await queries.invalidateQueries({ queryKey: ['members'] });
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="agent-title">
      <h2 id="agent-title">{m.agentTitle}</h2>
      <p className="muted">{m.agentIntro}</p>
      <p>{fill(m.currentAgent, { agent: agent ?? m.noAgent })}</p>
      <label className="field">
        <span className="field__label">{m.newAgent}</span>
        <input
          className="field__input"
          required
          maxLength={64}
          autoComplete="off"
          value={next}
          onChange={(event) => setNext(event.target.value)}
        />
      </label>
      <ReasonField label={t.member.reason} value={reason} onChange={setReason} />
      <SubmitButton busy={busy} label={m.move} />
      <Failure message={failure} />
      <Note>{done}</Note>
    </form>
  );
}
