import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import type { ApiFailure } from '../api';
import { useConsole } from '../console-context';
import { Failure, ReasonField } from '../Field';
import { useAction } from '../use-action';

export interface Decision {
  title: string;
  /** What the decision does, with the row's figures: what the operator confirms. */
  text: string;
  confirm: string;
  /** A rejection asks why (the member reads it). */
  withReason: boolean;
  decide: (reason: string) => Promise<void>;
  /** After a refusal (a conflict: someone decided first): read the list again. */
  afterFailure?: (refusal: ApiFailure) => Promise<void>;
}

/**
 * The confirm step of a cashier decision: a modal dialog (focus stays inside; it never closes on an outside
 * click, Escape or Cancel close it) that says what will happen, asks for a reason when rejecting, and closes
 * once the server has answered.
 */
export function DecisionDialog({ decision, onClose }: { decision: Decision; onClose: () => void }) {
  const { t, signOut } = useConsole();
  const c = t.cashier;
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [reason, setReason] = useState('');
  const { busy, failure, run } = useAction(t, () => signOut(t.errors.SESSION_EXPIRED));

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
    return () => dialog?.close();
  }, []);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    void run(async () => {
      await decision.decide(reason.trim());
      onClose();
    }, decision.afterFailure);
  };

  return (
    <dialog
      ref={ref}
      className="decision"
      aria-labelledby={titleId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
    >
      <form className="decision__form" onSubmit={submit}>
        <h2 id={titleId}>{decision.title}</h2>
        <p className="muted">{decision.text}</p>
        {decision.withReason && <ReasonField label={c.reason} value={reason} onChange={setReason} />}
        <Failure message={failure} />
        <div className="decision__actions">
          <button type="button" onClick={onClose} disabled={busy}>
            {c.cancel}
          </button>
          <button
            type="submit"
            className={decision.withReason ? 'danger' : 'primary'}
            disabled={busy || (decision.withReason && reason.trim().length < 3)}
          >
            {busy ? t.working : decision.confirm}
          </button>
        </div>
      </form>
    </dialog>
  );
}
