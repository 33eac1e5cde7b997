import type { InputHTMLAttributes, ReactNode } from 'react';

/** A labelled input: every input of the console has its visible label. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" {...input} />
    </label>
  );
}

/**
 * A labelled select of fixed options, typed by its values so a form's state keeps its union type; `nameOf` says
 * each option in the language. `className` adds to the field's own (a page's layout of it).
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  nameOf,
  onChange,
  className,
}: {
  label: string;
  value: T;
  options: readonly T[];
  nameOf: (option: T) => ReactNode;
  onChange: (next: T) => void;
  className?: string;
}) {
  return (
    <label className={className ? `field ${className}` : 'field'}>
      <span className="field__label">{label}</span>
      <select className="field__input" value={value} onChange={(event) => onChange(event.target.value as T)}>
        {options.map((option) => (
          <option key={option} value={option}>
            {nameOf(option)}
          </option>
        ))}
      </select>
    </label>
  );
}

/**
 * Why an operator acts (a rejection, a status change, a void): required, 3 characters at least, as the server
 * checks it; `maxLength` is the server's limit for that action.
 */
export function ReasonField({
  label,
  value,
  onChange,
  maxLength = 500,
  disabled,
}: {
  label: string;
  value: string;
  onChange: (next: string) => void;
  maxLength?: number;
  disabled?: boolean;
}) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <textarea
        className="field__input"
        required
        minLength={3}
        maxLength={maxLength}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value)}
      />
    </label>
  );
}

/** A failure's message where a screen reader announces it. */
export function Failure({ message }: { message: string | null }) {
  return message ? (
    <p className="failure" role="alert">
      {message}
    </p>
  ) : null;
}

/** What an action did, where a screen reader announces it (politely: the operator goes on); nothing when empty. */
export function Note({ children, wide = false }: { children: ReactNode; wide?: boolean }) {
  return children ? (
    <p className={wide ? 'note note--wide' : 'note'} role="status">
      {children}
    </p>
  ) : null;
}
