import { useId } from 'react';
import { useConsole } from '../console-context';
import { fill } from '../strings';

/**
 * One input per language the site speaks (the site's own first): the member reads its language, or English. Text
 * left empty in a language is not sent.
 */
export function TranslatedFields({
  label,
  values,
  onChange,
  multiline = false,
}: {
  label: string;
  values: Record<string, string>;
  onChange: (next: Record<string, string>) => void;
  multiline?: boolean;
}) {
  const { self } = useConsole();
  const id = useId();
  const languages = [...new Set([...self.site.languages, 'EN'])];
  return (
    <>
      {languages.map((language) => {
        const name = fill(label, { language });
        const set = (value: string) => onChange({ ...values, [language]: value });
        return (
          <div key={language} className="field">
            <label className="field__label" htmlFor={`${id}-${language}`}>
              {name}
            </label>
            {multiline ? (
              <textarea
                id={`${id}-${language}`}
                className="field__input"
                value={values[language] ?? ''}
                onChange={(event) => set(event.target.value)}
              />
            ) : (
              <input
                id={`${id}-${language}`}
                className="field__input"
                value={values[language] ?? ''}
                onChange={(event) => set(event.target.value)}
              />
            )}
          </div>
        );
      })}
    </>
  );
}

/** The texts with a value, trimmed: what the API takes. */
export const writtenTexts = (values: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(values)
      .map(([language, text]) => [language, text.trim()])
      .filter(([, text]) => text),
  );
