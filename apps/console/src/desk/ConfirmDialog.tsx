import { type FormEvent, type ReactNode, useEffect, useId, useRef } from 'react';
import type { ApiFailure } from '../api';
import { useConsole } from '../console-context';
import { Failure } from '../Field';
import { useAction } from '../use-action';

/**
 * The confirm step of a desk decision: a modal dialog (focus stays inside; it never closes on an outside click,
 * Escape or Cancel close it) that says what will happen, holds the decision's fields (`children`), and closes once
 * the server has answered. `ready` is false while a required field is missing.
 */
export function ConfirmDialog({
  title,
  text,
  confirm,
  danger = false,
  ready = true,
  children,
  onConfirm,
  onClose,
  afterFailure,
}: {
  title: string;
  text: ReactNode;
  confirm: string;
  danger?: boolean;
  ready?: boolean;
  children?: ReactNode;
  /** The call; a thrown failure stays in the dialog, said in the language. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
  /** After a refusal (someone decided first): read the list again. */
  afterFailure?: (refusal: ApiFailure) => Promise<void>;
}) {
  const { t, signOut } = useConsole();
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await onConfirm();
      onClose();
    }, afterFailure);
  };

  return (
    <dialog
      ref={ref}
      className="desk-dialog"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className="desk-dialog__form" onSubmit={submit}>
        <h2 id={titleId}>{title}</h2>
        <div className="muted">{text}</div>
        {children}
        <Failure message={failure} />
        <div className="desk-dialog__actions">
          <button type="button" onClick={onClose} disabled={busy}>
            {t.desk.cancel}
          </button>
          <button type="submit" className={danger ? 'danger' : 'primary'} disabled={busy || !ready}>
            {busy ? t.working : confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
