/** Query keys of the deposit feature, under the member's token so a logout drops them. */
export const depositKeys = {
  channels: (token: string | null) => ['member', token, 'deposit-channels'] as const,
  /** Every page and filter of the records: invalidated together after a new deposit. */
  records: (token: string | null) => ['member', token, 'deposits'] as const,
  page: (token: string | null, filter: object) => ['member', token, 'deposits', filter] as const,
};
