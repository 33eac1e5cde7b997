/** The member's limits, cached per session token. */
export const limitsKeys = {
  all: (token: string | null) => ['member', token, 'limits'] as const,
};
