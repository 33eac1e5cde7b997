import type { SharedWith } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { linkedAccounts } from './member-links.repository.js';

/**
 * Accounts that may be one person's (issue 22): for each member, the other accounts of the site that
 * share its registration address, its device or a bank account number, by name, so an operator sees
 * them before paying a withdrawal.
 */
export async function sharedWithOf(db: Database, siteId: number, memberIds: bigint[]) {
  const byMember = new Map<bigint, SharedWith>();
  const of = (memberId: bigint) => {
    let shared = byMember.get(memberId);
    if (!shared) {
      shared = { address: [], device: [], bankAccount: [] };
      byMember.set(memberId, shared);
    }
    return shared;
  };
  for (const link of await linkedAccounts(db, siteId, [...new Set(memberIds)])) {
    of(link.memberId)[link.reason].push(link.username);
  }
  return (memberId: bigint): SharedWith => byMember.get(memberId) ?? { address: [], device: [], bankAccount: [] };
}
