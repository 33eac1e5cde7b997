import { type AgentPasswordKind, agentPasswordKinds, type OpenedAgent } from '@portal/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { useConsole, useMay } from '../console-context';
import { Failure, Field, SelectField } from '../Field';
import { SubmitButton } from '../FormFooter';
import { fill } from '../strings';
import { useAction } from '../use-action';
import { memberExtrasApi } from './member-extras-api';
import './member.css';

/**
 * Open an agent account (issue 25), at the top or under an agent of the site: the service desk's, as the member
 * status actions are. A one-time password is shown here once; either way the agent changes it at its first sign-in.
 */
export function OpenAgentForm() {
  const { t, signOut } = useConsole();
  const may = useMay('service', 'POST');
  const queries = useQueryClient();
  const [username, setUsername] = useState('');
  const [nickname, setNickname] = useState('');
  const [parent, setParent] = useState('');
  const [password, setPassword] = useState<AgentPasswordKind>('oneTime');
  const [opened, setOpened] = useState<OpenedAgent | null>(null);
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));
  const m = t.memberExtras;
  if (!may) return null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setOpened(null);
    void run(async () => {
      const answer = await memberExtrasApi.openAgent({
        username: username.trim(),
        ...(nickname.trim() ? { nickname: nickname.trim() } : {}),
        ...(parent.trim() ? { parent: parent.trim() } : {}),
        password,
      });
      setOpened(answer);
      setUsername('');
      setNickname('');
      setParent('');
      await queries.invalidateQueries({ queryKey: ['members'] });
    });
  };
  const where = opened ? (opened.parent ? fill(m.under, { parent: opened.parent }) : m.topLevel) : '';

  return (
    <details className="panel open-agent">
      <summary>
        <h2 id="open-agent-title">{m.openTitle}</h2>
      </summary>
      <form className="open-agent__form" onSubmit={submit} aria-labelledby="open-agent-title">
        <p className="muted">{m.openIntro}</p>
        <div className="open-agent__fields">
          <Field
            label={m.username}
            required
            maxLength={64}
            autoComplete="off"
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
          <Field
            label={m.nickname}
            maxLength={20}
            autoComplete="off"
            value={nickname}
            onChange={(event) => setNickname(event.target.value)}
          />
          <Field
            label={m.parent}
            maxLength={64}
            autoComplete="off"
            value={parent}
            onChange={(event) => setParent(event.target.value)}
          />
          <SelectField
            label={m.passwordKind}
            value={password}
            options={agentPasswordKinds}
            nameOf={(kind) => m.passwordKinds[kind]}
            onChange={setPassword}
          />
        </div>
        <SubmitButton busy={busy} label={m.open} />
        <Failure message={failure} />
        {opened && (
          <div className="note" role="status">
            <p>
              {fill(opened.oneTimePassword ? m.opened : m.openedDefault, { username: opened.username, parent: where })}
            </p>
            {opened.oneTimePassword && (
              <code data-testid="agent-one-time-password" className="one-time">
                {opened.oneTimePassword}
              </code>
            )}
            <p>
              <Link to={`/members/${encodeURIComponent(opened.username)}`}>{m.openPage}</Link>
            </p>
          </div>
        )}
      </form>
    </details>
  );
}
