import { Eye, EyeOff } from 'lucide-react';
import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import { useTranslation } from 'react-i18next';

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'required'> {
  label: string;
  /** The rule's message, shown under the field in the danger colour (UI.md "Forms"). */
  error?: string;
  required?: boolean;
  /** A control at the end of the input (a show/hide button, a send-code button). */
  end?: ReactNode;
  ref?: Ref<HTMLInputElement>;
}

function Label({ htmlFor, text, required }: { htmlFor: string; text: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="field__label">
      {text}
      {required ? (
        <span className="field__star" aria-hidden="true">
          {' '}
          *
        </span>
      ) : null}
    </label>
  );
}

function ErrorText({ id, text }: { id: string; text?: string }) {
  return text ? (
    <p id={id} className="field__error">
      {text}
    </p>
  ) : null;
}

/** A labelled input with its message; every form of the portal is made of these. */
export function TextField({ label, error, required, end, id, ref, className, ...rest }: FieldProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Label htmlFor={inputId} text={label} required={required} />
      <div className="field__control">
        <input
          {...rest}
          id={inputId}
          ref={ref}
          className="field__input"
          aria-required={required || undefined}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        {end}
      </div>
      <ErrorText id={errorId} text={error} />
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordField(props: Omit<FieldProps, 'type' | 'end'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  const toggle = (
    <button
      type="button"
      className="icon-btn field__end"
      aria-label={visible ? t('session.hidePassword') : t('session.showPassword')}
      aria-pressed={visible}
      onClick={() => setVisible((value) => !value)}
    >
      {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
    </button>
  );
  return <TextField {...props} type={visible ? 'text' : 'password'} end={toggle} />;
}

interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
  ref?: Ref<HTMLInputElement>;
}

export function CheckboxField({ label, error, id, ref, ...rest }: CheckboxProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const errorId = `${inputId}-error`;
  return (
    <div className="field field--check">
      <div className="field__check">
        <input
          {...rest}
          id={inputId}
          ref={ref}
          type="checkbox"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
        />
        <label htmlFor={inputId}>{label}</label>
      </div>
      <ErrorText id={errorId} text={error} />
    </div>
  );
}

interface SelectProps extends Omit<SelectHTMLAttributes<HTMLSelectElement>, 'required'> {
  label: string;
  error?: string;
  required?: boolean;
  ref?: Ref<HTMLSelectElement>;
}

export function SelectField({ label, error, required, id, ref, children, className, ...rest }: SelectProps) {
  const auto = useId();
  const selectId = id ?? auto;
  const errorId = `${selectId}-error`;
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Label htmlFor={selectId} text={label} required={required} />
      <select
        {...rest}
        id={selectId}
        ref={ref}
        className="field__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
      >
        {children}
      </select>
      <ErrorText id={errorId} text={error} />
    </div>
  );
}

interface TextAreaProps extends Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'required'> {
  label: string;
  error?: string;
  required?: boolean;
  /** A note under the field (a running word count), read out with it. */
  hint?: string;
}

/** A labelled multi-line input with an optional note and the rule's message under it. */
export function TextAreaField({ label, error, required, hint, id, className, ...rest }: TextAreaProps) {
  const auto = useId();
  const inputId = id ?? auto;
  const described = [hint ? `${inputId}-hint` : '', error ? `${inputId}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className={['field', className].filter(Boolean).join(' ')}>
      <Label htmlFor={inputId} text={label} required={required} />
      <textarea
        {...rest}
        id={inputId}
        className="field__input field__input--area"
        aria-required={required || undefined}
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
      />
      {hint ? (
        <p id={`${inputId}-hint`} className="field__hint figures">
          {hint}
        </p>
      ) : null}
      <ErrorText id={`${inputId}-error`} text={error} />
    </div>
  );
}

/** A message for the whole form (a refused login), announced to screen readers. */
export function FormAlert({ text, tone = 'danger' }: { text: string | null; tone?: 'danger' | 'info' }) {
  return text ? (
    <p className={`form-alert form-alert--${tone}`} role="alert">
      {text}
    </p>
  ) : null;
}
