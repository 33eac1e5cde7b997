import type { MemberSignInPage } from '@portal/contracts';
import { AppError } from '../../platform/errors.js';
import type { IdentityDeps } from './deps.js';
import { findByUsername } from './member.repository.js';
import { addressesOf, signInPage } from './member-sign-ins.repository.js';

/**
 * The member page's sign-ins (issue 25): the tries with the member's username, newest first, with address, device
 * and result, and the addresses it signed in from with the other accounts of the site seen there. A member of
 * another site is not found.
 */
export async function memberSignIns(
  deps: IdentityDeps,
  siteId: number,
  username: string,
  page: { page: number; pageSize: number },
): Promise<MemberSignInPage> {
  const member = await findByUsername(deps.db, siteId, username);
  if (!member) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });
  const [{ rows, total }, addresses] = await Promise.all([
    signInPage(
      deps.db,
      { siteId, id: member.id, username: member.username },
      (page.page - 1) * page.pageSize,
      page.pageSize,
    ),
    addressesOf(deps.db, siteId, member.id),
  ]);
  return {
    items: rows.map((row) => ({
      at: row.at.toISOString(),
      ip: row.ip,
      device: row.device,
      succeeded: row.succeeded,
      sharedWith: row.shared_with,
    })),
    page: page.page,
    pageSize: page.pageSize,
    total,
    addresses: addresses.map((row) => ({
      ip: row.ip,
      firstSeenAt: row.first_seen_at.toISOString(),
      sharedWith: row.shared_with,
      accounts: row.accounts,
    })),
  };
}
