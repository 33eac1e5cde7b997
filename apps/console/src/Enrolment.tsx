import QRCode from 'qrcode';
import { type FormEvent, useEffect, useState } from 'react';
import { ApiFailure, api } from './api';
import { Failure, Field } from './Field';
import { messageOf, type Strings } from './strings';
import { useAction } from './use-action';

/**
 * The first sign-in's second step: a new authenticator key as a QR code (and as text), confirmed by the code the
 * app then shows; the answer is the ten recovery codes, shown once before the console opens.
 */
export function Enrolment({
  t,
  onEnrolled,
  onExpired,
}: {
  t: Strings;
  onEnrolled: (codes: string[]) => void;
  onExpired: () => void;
}) {
  const [key, setKey] = useState<{ secret: string; qr: string } | null>(null);
  const [code, setCode] = useState('');
  const { busy, failure, setFailure, run } = useAction(t, onExpired);

  useEffect(() => {
    let live = true;
    api
      .startEnrolment()
      .then(async ({ secret, uri }) => {
        const qr = await QRCode.toDataURL(uri, { margin: 1, width: 200 });
        if (live) setKey({ secret, qr });
      })
      .catch((error: unknown) => {
        const refusal = error instanceof ApiFailure ? error : new ApiFailure('NETWORK');
        if (refusal.code === 'SESSION_EXPIRED') onExpired();
        else if (live) setFailure(messageOf(t, refusal));
      });
    return () => {
      live = false;
    };
  }, [t, onExpired, setFailure]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => onEnrolled((await api.enrol(code)).recoveryCodes));
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="enrol-title">
      <h1 id="enrol-title">{t.enrolTitle}</h1>
      <p className="muted">{t.enrolIntro}</p>
      {key ? (
        <div className="enrol-key">
          <img src={key.qr} alt={t.qrAlt} width={200} height={200} />
          <p>
            {t.secret}: <code data-testid="totp-secret">{key.secret}</code>
          </p>
        </div>
      ) : (
        <div className="enrol-key enrol-key--loading" role="status" aria-label={t.working} />
      )}
      <Field
        label={t.code}
        name="code"
        autoComplete="one-time-code"
        inputMode="numeric"
        pattern="\d{6}"
        required
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
      <Failure message={failure} />
      <button type="submit" className="primary" disabled={busy || !key}>
        {busy ? t.working : t.confirm}
      </button>
    </form>
  );
}

/** The recovery codes, shown this once. */
export function RecoveryCodes({ t, codes, onDone }: { t: Strings; codes: string[]; onDone: () => void }) {
  return (
    <section className="card" aria-labelledby="recovery-title">
      <h1 id="recovery-title">{t.recoveryTitle}</h1>
      <p className="muted">{t.recoveryIntro}</p>
      <ul className="recovery" aria-label={t.recoveryList}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <button type="button" className="primary" onClick={onDone}>
        {t.saved}
      </button>
    </section>
  );
}
