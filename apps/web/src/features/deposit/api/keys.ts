import type { Language } from '@portal/contracts';

/**
 * Query keys of the deposit feature, under the member's token so a logout drops them, and the language
 * the site's channel names are asked in.
 */
export const depositKeys = {
  channels: (token: string | null, language: Language) => ['member', token, 'deposit-channels', language] as const,
  /** Every page and filter of the records: invalidated together after a new deposit. */
  records: (token: string | null) => ['member', token, 'deposits'] as const,
  page: (token: string | null, filter: object, language: Language) =>
    ['member', token, 'deposits', filter, language] as const,
};
