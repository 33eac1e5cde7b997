import { Search } from 'lucide-react';
import { type FormEvent, useId } from 'react';
import { useTranslation } from 'react-i18next';
import './game-search.css';

/** The game search field (home menu, /search): Enter submits; the text is searched literally. */
export function GameSearchBox({
  value,
  onChange,
  onSubmit,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  onSubmit: (value: string) => void;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit(value.trim());
  };
  return (
    <search className="game-search">
      <form className="game-search__form" onSubmit={submit}>
        <label htmlFor={id} className="visually-hidden">
          {t('games.searchLabel')}
        </label>
        <Search className="game-search__icon" size={18} aria-hidden="true" />
        <input
          id={id}
          type="search"
          className="game-search__input"
          value={value}
          maxLength={60}
          placeholder={t('games.searchPlaceholder')}
          enterKeyHint="search"
          // biome-ignore lint/a11y/noAutofocus: the search page exists to type into this field
          autoFocus={autoFocus}
          onChange={(event) => onChange(event.target.value)}
        />
      </form>
    </search>
  );
}
