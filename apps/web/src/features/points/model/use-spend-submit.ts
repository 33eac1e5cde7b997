import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { showServerError } from '../../../lib/money-form';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import type { PointBalance } from '../api/get-points';

/**
 * Submitting a form that spends points (redeem, convert): the form's rules first, then the enc call;
 * a refusal goes under the field the server names (a wrong payment password, too few points, no stock),
 * else above the form. Answers the form's onSubmit and the message for its alert.
 */
export function useSpendSubmit<V extends FieldValues, B>({
  form,
  mutation,
  toBody,
  onDone,
}: {
  form: UseFormReturn<V>;
  mutation: UseMutationResult<PointBalance, Error, B>;
  toBody: (values: V) => B;
  onDone: (values: V) => void;
}) {
  const errorText = useApiErrorText();
  const [formError, setFormError] = useState<string | null>(null);
  const submit = form.handleSubmit((values) => {
    setFormError(null);
    mutation.mutate(toBody(values), {
      onSuccess: () => onDone(values),
      onError: (error) => setFormError(showServerError(form, error, errorText(error))),
    });
  });
  return { submit, formError };
}
