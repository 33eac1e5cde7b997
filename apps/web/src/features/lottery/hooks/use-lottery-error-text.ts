import { useTranslation } from 'react-i18next';
import { ApiError } from '../../../lib/http';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';

const minor = /^[0-9]+$/;

/**
 * The message of a failed lottery call: the catalogue's, with the money of a payout cap (params.max) or
 * of the right total (params.total) written as the site shows money.
 */
export function useLotteryErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const apiErrorText = useApiErrorText();
  const formatMinor = useFormatMinor();
  return (error) => {
    if (error instanceof ApiError && error.code === 'LOTTERY_PAYOUT_LIMIT') {
      const max = String(error.params?.max ?? '');
      return t('error.lottery_payout_limit', { max: minor.test(max) ? formatMinor(max) : max });
    }
    if (error instanceof ApiError && error.code === 'LOTTERY_TOTAL_MISMATCH') {
      const total = String(error.params?.total ?? '');
      return t('error.lottery_total_mismatch', { total: minor.test(total) ? formatMinor(total) : total });
    }
    return apiErrorText(error);
  };
}
