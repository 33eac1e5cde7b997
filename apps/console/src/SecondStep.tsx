import { totpEnrolRequestSchema } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { passkeysApi } from './account/passkeys-api';
import { api } from './api';
import { Failure, Field } from './Field';
import { messageOf, type Strings } from './strings';
import { useAction } from './use-action';

/**
 * The second step of a later sign-in: the authenticator's code, or one of the recovery codes; or, when the operator
 * has a passkey made at this host, the passkey (issue 25).
 */
export function SecondStep({
  t,
  passkey = false,
  onSignedIn,
  onExpired,
}: {
  t: Strings;
  passkey?: boolean;
  onSignedIn: () => void;
  onExpired: () => void;
}) {
  const [recovery, setRecovery] = useState(false);
  const [value, setValue] = useState('');
  const { busy, failure, setFailure, run } = useAction(t, onExpired);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    // The contract's own rule for a code: six digits (the server checks it again).
    if (!recovery && !totpEnrolRequestSchema.safeParse({ code: value }).success) {
      setFailure(messageOf(t, { code: 'TWO_STEP_CODE_INVALID', params: {} }));
      return;
    }
    void run(async () => {
      await api.secondStep(recovery ? { recoveryCode: value.trim() } : { code: value });
      onSignedIn();
    });
  };

  return (
    <form className="card" onSubmit={submit} aria-labelledby="code-title">
      <h1 id="code-title">{t.codeTitle}</h1>
      <p className="muted">{t.codeIntro}</p>
      <Field
        label={recovery ? t.recoveryCode : t.code}
        name="code"
        autoComplete="one-time-code"
        inputMode={recovery ? 'text' : 'numeric'}
        required
        autoFocus
        value={value}
        onChange={(e) => setValue(e.target.value)}
      />
      <Failure message={failure} />
      <button type="submit" className="primary" disabled={busy}>
        {busy ? t.working : t.verify}
      </button>
      <button
        type="button"
        className="link"
        onClick={() => {
          setRecovery(!recovery);
          setValue('');
          setFailure(null);
        }}
      >
        {recovery ? t.useCode : t.useRecovery}
      </button>
      {passkey && (
        <div className="second-step__passkey">
          <p className="muted">{t.account.passkeyIntro}</p>
          <button
            type="button"
            disabled={busy}
            onClick={() =>
              void run(async () => {
                await passkeysApi.signIn();
                onSignedIn();
              })
            }
          >
            {busy ? t.working : t.account.usePasskey}
          </button>
        </div>
      )}
    </form>
  );
}
