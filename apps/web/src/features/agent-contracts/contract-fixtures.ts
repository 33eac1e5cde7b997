import {
  type AgentContract,
  type ContractKind,
  type ContractSettlement,
  type ContractTier,
  contractKinds,
  contractPaths,
  contractRelayOfKind,
  memberPaths,
  relayPath,
} from '@portal/contracts';
import { agentApi } from '../../test/agent';
import type { FakeRequest } from '../../test/fake-api';
import { ok } from '../../test/fixtures';

/** My own daily salary: 0.50 % for any team, 0.80 % from ₫5,000.00 and 3 members, 1.20 % from ₫20,000.00 and 10. */
export const myTiers: ContractTier[] = [
  { validBet: '0', activeMembers: 0, rate: 50 },
  { validBet: '500000', activeMembers: 3, rate: 80 },
  { validBet: '2000000', activeMembers: 10, rate: 120 },
];

export const contract = (id: string, overrides: Partial<AgentContract> = {}): AgentContract => ({
  id,
  kind: 'daily',
  period: 'D',
  role: 'held',
  upline: null,
  downline: 'agent01',
  tiers: myTiers,
  state: 'accepted',
  terminationRequestedBy: null,
  endReason: null,
  endsOn: null,
  offeredAt: '2025-01-02T03:00:00Z',
  acceptedAt: '2025-01-02T04:00:00Z',
  endedAt: null,
  ...overrides,
});

export const settlement = (id: string, overrides: Partial<ContractSettlement> = {}): ContractSettlement => ({
  id,
  contractId: '1',
  kind: 'daily',
  role: 'held',
  upline: null,
  downline: 'agent01',
  // The site's 14 January (UTC+7).
  periodStart: '2025-01-13T17:00:00Z',
  periodEnd: '2025-01-14T17:00:00Z',
  validBet: '1234567',
  profitLoss: '-45000',
  activeMembers: 4,
  rate: 80,
  amount: '9876',
  state: 'paid',
  reason: null,
  paidAt: '2025-01-14T17:05:00Z',
  ...overrides,
});

export const relayOf = (kind: ContractKind) => relayPath(contractRelayOfKind[kind]);
type Body = { action: string; role?: string; state?: string; page?: number; pageSize?: number };
const bodyOf = (request: FakeRequest) => request.body as Body;

/**
 * The fake API with agent01 signed in, holding and giving `contracts` (any kind): each kind's relay
 * lists them by side and state as the server does; `decide` answers the other actions, and
 * `settlements` the records.
 */
export async function contractsApi({
  contracts = [],
  settlements = [],
  decide = () => ok(contracts[0]),
}: {
  contracts?: AgentContract[];
  settlements?: ContractSettlement[];
  decide?: (request: FakeRequest) => Response | Promise<Response>;
} = {}) {
  const api = await agentApi();
  api.on('GET', memberPaths.consolidated, () =>
    ok({ dailysalreqtype: true, divtypereq: true, contracthoursalreq: true, realtimesalreqtype: true }),
  );
  for (const kind of contractKinds) {
    api.on('POST', relayOf(kind), (request) => {
      const { action, role, state, page = 1, pageSize = 20 } = bodyOf(request);
      if (action !== 'list') return decide(request);
      const items = contracts.filter(
        (item) => item.kind === kind && (!role || item.role === role) && (!state || item.state === state),
      );
      return ok({ items: items.slice((page - 1) * pageSize, page * pageSize), page, pageSize, total: items.length });
    });
  }
  api.on('GET', contractPaths.settlements, ({ query }) =>
    ok({ items: settlements, page: Number(query.get('page')), pageSize: 20, total: settlements.length }),
  );
  return {
    ...api,
    /** The bodies of the relay calls of a kind other than list. */
    actions: (kind: ContractKind = 'daily') =>
      api
        .calls('POST', relayOf(kind))
        .map(bodyOf)
        .filter((body) => body.action !== 'list'),
    lists: (kind: ContractKind = 'daily') =>
      api
        .calls('POST', relayOf(kind))
        .map(bodyOf)
        .filter((body) => body.action === 'list'),
  };
}
