import { type FormEvent, useState } from 'react';
import { api, type SecondStep, savedToken } from './api';
import { Failure, Field } from './Field';
import type { Strings } from './strings';
import { useAction } from './use-action';

/** The first step: username and password (and, after a failure, the captcha the portal asks for). */
export function SignIn({
  t,
  onPassed,
}: {
  t: Strings;
  /** The second step due, and whether a passkey made at this host may take it. */
  onPassed: (next: SecondStep, passkey: boolean) => void;
}) {
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [captcha, setCaptcha] = useState<{ captchaId: string; value: string } | null>(null);
  const [answer, setAnswer] = useState('');
  const { busy, failure, run } = useAction(t);

  const drawCaptcha = async () => {
    setAnswer('');
    setCaptcha(await api.captcha().catch(() => null));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const captchaPart = captcha ? { captchaId: captcha.captchaId, captcha: answer } : {};
    void run(
      async () => {
        const session = await api.login({ username, password, ...captchaPart });
        savedToken.set(session.token);
        onPassed(session.secondStep, session.passkey === true);
      },
      async (refusal) => {
        if (refusal.captchaRequired || refusal.code.startsWith('CAPTCHA') || captcha) await drawCaptcha();
      },
    );
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="sign-in-title">
      <h1 id="sign-in-title">{t.signInTitle}</h1>
      <p className="muted">{t.signInIntro}</p>
      <Field
        label={t.username}
        name="username"
        autoComplete="username"
        required
        value={username}
        onChange={(e) => setUsername(e.target.value)}
      />
      <Field
        label={t.password}
        name="password"
        type="password"
        autoComplete="current-password"
        required
        minLength={6}
        value={password}
        onChange={(e) => setPassword(e.target.value)}
      />
      {captcha && (
        <div className="captcha">
          <img src={captcha.value} alt="" width={120} height={40} />
          <button type="button" className="link" onClick={() => void drawCaptcha()}>
            {t.newCaptcha}
          </button>
          <Field
            label={t.captcha}
            name="captcha"
            autoComplete="off"
            required
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
          />
        </div>
      )}
      <Failure message={failure} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t.working : t.signIn}
      </button>
    </form>
  );
}
