import type { ReactNode } from 'react';
import { useConsole } from './console-context';
import { Failure, Note } from './Field';

/** A form's submit button: it says the form is working while its call runs, and cannot be sent twice meanwhile. */
export function SubmitButton({ busy, label }: { busy: boolean; label: string }) {
  const { t } = useConsole();
  return (
    <button type="submit" className="primary" disabled={busy}>
      {busy ? t.working : label}
    </button>
  );
}

/**
 * The end of an editing form: its submit (and a cancel where the form edits something picked elsewhere), then
 * the call's failure, then what was saved, in that order for the eye and the screen reader alike.
 */
export function FormFooter({
  busy,
  submit,
  cancel,
  failure,
  note,
}: {
  busy: boolean;
  submit: string;
  cancel?: { label: string; onClick: () => void };
  failure: string | null;
  note: ReactNode;
}) {
  return (
    <>
      <div className="filters__actions">
        <SubmitButton busy={busy} label={submit} />
        {cancel && (
          <button type="button" onClick={cancel.onClick}>
            {cancel.label}
          </button>
        )}
      </div>
      <Failure message={failure} />
      <Note>{note}</Note>
    </>
  );
}
