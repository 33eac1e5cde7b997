import { type Language, languageCodes } from '@portal/contracts';
import { useConsole } from '../console-context';
import { SelectField } from '../Field';

/** The languages a site speaks, and the one it starts in (always one of them). */
export interface SiteLanguages {
  languages: Language[];
  defaultLanguage: Language;
}

/**
 * A checkbox per language and the default language among those ticked. At least one stays ticked (its box is
 * disabled), and the default moves to the first left when its own is unticked.
 */
export function LanguageFields({
  label,
  defaultLabel,
  value,
  onChange,
}: {
  label: string;
  defaultLabel: string;
  value: SiteLanguages;
  onChange: (next: SiteLanguages) => void;
}) {
  const { t } = useConsole();
  const names = t.siteSection.languageNames;
  const { languages, defaultLanguage } = value;

  const toggle = (language: Language, on: boolean) => {
    const next = languageCodes.filter((code) => (code === language ? on : languages.includes(code)));
    const first = next[0];
    onChange({ languages: next, defaultLanguage: !next.includes(defaultLanguage) && first ? first : defaultLanguage });
  };

  return (
    <>
      <fieldset className="field sites-form__languages">
        <legend className="field__label">{label}</legend>
        {languageCodes.map((language) => (
          <label key={language} className="check">
            <input
              type="checkbox"
              checked={languages.includes(language)}
              disabled={languages.length === 1 && languages.includes(language)}
              onChange={(event) => toggle(language, event.target.checked)}
            />
            {names[language]}
          </label>
        ))}
      </fieldset>
      <SelectField
        label={defaultLabel}
        value={defaultLanguage}
        options={languages}
        nameOf={(language) => names[language]}
        onChange={(next) => onChange({ languages, defaultLanguage: next })}
      />
    </>
  );
}
