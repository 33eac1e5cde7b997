import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole, useMay } from '../console-context';
import { Failure, ReasonField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/**
 * The service desk resets a member's password (a member locked out of its e-mail and phone): the one-time password
 * is shown here once, for the operator to pass on; the member must change it at its next sign-in.
 */
export function ResetPassword({ username }: { username: string }) {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const [reason, setReason] = useState('');
  const [issued, setIssued] = useState<{ password: string; sessions: number } | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.member;
  if (!may) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      const answer = await api.resetMemberPassword(username, reason.trim());
      setIssued({ password: answer.oneTimePassword, sessions: answer.endedSessions });
      setReason('');
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="reset-title">
      <h2 id="reset-title">{m.resetTitle}</h2>
      <p className="muted">{m.resetIntro}</p>
      <ReasonField label={m.reason} value={reason} onChange={setReason} />
      <SubmitButton busy={busy} label={m.reset} />
      <Failure message={failure} />
      {issued && (
        <div className="note" role="status">
          <p>{fill(m.resetDone, { sessions: issued.sessions })}</p>
          <code data-testid="one-time-password" className="one-time">
            {issued.password}
          </code>
        </div>
      )}
    </form>
  );
}
