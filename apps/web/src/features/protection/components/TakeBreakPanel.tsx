import { type ExclusionKind, type ExclusionRequest, exclusionDurations, exclusionKinds } from '@portal/contracts';
import { PauseCircle } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { PasswordField, SelectField } from '../../../components/ui/Field';
import { useErrorMessage } from '../../../lib/errors';
import { clearSession } from '../../../lib/session';
import { useTakeBreak } from '../api/take-break';

type Duration = ExclusionRequest['duration'];
const durationsOf = (kind: ExclusionKind) => Object.keys(exclusionDurations[kind]) as Duration[];

/**
 * Time-out and self-exclusion: the kind, how long, the login password, and a last question, since nothing can lift
 * it early. Done, the session is over: the portal reloads signed out.
 */
export function TakeBreakPanel() {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const takeBreak = useTakeBreak();
  const [kind, setKind] = useState<ExclusionKind>('timeout');
  const [duration, setDuration] = useState<Duration>('1d');
  const [password, setPassword] = useState('');
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const confirm = () =>
    takeBreak.mutate({ kind, duration, password } as ExclusionRequest, {
      onSuccess: () => {
        clearSession();
        window.location.assign('/');
      },
      onError: (failure) => setError(errorMessage(failure)),
    });

  return (
    <section className="panel take-break" aria-labelledby="take-break-title">
      <div className="protection__intro">
        <PauseCircle size={28} aria-hidden="true" className="protection__icon" />
        <div>
          <h2 id="take-break-title" className="panel__title">
            {t('protection.breakTitle')}
          </h2>
          <p className="panel__text">{t('protection.breakText')}</p>
        </div>
      </div>
      <form
        className="take-break__form"
        onSubmit={(event) => {
          event.preventDefault();
          setError(null);
          if (password === '') return setError(t('protection.passwordNeeded'));
          setAsking(true);
        }}
      >
        <SelectField
          label={t('protection.breakKind')}
          value={kind}
          onChange={(event) => {
            const next = event.target.value as ExclusionKind;
            setKind(next);
            setDuration(durationsOf(next)[0]!);
          }}
        >
          {exclusionKinds.map((option) => (
            <option key={option} value={option}>
              {t(`protection.kind.${option}`)}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={t('protection.breakDuration')}
          value={duration}
          onChange={(event) => setDuration(event.target.value as Duration)}
        >
          {durationsOf(kind).map((option) => (
            <option key={option} value={option}>
              {t(`protection.duration.${option}`)}
            </option>
          ))}
        </SelectField>
        <PasswordField
          label={t('protection.loginPassword')}
          value={password}
          autoComplete="current-password"
          onChange={(event) => setPassword(event.target.value)}
          error={!asking && error ? error : undefined}
        />
        <Button type="submit" variant="secondary">
          {t('protection.takeBreak')}
        </Button>
      </form>
      <ConfirmDialog
        open={asking}
        title={t('protection.breakConfirmTitle')}
        confirmLabel={t('protection.takeBreak')}
        onConfirm={confirm}
        onCancel={() => {
          setAsking(false);
          setError(null);
        }}
        pending={takeBreak.isPending}
        error={asking ? error : null}
      >
        {t('protection.breakConfirmText', {
          kind: t(`protection.kind.${kind}`),
          duration: t(`protection.duration.${duration}`),
        })}
      </ConfirmDialog>
    </section>
  );
}
