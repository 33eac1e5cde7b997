import type { Language, TransactionType } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';
import { transactionPage } from '../history/history.service.js';
import type { LotteryDeps } from '../lottery/order.service.js';
import { type OrderQuery, orderHistory } from '../lottery/order-query.service.js';
import { betRecords } from '../provider/records/records.service.js';
import type { IdentityDeps } from './deps.js';
import { memberOfSiteOrFail } from './member-notes.service.js';

/**
 * A member's money and play on its page in the operator console (issue 25): each answer is the one the member
 * itself gets from its own call, made by that call's service for the member the operator names; nothing here
 * computes a statement, a round or an order a second way. Another site's member is not found.
 */

interface Paged {
  page: number;
  pageSize: number;
}
type DayRange = Paged & { from: string; to: string };

/** The member's ledger statement (ODSFE2_MemTransDet's): its account movements in a range of site days. */
export async function memberStatement(
  deps: IdentityDeps,
  site: Site,
  username: string,
  query: DayRange & { type?: TransactionType | undefined },
  language: Language,
) {
  const member = await memberOfSiteOrFail(deps, site.id, username);
  return transactionPage(deps.db, site, member.id, query, language);
}

/** The member's rounds (the betting record's): stake, win and profit, newest first. */
export async function memberRounds(
  deps: IdentityDeps,
  site: Site,
  username: string,
  query: DayRange,
  language: Language,
) {
  const member = await memberOfSiteOrFail(deps, site.id, username);
  return betRecords(deps.db, site, language, member.id, query);
}

/** The member's lottery orders (its order history's), newest first. */
export async function memberLotteryOrders(
  deps: IdentityDeps,
  lottery: LotteryDeps,
  site: Site,
  username: string,
  query: OrderQuery,
  language: Language,
) {
  const member = await memberOfSiteOrFail(deps, site.id, username);
  return orderHistory(lottery, site, member.id, query, language);
}
