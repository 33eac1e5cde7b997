/** Query keys of the agent back office, under the session's `member` key so a logout drops them. */
export const agentKeys = {
  all: (token: string | null) => ['member', token, 'agent'] as const,
  overview: (token: string | null, range: object) => ['member', token, 'agent', 'overview', range] as const,
  teamPlay: (token: string | null, range: object) => ['member', token, 'agent', 'team-play', range] as const,
  downlines: (token: string | null, filter: object) => ['member', token, 'agent', 'downlines', filter] as const,
  invitation: (token: string | null) => ['member', token, 'agent', 'invitation'] as const,
  notices: (token: string | null, language: string, page: number) =>
    ['member', token, 'agent', 'notices', language, page] as const,
  transactions: (token: string | null, filter: object) => ['member', token, 'agent', 'transactions', filter] as const,
};
