/** Query keys of the referral page, under the member's token like every member query. */
export const referralKeys = {
  summary: (token: string | null) => ['member', token, 'referral'] as const,
  members: (token: string | null, page: number, pageSize: number) =>
    ['member', token, 'referral', 'members', page, pageSize] as const,
};
