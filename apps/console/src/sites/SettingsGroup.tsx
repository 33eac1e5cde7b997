import type { ReactNode } from 'react';

/** A group of a settings form: its legend above, its fields in the form's grid; disabled for those who only read. */
export function SettingsGroup({
  legend,
  disabled,
  children,
}: {
  legend?: string;
  disabled: boolean;
  children: ReactNode;
}) {
  return (
    <fieldset className="settings-group" disabled={disabled}>
      {legend && <legend>{legend}</legend>}
      <div className="sites-form__fields">{children}</div>
    </fieldset>
  );
}
