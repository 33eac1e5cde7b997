/** Query keys of the session feature. Member data is keyed by token, so a new session never sees the old one's. */
export const sessionKeys = {
  member: ['member'] as const,
  info: (token: string | null) => ['member', token, 'info'] as const,
  icon: (token: string | null) => ['member', token, 'icon'] as const,
  balance: (token: string | null) => ['member', token, 'balance'] as const,
  consolidated: (token: string | null) => ['member', token, 'consolidated'] as const,
  captcha: (scope: string) => ['session', 'captcha', scope] as const,
};
