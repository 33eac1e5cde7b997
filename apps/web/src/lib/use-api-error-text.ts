import { type ErrorCode, errorCatalog } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useErrorMessage } from './errors';
import { ApiError, isKnownErrorCode } from './http';
import { useFormatMinor } from './use-format-minor';

const amountProblems = new Set(['not_a_number', 'not_positive', 'too_many_decimals', 'too_large', 'outside_limits']);

/** Refusals whose params carry an amount in minor units (issues 13, 22), shown as money: code -> param. */
const moneyParams: Partial<Record<ErrorCode, string>> = {
  DEMO_MONEY_NOT_WITHDRAWABLE: 'withdrawable',
  TURNOVER_REQUIRED: 'remaining',
  BONUS_FUNDS_ELSEWHERE: 'missing',
  LIMIT_REACHED: 'remaining',
};

/**
 * The message of a failed money call. An AMOUNT_INVALID that says what is wrong (params.problem, with
 * min and max in minor units) gets the same precise message the form's own check gives; a refusal that
 * names an amount (what may leave, the turnover still to play, what must be back in the main wallet)
 * shows it as money; every other failure the catalogue's message.
 */
export function useApiErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatMinor = useFormatMinor();
  return (error) => {
    const money = (value: unknown) => (typeof value === 'string' && /^[0-9]+$/.test(value) ? formatMinor(value) : '');
    const code = error instanceof ApiError && isKnownErrorCode(error.code) ? error.code : undefined;
    const param = code && moneyParams[code];
    if (code && param) {
      const amount = { [param]: money((error as ApiError).params?.[param]) };
      // biome-ignore lint/suspicious/noExplicitAny: the catalogue's message of a code above, with its one amount
      return t(errorCatalog[code].message as any, amount) as string;
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
