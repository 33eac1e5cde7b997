import type { BonusStanding, MemberBonusPage } from '@portal/contracts';
import type { Database } from '../../db/client.js';
import { AppError } from '../../platform/errors.js';
import { grantTotals, memberGrantPage, memberIdOnSite } from './member-bonuses.repository.js';
import { type TurnoverProgress, turnoverQueue } from './turnover.service.js';

/** The turnover a grant still asks: only one in play (approved, not met) asks any. */
const turnoverLeftOf = (grant: TurnoverProgress | undefined) =>
  grant && grant.state === 'process' && !grant.metAt ? grant.required - grant.done : 0n;
const totalLeft = (progress: Map<string, TurnoverProgress>) =>
  [...progress.values()].reduce((sum, grant) => sum + turnoverLeftOf(grant), 0n);

/**
 * What a member still has in play, beside a withdrawal (issue 25 "Cashier": risk hints): the bonus of the grants not
 * played through and the turnover they still ask, counted as the member's own exits count it.
 */
export async function bonusStanding(db: Database, memberId: bigint): Promise<BonusStanding> {
  const [totals, progress] = await Promise.all([grantTotals(db, memberId), turnoverQueue(db, memberId)]);
  const inPlay = [...progress.values()].filter((grant) => turnoverLeftOf(grant) > 0n).length;
  return { bonusInPlay: totals.bonusInPlay, turnoverLeft: String(totalLeft(progress)), grantsInPlay: inPlay };
}

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
  const leftOf = (id: string) => turnoverLeftOf(progress.get(id));
  const turnoverLeft = totalLeft(progress);
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
