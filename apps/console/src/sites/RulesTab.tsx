import { minorToDecimal, parseAmount, type SiteSettings } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { Field } from '../Field';
import { FormFooter } from '../FormFooter';
import { fill } from '../strings';
import { SettingsGroup } from './SettingsGroup';
import { changedOf, useSettingsSave } from './site-settings-api';
import type { SiteTabProps } from './site-tab';

type Counts = Pick<
  SiteSettings,
  | 'passwordMaxAgeDays'
  | 'loginMaxFailures'
  | 'loginFailureWindowMinutes'
  | 'loginLockMinutes'
  | 'paymentPasswordMaxFailures'
  | 'paymentPasswordLockMinutes'
  | 'withdrawDailyCount'
  | 'withdrawAutoConfirmMinutes'
>;
/** Each whole-number rule with the contract's bounds, grouped as the form shows them. */
const groups: { title: 'password' | 'signIn' | 'payment' | 'withdrawals'; counts: [keyof Counts, number][] }[] = [
  { title: 'password', counts: [['passwordMaxAgeDays', 3650]] },
  {
    title: 'signIn',
    counts: [
      ['loginMaxFailures', 100],
      ['loginFailureWindowMinutes', 1440],
      ['loginLockMinutes', 10_080],
    ],
  },
  {
    title: 'payment',
    counts: [
      ['paymentPasswordMaxFailures', 100],
      ['paymentPasswordLockMinutes', 10_080],
    ],
  },
  {
    title: 'withdrawals',
    counts: [
      ['withdrawDailyCount', 100],
      ['withdrawAutoConfirmMinutes', 43_200],
    ],
  },
];

/** The site's rules: default password, sign-in and payment password protection, withdrawal limits in its money. */
export function RulesTab({ site, settings, writes }: SiteTabProps) {
  const { t } = useConsole();
  const r = t.sitePage.rules;
  const { decimals, code: currency } = settings.currency;
  const [defaultPassword, setDefaultPassword] = useState(settings.defaultPassword);
  const [counts, setCounts] = useState<Counts>(() => ({ ...settings }));
  const [checks, setChecks] = useState({
    loginCaptchaAlways: settings.loginCaptchaAlways,
    verifyNewAddress: settings.verifyNewAddress,
  });
  const [minText, setMinText] = useState(minorToDecimal(settings.withdrawMinAmount, decimals));
  const [maxText, setMaxText] = useState(minorToDecimal(settings.withdrawMaxAmount, decimals));
  const { busy, failure, setFailure, note, save } = useSettingsSave(site.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const min = parseAmount(minText, decimals);
    const max = parseAmount(maxText, decimals);
    if (!min.ok || !max.ok) {
      const field = min.ok ? r.withdrawMaxAmount : r.withdrawMinAmount;
      setFailure(fill(r.badAmount, { field: fill(field, { currency }), decimals }));
      return;
    }
    if (min.minor > max.minor) {
      setFailure(r.minAboveMax);
      return;
    }
    const draft = {
      defaultPassword,
      ...counts,
      ...checks,
      withdrawMinAmount: min.minor.toString(),
      withdrawMaxAmount: max.minor.toString(),
    };
    save(changedOf(draft, { ...settings }));
  };

  const count = (key: keyof Counts, max: number) => (
    <Field
      key={key}
      label={r[key]}
      type="number"
      min={1}
      max={max}
      step={1}
      required
      value={counts[key]}
      onChange={(event) => setCounts({ ...counts, [key]: Number(event.target.value) })}
    />
  );
  const check = (key: keyof typeof checks) => (
    <label key={key} className="check">
      <input
        type="checkbox"
        checked={checks[key]}
        onChange={(event) => setChecks({ ...checks, [key]: event.target.checked })}
      />
      {r[key]}
    </label>
  );

  return (
    <form className="panel sites-form" onSubmit={submit} aria-labelledby="site-rules-title">
      <h2 id="site-rules-title">{r.title}</h2>
      {groups.map((group) => (
        <SettingsGroup key={group.title} legend={r[group.title]} disabled={!writes}>
          {group.title === 'password' && (
            <Field
              label={r.defaultPassword}
              value={defaultPassword}
              required
              pattern="[A-Za-z0-9!@#$%^&*._\-]{6,32}"
              title={r.defaultPasswordHelp}
              autoComplete="off"
              onChange={(event) => setDefaultPassword(event.target.value)}
            />
          )}
          {group.counts.map(([key, max]) => count(key, max))}
          {group.title === 'signIn' && [check('loginCaptchaAlways'), check('verifyNewAddress')]}
          {group.title === 'withdrawals' && (
            <>
              <Field
                label={fill(r.withdrawMinAmount, { currency })}
                inputMode="decimal"
                required
                value={minText}
                onChange={(event) => setMinText(event.target.value)}
              />
              <Field
                label={fill(r.withdrawMaxAmount, { currency })}
                inputMode="decimal"
                required
                value={maxText}
                onChange={(event) => setMaxText(event.target.value)}
              />
            </>
          )}
          {group.title === 'password' && <p className="muted settings-group__help">{r.defaultPasswordHelp}</p>}
        </SettingsGroup>
      ))}
      {writes && <FormFooter busy={busy} submit={t.sitePage.save} failure={failure} note={note} />}
    </form>
  );
}
