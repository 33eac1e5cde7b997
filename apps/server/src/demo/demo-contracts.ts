import type { ContractKind, ContractTier } from '@portal/contracts';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { members, sites } from '../db/schema/index.js';
import { insertOffer, setContractState } from '../modules/agent-contracts/contract.repository.js';

const tier = (validBet: bigint, activeMembers: number, rate: number): ContractTier => ({
  validBet: String(validBet),
  activeMembers,
  rate,
});

/** What the site gives the demo agent of each kind (rates in basis points; valid bets in minor units). */
const demoContracts: { kind: ContractKind; period: string; tiers: ContractTier[] }[] = [
  { kind: 'dividend', period: 'W', tiers: [tier(0n, 0, 2000), tier(10_000_00n, 5, 3000), tier(50_000_00n, 20, 4000)] },
  { kind: 'daily', period: 'D', tiers: [tier(0n, 0, 50), tier(5_000_00n, 3, 80), tier(20_000_00n, 10, 120)] },
  { kind: 'hourly', period: 'HOUR', tiers: [tier(0n, 0, 20), tier(1_000_00n, 2, 30)] },
  { kind: 'realtime', period: 'MIN5', tiers: [tier(0n, 0, 10), tier(500_00n, 2, 15)] },
];

/**
 * The demo agent holds a running contract of every kind from the site, so its back office shows the
 * four contract pages and it can offer its own downlines contracts within those rates.
 */
export async function seedDemoContracts(db: Database, siteCode: string): Promise<void> {
  const [agent] = await db
    .select({ id: members.id, siteId: members.siteId })
    .from(members)
    .innerJoin(sites, eq(sites.id, members.siteId))
    .where(and(eq(sites.code, siteCode), eq(members.username, 'agent01')));
  if (!agent) return;
  const at = new Date();
  for (const contract of demoContracts) {
    const id = await insertOffer(db, {
      siteId: agent.siteId,
      uplineId: null,
      downlineId: agent.id,
      endsOn: null,
      at,
      ...contract,
    });
    if (id !== null) await setContractState(db, id, { state: 'accepted', at });
  }
}
