import { isLanguage, type Language, languageNames, languageTags } from '@portal/contracts';
import { Languages } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, currentLanguage } from '../../lib/i18n';

/**
 * The language selector, limited to the languages the site supports. The choice is remembered on this
 * browser. Its label (and accessible name) is "Language" in the current language.
 */
export function LanguageSelect({
  languages,
  showLabel = true,
}: {
  languages: readonly Language[];
  showLabel?: boolean;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const current = i18n.language ? currentLanguage() : 'EN';
  return (
    <div className="language-select">
      <Languages size={16} aria-hidden="true" />
      <label htmlFor={id} className={showLabel ? 'language-select__label' : 'visually-hidden'}>
        {t('common.language')}
      </label>
      <select
        id={id}
        aria-label={t('common.language')}
        value={current}
        onChange={(event) => {
          const picked = event.target.value;
          if (isLanguage(picked)) void changeLanguage(picked, true);
        }}
      >
        {languages.map((language) => (
          <option key={language} value={language} lang={languageTags[language]}>
            {languageNames[language]}
          </option>
        ))}
      </select>
    </div>
  );
}
