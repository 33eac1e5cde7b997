import { type FormEvent, useEffect, useState } from 'react';
import { useConsole } from '../console-context';

export interface FilterField {
  name: string;
  label: string;
  type?: 'text' | 'date' | 'select';
  options?: { value: string; label: string }[];
  inputMode?: 'numeric' | 'email';
}

/** A select filter of a list: any value first (nothing in the URL), then each of `values` by its name. */
export function selectFilter<V extends string>(
  name: string,
  label: string,
  any: string,
  values: readonly V[],
  names: Record<V, string>,
): FilterField {
  return {
    name,
    label,
    type: 'select',
    options: [{ value: '', label: any }, ...values.map((value) => ({ value, label: names[value] }))],
  };
}

/**
 * A list's filters as a form: what the URL holds fills it, Search writes it back to the URL (the list reads it
 * there), Clear empties it.
 */
export function FilterBar({
  fields,
  values,
  onApply,
}: {
  fields: FilterField[];
  values: Record<string, string>;
  onApply: (values: Record<string, string>) => void;
}) {
  const { t } = useConsole();
  const [draft, setDraft] = useState(values);
  const shown = JSON.stringify(values);
  // Back and forward move the URL: the form follows it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: `shown` stands for `values`, whose identity changes each render
  useEffect(() => setDraft(values), [shown]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(Object.fromEntries(Object.entries(draft).map(([name, value]) => [name, value.trim()])));
  };
  const set = (name: string, value: string) => setDraft((current) => ({ ...current, [name]: value }));

  return (
    <form className="filters" onSubmit={submit}>
      {fields.map((field) => (
        <div key={field.name} className="field">
          <label className="field__label" htmlFor={`filter-${field.name}`}>
            {field.label}
          </label>
          {field.type === 'select' ? (
            <select
              id={`filter-${field.name}`}
              className="field__input"
              value={draft[field.name] ?? ''}
              onChange={(event) => set(field.name, event.target.value)}
            >
              {field.options?.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          ) : (
            <input
              id={`filter-${field.name}`}
              className="field__input"
              type={field.type ?? 'text'}
              inputMode={field.inputMode}
              value={draft[field.name] ?? ''}
              onChange={(event) => set(field.name, event.target.value)}
            />
          )}
        </div>
      ))}
      <div className="filters__actions">
        <button type="submit" className="primary">
          {t.table.apply}
        </button>
        <button
          type="button"
          onClick={() => {
            setDraft({});
            onApply({});
          }}
        >
          {t.table.clear}
        </button>
      </div>
    </form>
  );
}
