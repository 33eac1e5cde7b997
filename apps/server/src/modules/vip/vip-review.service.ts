import { TZDate } from '@date-fns/tz';
import type { Executor } from '../../db/executor.js';
import type { Clock } from '../../platform/clock.js';
import type { Site } from '../../platform/site.types.js';
import { textPicker } from '../../platform/translated.js';
import { raiseVipLevels } from '../identity/member-profile.service.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import { formatAmount, sendMessage } from '../messages/messages.service.js';
import * as repo from './vip-review.repository.js';

export interface VipReviewDeps {
  sites: { byId(id: number): Site | null };
  now: Clock;
}

/** The house account birthday bonuses are paid from. */
export const birthdayExpense = 'HOUSE:BIRTHDAY_EXPENSE';
export const vipReviewCursor = 'vip.review';
const birthdayCursor = 'vip.birthdays';
const birthdayEveryMs = 10 * 60_000;
/**
 * A round is read again for this long after the cursor passed it: a settlement's transaction may commit a
 * little after its settled_at, and raising a level twice changes nothing.
 */
const lookBackMs = 5 * 60_000;
/** After an edit of a site's levels, the review reads this far back on it (the 30 days and a day's margin). */
const rereadAllMs = 31 * 24 * 60 * 60_000;
/** The first run reads this far back. */
const firstRunMs = 60 * 60_000;

/**
 * One review (the job's run): raises the level of every member with a round settled or a deposit credited
 * since the last review, with a message to each, then pays the birthday bonuses due today. Answers what changed.
 */
export async function reviewVip(tx: Executor, deps: VipReviewDeps): Promise<number> {
  const at = new Date(deps.now());
  const siteIds = await repo.sitesWithLevels(tx);
  if (siteIds.length === 0) return 0;
  const cursor = (await repo.readCursor(tx, vipReviewCursor)) ?? new Date(at.getTime() - firstRunMs);
  const reached = await repo.levelsReached(tx, siteIds, new Date(cursor.getTime() - lookBackMs), at);
  // A site whose levels the operator changed: every member who played or deposited in its last 30 days.
  const changed = (await repo.levelsChanged(tx)).filter((mark) => siteIds.includes(mark.siteId));
  if (changed.length > 0) {
    const seen = new Set(reached.map((row) => row.member_id));
    const again = await repo.levelsReached(
      tx,
      changed.map((mark) => mark.siteId),
      new Date(at.getTime() - rereadAllMs),
      at,
    );
    reached.push(...again.filter((row) => !seen.has(row.member_id)));
  }
  // Identity keeps the member's row: it raises them, in this transaction, and says who rose.
  const rose = new Set(
    await raiseVipLevels(
      tx,
      reached.map((row) => ({ memberId: BigInt(row.member_id), level: row.level })),
    ),
  );
  const raised = reached.filter((row) => rose.has(BigInt(row.member_id)));
  for (const row of raised) {
    const site = deps.sites.byId(row.site_id);
    if (!site) continue;
    await sendMessage(tx, site, BigInt(row.member_id), {
      kind: 'vip_level_up',
      text: (texts) => texts.vip.levelUp,
      values: (language) => ({ name: textPicker(site, language)(row.names, row.name), level: String(row.level) }),
    });
  }
  await repo.writeCursor(tx, vipReviewCursor, at);
  for (const mark of changed) await repo.clearLevelsChanged(tx, mark);
  return raised.length + (await birthdayPass(tx, deps, siteIds, at));
}

/**
 * Today's birthdays, at most every 10 minutes (the pass reads every member of a site with a birthday; a
 * member who registers on their birthday is paid within the 10 minutes).
 */
async function birthdayPass(tx: Executor, deps: VipReviewDeps, siteIds: number[], at: Date): Promise<number> {
  const last = await repo.readCursor(tx, birthdayCursor);
  if (last && at.getTime() - last.getTime() < birthdayEveryMs && at >= last) return 0;
  let paid = 0;
  for (const siteId of siteIds) {
    const site = deps.sites.byId(siteId);
    if (site) paid += await payBirthdays(tx, site, at);
  }
  await repo.writeCursor(tx, birthdayCursor, at);
  return paid;
}

/** The month-days that are birthdays today in the site's zone: 29 February's are kept on the 28th otherwise. */
function birthdaysOn(local: TZDate): { year: number; monthDays: string[] } {
  const pad = (value: number) => String(value).padStart(2, '0');
  const year = local.getFullYear();
  const monthDays = [`${pad(local.getMonth() + 1)}-${pad(local.getDate())}`];
  const leap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
  if (!leap && monthDays[0] === '02-28') monthDays.push('02-29');
  return { year, monthDays };
}

/** Pays each member of the site whose birthday is today their level's bonus, once a year (ledger key and row). */
async function payBirthdays(tx: Executor, site: Site, at: Date): Promise<number> {
  const { year, monthDays } = birthdaysOn(new TZDate(at.getTime(), site.brand.timeZone));
  const due = await repo.birthdaysDue(tx, { id: site.id, trialType: site.brand.trialType }, monthDays, year);
  for (const row of due) {
    const memberId = BigInt(row.member_id);
    const amount = BigInt(row.amount);
    const posted = await payFromHouse(tx, {
      siteId: site.id,
      currency: site.brand.currency.code,
      house: birthdayExpense,
      memberId,
      amount,
      idempotencyKey: `birthday:${memberId}:${year}`,
      memo: { reason: 'Birthday bonus' },
    });
    await repo.insertBirthdayBonus(tx, {
      memberId,
      year,
      siteId: site.id,
      level: row.level,
      amount,
      entryId: posted.entryId,
      at,
    });
    if (posted.replayed) continue;
    await sendMessage(tx, site, memberId, {
      kind: 'birthday_bonus',
      text: (texts) => texts.vip.birthday,
      values: (language) => ({ amount: formatAmount(site, amount, language) }),
    });
  }
  return due.length;
}
