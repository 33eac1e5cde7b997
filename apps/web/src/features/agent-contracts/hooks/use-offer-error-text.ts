import { useTranslation } from 'react-i18next';
import { useErrorMessage } from '../../../lib/errors';
import { ApiError } from '../../../lib/http';
import { useFormatRate } from './use-format-rate';

/**
 * The words for a refused offer. A rate above my own contract says how high it may go, as a percent
 * (the server gives basis points); the two refusals of the downline the catalogue words too broadly
 * get their own; anything else is the catalogue's message.
 */
export function useOfferErrorText(): (error: unknown) => string {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const formatRate = useFormatRate();
  return (error) => {
    if (!(error instanceof ApiError)) return errorMessage(error);
    const max = error.params?.max;
    if (error.code === 'CONTRACT_RATE_ABOVE_UPLINE' && typeof max === 'number') {
      return t('agentContracts.tiers.aboveMineAt', { max: formatRate(max) });
    }
    if (error.field === 'body.downline' && error.code === 'NOT_FOUND')
      return t('agentContracts.offer.problems.notInTeam');
    if (error.field === 'body.downline' && error.code === 'VALIDATION_ERROR') {
      return t('agentContracts.offer.problems.notAnAgent');
    }
    return errorMessage(error);
  };
}
