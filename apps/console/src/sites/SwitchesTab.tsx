import { type Switches, type SwitchKey, switchKeys } from '@portal/contracts';
import { type FormEvent, useState } from 'react';
import { useConsole } from '../console-context';
import { FormFooter } from '../FormFooter';
import { changedOf, useSettingsSave } from './site-settings-api';
import type { SiteTabProps } from './site-tab';

/** The switches by what they are about; a switch not listed here shows last, so none is ever hidden. */
const groups: { id: 'registration' | 'signIn' | 'play'; keys: SwitchKey[] }[] = [
  { id: 'registration', keys: ['USERNAMEREG', 'MOBILENUMREG3', 'MOBILENUMPASSREG3', 'REGMOBVERF3', 'SMSONREG'] },
  {
    id: 'signIn',
    keys: ['MOBILEVERCODELOGIN3', 'GOOGLELOGIN', 'FACEBOOKLOGIN', 'CHNGPASSVERIF3', 'PWDEXPFORCECHANGE3'],
  },
  { id: 'play', keys: ['FREEPLAY3', 'AGENTPOLICY3'] },
];
const grouped = new Set(groups.flatMap((group) => group.keys));
const lastGroup = groups[groups.length - 1]!;
lastGroup.keys.push(...switchKeys.filter((key) => !grouped.has(key)));

/** The site's white-label switches (SPEC §3), each with what it does; only those changed are sent. */
export function SwitchesTab({ site, settings, writes }: SiteTabProps) {
  const { t } = useConsole();
  const w = t.sitePage.switches;
  const [switches, setSwitches] = useState<Switches>(settings.switches);
  const { busy, failure, note, save } = useSettingsSave(site.code);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const changed = changedOf(switches, settings.switches);
    save(Object.keys(changed).length > 0 ? { switches: changed } : {});
  };

  return (
    <form className="panel sites-form" onSubmit={submit} aria-labelledby="site-switches-title">
      <h2 id="site-switches-title">{w.title}</h2>
      {groups.map((group) => (
        <fieldset key={group.id} className="settings-group settings-switches" disabled={!writes}>
          <legend>{w.groups[group.id]}</legend>
          {group.keys.map((key) => {
            const [name, help] = w.names[key];
            return (
              <label key={key} className="settings-switch">
                <input
                  type="checkbox"
                  checked={switches[key]}
                  aria-describedby={`switch-${key}-help`}
                  onChange={(event) => setSwitches({ ...switches, [key]: event.target.checked })}
                />
                <span>
                  <strong>{name}</strong> <span className="muted">({switches[key] ? w.on : w.off})</span>
                  <span id={`switch-${key}-help`} className="muted settings-switch__help">
                    {help}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      ))}
      {writes && <FormFooter busy={busy} submit={t.sitePage.save} failure={failure} note={note} />}
    </form>
  );
}
