import type { ContractKind } from '@portal/contracts';

/** Query keys of the contract pages, under the session's `member` key so a logout drops them. */
export const contractKeys = {
  all: (token: string | null) => ['member', token, 'agent-contracts'] as const,
  list: (token: string | null, kind: ContractKind, filter: object) =>
    ['member', token, 'agent-contracts', 'list', kind, filter] as const,
  settlements: (token: string | null, filter: object) =>
    ['member', token, 'agent-contracts', 'settlements', filter] as const,
};
