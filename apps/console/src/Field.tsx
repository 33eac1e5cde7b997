import type { InputHTMLAttributes } from 'react';

/** A labelled input: every input of the console has its visible label. */
export function Field({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  return (
    <label className="field">
      <span className="field__label">{label}</span>
      <input className="field__input" {...input} />
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
