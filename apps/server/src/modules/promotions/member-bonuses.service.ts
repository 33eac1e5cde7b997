import type { MemberBonusPage } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { memberGrantPage, memberIdOnSite } from './member-bonuses.repository.js';
import { turnoverQueue } from './turnover.service.js';

/**
 * A member's bonuses for the operator's member page (issue 25): each grant with its bonus and its turnover (required,
 * counted, left), as the exits count it, read only (a grant found met is closed by the next exit, not here).
 */
export async function memberBonuses(
  db: Database,
  siteId: number,
  username: string,
  page: { page: number; pageSize: number },
): Promise<MemberBonusPage> {
  const memberId = await memberIdOnSite(db, siteId, username);
  if (memberId === null) throw new AppError('NOT_FOUND', { field: 'username', message: 'no such member on this site' });
  const [grants, progress] = await Promise.all([
    memberGrantPage(db, memberId, (page.page - 1) * page.pageSize, page.pageSize),
    turnoverQueue(db, memberId),
  ]);
  const leftOf = (id: string) => {
    const grant = progress.get(id);
    return grant && grant.state === 'process' && !grant.metAt ? grant.required - grant.done : 0n;
  };
  let turnoverLeft = 0n;
  for (const id of progress.keys()) turnoverLeft += leftOf(id);
  return {
    items: grants.rows.map((row) => {
      const required = progress.get(row.id)?.required ?? BigInt(row.turnover_required ?? 0);
      const left = leftOf(row.id);
      const done = progress.get(row.id)?.done ?? (row.state === 'done' ? required : 0n);
      return {
        id: row.id,
        promotion: row.code,
        title: row.title,
        kind: row.kind,
        state: row.state,
        deposit: row.deposit,
        bonus: row.bonus,
        turnoverRequired: String(required),
        turnoverDone: String(done),
        turnoverLeft: String(left),
        createdAt: row.created_at.toISOString(),
        updatedAt: row.updated_at.toISOString(),
      };
    }),
    page: page.page,
    pageSize: page.pageSize,
    total: grants.total,
    bonusInPlay: grants.bonusInPlay,
    turnoverLeft: String(turnoverLeft),
  };
}
