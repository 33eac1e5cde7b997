/** Query keys of the security centre, under the session's `member` key so a logout drops them. */
export const securityKeys = {
  overview: (token: string | null) => ['member', token, 'security'] as const,
};
