import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerError } from './money-form';
import { useApiErrorText } from './use-api-error-text';
import { outcomeUnknown, useIdempotencyKey } from './use-idempotency-key';

/**
 * The flow of a form that sends money: the form is checked, a dialog asks to confirm (money sent
 * cannot be called back), then the request goes with its Idempotency-Key. A refusal closes the dialog
 * and shows its message next to the field at fault (or above the form); a failure whose outcome is
 * unknown (no answer) keeps the dialog open so that "Confirm" retries the same attempt with the same key.
 */
export function useConfirmedSend<V extends FieldValues, R>({
  form,
  send,
  onSuccess,
  describe,
}: {
  form: UseFormReturn<V>;
  send: (values: V, idempotencyKey: string) => Promise<R>;
  onSuccess: (result: R, values: V) => void;
  /** A form's own wording for a failure; the catalogue's message otherwise. */
  describe?: (error: unknown) => string | undefined;
}) {
  const [awaiting, setAwaiting] = useState<V | null>(null);
  const [sending, setSending] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const withKey = useIdempotencyKey();
  const errorText = useApiErrorText();

  const review = form.handleSubmit((values) => {
    setFormError(null);
    setDialogError(null);
    setAwaiting(values);
  });

  const confirm = async () => {
    if (!awaiting) return;
    setSending(true);
    setDialogError(null);
    try {
      const result = await withKey(awaiting, (key) => send(awaiting, key));
      setAwaiting(null);
      onSuccess(result, awaiting);
    } catch (error) {
      const text = describe?.(error) ?? errorText(error);
      if (outcomeUnknown(error)) {
        setDialogError(text);
      } else {
        setAwaiting(null);
        setFormError(showServerError(form, error, text));
      }
    } finally {
      setSending(false);
    }
  };

  return {
    /** The form's onSubmit: checks the fields, then asks to confirm. */
    review,
    /** The values waiting for confirmation; the dialog is open while set. */
    awaiting,
    confirm: () => void confirm(),
    cancel: () => setAwaiting(null),
    sending,
    dialogError,
    formError,
  };
}
