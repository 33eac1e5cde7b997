import { type ErrorCode, errorCatalog } from '@portal/contracts';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { ApiError, isKnownErrorCode } from './http';
import { currentLanguage } from './i18n';
import { formatSiteTime } from './time';

/** The i18n keys of SPEC §8 messages that a failure can turn into. */
export type ErrorMessageKey = (typeof errorCatalog)[ErrorCode]['message'] | 'error.network' | 'error.unknown';

/**
 * The one place that turns any failure into a message key: a contract error code maps through the
 * `errorCatalog`, a network failure to "network link abnormal", anything else to "unknown error".
 */
export function errorMessageKey(error: unknown): ErrorMessageKey {
  if (error instanceof ApiError) {
    if (error.code === 'NETWORK_ERROR') return 'error.network';
    if (isKnownErrorCode(error.code)) return errorCatalog[error.code].message;
    return 'error.unknown';
  }
  // fetch() rejects with a TypeError when the network is down, should a call bypass lib/http.
  if (error instanceof TypeError && /fetch|network/i.test(error.message)) return 'error.network';
  return 'error.unknown';
}

/** The translated message for a failure, in the interface's current language. */
export function errorMessage(error: unknown, t: TFunction): string {
  const params = error instanceof ApiError ? error.params : undefined;
  // A break taken for good has no end to name; one with an end names it as a date of the reader's language.
  if (error instanceof ApiError && error.code === 'PLAY_EXCLUDED') {
    const until = typeof params?.until === 'string' && params.until !== '' ? new Date(params.until) : null;
    if (!until || Number.isNaN(until.getTime())) return t('error.play_excluded_for_good');
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return t('error.play_excluded', { until: formatSiteTime(until, zone, currentLanguage()) });
  }
  return t(errorMessageKey(error), params ?? {});
}

/** Hook form of `errorMessage`, so the message follows language changes. */
export function useErrorMessage(): (error: unknown) => string {
  const { t } = useTranslation();
  return (error) => errorMessage(error, t);
}
