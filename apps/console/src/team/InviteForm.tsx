import { type OperatorRole, operatorRoles } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { api } from '../api';
import { useConsole } from '../console-context';
import { Failure, Field, Note, SelectField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';

/** An owner invites an operator: an e-mail with a single-use link goes out through the portal's mail (issue 25). */
export function InviteForm() {
  const { t, self, signOut } = useConsole();
  const queries = useQueryClient();
  const [username, setUsername] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<OperatorRole>('support');
  const [allSites, setAllSites] = useState(false);
  const [siteCodes, setSiteCodes] = useState(self.site.code);
  const [sent, setSent] = useState<string | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.team;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setSent(null);
    void run(async () => {
      const codes = siteCodes
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean);
      const answer = await api.invite({
        username: username.trim(),
        email: email.trim(),
        role,
        allSites,
        siteCodes: codes,
      });
      setSent(fill(m.invited, { email: answer.email }));
      setUsername('');
      setEmail('');
      await queries.invalidateQueries({ queryKey: ['team'] });
    });
  };

  return (
    <form className="panel action" onSubmit={submit} aria-labelledby="invite-title">
      <h2 id="invite-title">{m.inviteTitle}</h2>
      <Field label={t.username} value={username} onChange={(event) => setUsername(event.target.value)} required />
      <Field label={m.email} type="email" value={email} onChange={(event) => setEmail(event.target.value)} required />
      <SelectField
        label={m.role}
        value={role}
        options={operatorRoles}
        nameOf={(option) => t.roles[option]}
        onChange={setRole}
      />
      {self.allSites && (
        <label className="check">
          <input type="checkbox" checked={allSites} onChange={(event) => setAllSites(event.target.checked)} />
          {m.allSites}
        </label>
      )}
      {!allSites && (
        <Field label={m.siteCodes} value={siteCodes} onChange={(event) => setSiteCodes(event.target.value)} />
      )}
      <SubmitButton busy={busy} label={m.invite} />
      <Failure message={failure} />
      <Note>{sent}</Note>
    </form>
  );
}
