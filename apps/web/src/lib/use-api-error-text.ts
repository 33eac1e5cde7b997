import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './errors';
import { ApiError } from './http';
import { useFormatMinor } from './use-format-minor';

const amountProblems = new Set(['not_a_number', 'not_positive', 'too_many_decimals', 'too_large', 'outside_limits']);

/**
 * The message of a failed money call. An AMOUNT_INVALID that says what is wrong (params.problem, with
 * min and max in minor units) gets the same precise message the form's own check gives; every other
 * failure the catalogue's message.
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMinor = useFormatMinor();
  return (error) => {
    // The most that may leave, or the turnover still to play (issue 13), comes in minor units: shown as money.
    const money = (value: unknown) => (typeof value === 'string' && /^[0-9]+$/.test(value) ? formatMinor(value) : '');
    if (error instanceof ApiError && error.code === 'DEMO_MONEY_NOT_WITHDRAWABLE') {
      return t('error.demo_money_not_withdrawable', { withdrawable: money(error.params?.withdrawable) });
    }
    if (error instanceof ApiError && error.code === 'TURNOVER_REQUIRED') {
      return t('error.turnover_required', { remaining: money(error.params?.remaining) });
    }
    const problem = error instanceof ApiError && error.code === 'AMOUNT_INVALID' ? error.params?.problem : undefined;
    if (typeof problem !== 'string' || !amountProblems.has(problem) || !(error instanceof ApiError)) {
      return errorMessage(error);
    }
    const { min, max } = error.params ?? {};
    // biome-ignore lint/suspicious/noExplicitAny: checked against the known problems above
    return t(`transfer.amountProblem.${problem}` as any, { min: money(min), max: money(max) }) as string;
  };
}
