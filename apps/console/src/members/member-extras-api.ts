import type {
  AgentContract,
  ContractKind,
  ContractTier,
  MemberBonusPage,
  MemberSignInPage,
  OpenAgentRequest,
  OpenedAgent,
  OperatorAgentContracts,
} from '@portal/contracts';
import { contractPaths, operatorAgentPaths, operatorMemberExtraPaths } from '@portal/contracts';
import { call, type ListQuery, withName, withQuery } from '../api';

/** The member page's last parts (issue 25): open an agent, a top agent's contracts, bonuses, sign-ins. */
export const memberExtrasApi = {
  openAgent: (body: OpenAgentRequest) => call<OpenedAgent>('POST', operatorAgentPaths.agents, body),
  agentContracts: (agent: string) =>
    call<OperatorAgentContracts>('GET', withQuery(operatorAgentPaths.contracts, { agent })),
  offerContract: (body: {
    downline: string;
    kind: ContractKind;
    period?: string;
    tiers: ContractTier[];
    endsOn?: string;
  }) => call<AgentContract>('POST', contractPaths.operatorOffer, body),
  bonuses: (username: string, query: ListQuery) =>
    call<MemberBonusPage>('GET', withQuery(withName(operatorMemberExtraPaths.bonuses, 'username', username), query)),
  signIns: (username: string, query: ListQuery) =>
    call<MemberSignInPage>('GET', withQuery(withName(operatorMemberExtraPaths.signIns, 'username', username), query)),
};

/** The query keys, so a change can refresh what shows it. */
export const memberExtrasKeys = {
  contracts: (agent: string) => ['member', agent, 'contracts'] as const,
  bonuses: (username: string, page: number) => ['member', username, 'bonuses', page] as const,
  signIns: (username: string, page: number) => ['member', username, 'sign-ins', page] as const,
};
