import { type SiteSettingsUpdate, type SiteState, siteStates } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { Field, SelectField } from '../Field';
import { FormFooter } from '../FormFooter';
import { LanguageFields, type SiteLanguages } from './LanguageFields';
import { SettingsGroup } from './SettingsGroup';
import { changedOf, useSettingsSave } from './site-settings-api';
import type { SiteTabProps } from './site-tab';

/** An instant as a datetime-local input shows it, in the browser's time zone, to the minute ('' for none). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}
const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : null);
const countriesOf = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);

/** Who may come in: the status, a maintenance window, allowed and blocked countries, and the languages. */
export function AccessTab({ site, settings, writes }: SiteTabProps) {
  const { t, self } = useConsole();
  const a = t.sitePage.access;
  const s = t.siteSection;
  const [status, setStatus] = useState<SiteState>(settings.status);
  const [startsAt, setStartsAt] = useState(toLocalInput(settings.maintenanceStartsAt));
  const [endsAt, setEndsAt] = useState(toLocalInput(settings.maintenanceEndsAt));
  const [allowed, setAllowed] = useState(settings.allowedCountries.join(', '));
  const [blocked, setBlocked] = useState(settings.blockedCountries.join(', '));
  const [spoken, setSpoken] = useState<SiteLanguages>({
    languages: settings.languages,
    defaultLanguage: settings.defaultLanguage,
  });
  const { busy, failure, setFailure, note, save } = useSettingsSave(site.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!startsAt !== !endsAt) {
      setFailure(a.bothTimes);
      return;
    }
    const windowChanged =
      startsAt !== toLocalInput(settings.maintenanceStartsAt) || endsAt !== toLocalInput(settings.maintenanceEndsAt);
    const lists = changedOf(
      {
        status,
        allowedCountries: countriesOf(allowed),
        blockedCountries: countriesOf(blocked),
        ...spoken,
      },
      settings,
    );
    const changes: SiteSettingsUpdate = {
      ...lists,
      ...(windowChanged
        ? { maintenanceStartsAt: fromLocalInput(startsAt), maintenanceEndsAt: fromLocalInput(endsAt) }
        : {}),
    };
    save(changes);
  };

  return (
    <form className="panel sites-form" onSubmit={submit} aria-labelledby="site-access-title">
      <h2 id="site-access-title">{a.title}</h2>
      <SettingsGroup disabled={!writes}>
        <SelectField
          label={a.status}
          value={status}
          options={siteStates}
          nameOf={(state) => s.states[state]}
          onChange={setStatus}
        />
      </SettingsGroup>
      {site.code === self.site.code && status !== 'open' && <p className="muted">{s.ownSite}</p>}
      <SettingsGroup legend={a.window} disabled={!writes}>
        <p className="muted settings-group__help">{a.windowHelp}</p>
        {settings.inMaintenanceWindow && <p className="badge badge--site-maintenance">{a.inWindow}</p>}
        <Field
          label={a.startsAt}
          type="datetime-local"
          value={startsAt}
          onChange={(event) => setStartsAt(event.target.value)}
        />
        <Field
          label={a.endsAt}
          type="datetime-local"
          value={endsAt}
          onChange={(event) => setEndsAt(event.target.value)}
        />
        <div>
          <button
            type="button"
            onClick={() => {
              setStartsAt('');
              setEndsAt('');
            }}
          >
            {a.clearWindow}
          </button>
        </div>
      </SettingsGroup>
      <SettingsGroup disabled={!writes}>
        <Field label={a.allowed} value={allowed} onChange={(event) => setAllowed(event.target.value)} />
        <Field label={a.blocked} value={blocked} onChange={(event) => setBlocked(event.target.value)} />
        <p className="muted settings-group__help">{a.allowedHelp}</p>
      </SettingsGroup>
      <SettingsGroup disabled={!writes}>
        <LanguageFields label={a.languages} defaultLabel={a.defaultLanguage} value={spoken} onChange={setSpoken} />
      </SettingsGroup>
      {writes && <FormFooter busy={busy} submit={t.sitePage.save} failure={failure} note={note} />}
    </form>
  );
}
