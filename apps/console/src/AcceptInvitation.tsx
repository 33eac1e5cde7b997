import { type FormEvent, useEffect, useState } from 'react';
import { ApiFailure, api, savedToken } from './api';
import { Failure, Field } from './Field';
import { fill, messageOf, type Strings } from './strings';
import { useAction } from './use-action';

/**
 * An invitation's link (issue 25): who it is for, then the password; the session it opens goes straight to the
 * authenticator's enrolment, as a first sign-in does.
 */
export function AcceptInvitation({ t, token, onAccepted }: { t: Strings; token: string; onAccepted: () => void }) {
  const [invitation, setInvitation] = useState<{ username: string; role: keyof Strings['roles'] } | null>(null);
  const [invalid, setInvalid] = useState<string | null>(null);
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const { busy, failure, setFailure, run } = useAction(t);
  const m = t.invitation;

  useEffect(() => {
    api
      .invitation(token)
      .then(setInvitation)
      .catch((error: unknown) =>
        setInvalid(messageOf(t, error instanceof ApiFailure ? error : new ApiFailure('NETWORK'))),
      );
  }, [token, t]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (password !== confirmPassword) return setFailure(m.mismatch);
    void run(async () => {
      const session = await api.acceptInvitation({ token, password, confirmPassword });
      savedToken.set(session.token);
      onAccepted();
    });
  };

  if (invalid) return <Failure message={invalid} />;
  if (!invitation) return <div className="card card--loading" role="status" aria-label={t.working} />;
  return (
    <form className="card" onSubmit={submit} aria-labelledby="invitation-title">
      <h1 id="invitation-title">{m.title}</h1>
      <p className="muted">{fill(m.intro, { role: t.roles[invitation.role], username: invitation.username })}</p>
      <Field
        label={m.password}
        type="password"
        autoComplete="new-password"
        minLength={10}
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        required
      />
      <Field
        label={m.confirmPassword}
        type="password"
        autoComplete="new-password"
        value={confirmPassword}
        onChange={(event) => setConfirmPassword(event.target.value)}
        required
      />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t.working : m.accept}
      </button>
      <Failure message={failure} />
    </form>
  );
}
