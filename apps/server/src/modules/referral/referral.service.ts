import { randomBytes } from 'node:crypto';
import {
  type ReferralRules,
  type ReferralSummary,
  type ReferredMember,
  referralCodeAlphabet,
  referralCodeLength,
} from '@portal/contracts';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/executor.js';
import { siteLocalDay } from '../../db/site-days.js';
import { AppError } from '../../platform/errors.js';
import { maskName } from '../../platform/mask.js';
import type { Site } from '../../platform/site.types.js';
import { payFromHouse } from '../ledger/ledger.service.js';
import { bonusExpense } from '../promotions/reward.service.js';
import * as repo from './referral.repository.js';

/** The days a site without referral rules shows figures over (it pays no reward). */
const figuresDaysWithoutRules = 30;

/** 8 characters, each uniform over the 32 of the alphabet (a byte's low 5 bits): about 10^12 codes. */
export function newReferralCode(): string {
  return Array.from(randomBytes(referralCodeLength), (byte) => referralCodeAlphabet[byte & 31]).join('');
}

/** My code, given on first ask: the unique index decides a race, a clash with another's code draws again. */
async function codeFor(db: Executor, site: Site, memberId: bigint): Promise<string> {
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const code = await repo.codeOf(db, memberId);
    if (code) return code;
    await repo.insertCode(db, memberId, site.id, newReferralCode());
  }
  throw new Error(`no free referral code for member ${memberId}`);
}

/** The member of the site whose code this is (any case); an unknown code (or another site's) is refused. */
export async function referrerOf(db: Executor, site: Site, code: string): Promise<bigint> {
  const holder = await repo.holderOf(db, site.id, code.trim().toUpperCase());
  if (holder === null) throw new AppError('INVITATION_CODE_ERROR', { field: 'referralCode' });
  return holder;
}

/** Records that a new member joined through a referrer's code (the new member can never be its referrer). */
export async function recordReferral(db: Executor, site: Site, referrerId: bigint, referredId: bigint, at: Date) {
  await repo.insertReferral(db, { referredId, referrerId, siteId: site.id, joinedAt: at });
}

/** The site-local month a reward counts in against the cap. */
const monthOf = (site: Site, at: Date) => siteLocalDay(at, site.brand.timeZone).slice(0, 7);

function qualifies(row: repo.ReferralRow, rules: repo.SettingsRow) {
  return (
    row.first_deposit !== null &&
    BigInt(row.first_deposit) >= rules.minDeposit &&
    BigInt(row.valid_bet) >= rules.minValidBet
  );
}

/**
 * Brings the referrer's referrals up to date at `at` and pays what is due, under the referrer's row
 * lock (so a burst of reads pays each reward once and never past the monthly cap): a pending one that
 * met the rules is qualified, one whose days passed expires; qualified ones are paid, oldest first,
 * while the month has room, each in one ledger entry from the bonus expense account keyed by the
 * referred member. A read with nothing open takes no lock.
 */
async function settle(db: Database, site: Site, referrerId: bigint, rules: repo.SettingsRow | null, at: Date) {
  if (!rules || !(await repo.hasOpenReferrals(db, referrerId))) return;
  await db.transaction(async (tx) => {
    await repo.lockReferrer(tx, referrerId);
    const month = monthOf(site, at);
    let room = rules.monthlyCap - (await repo.totalsOf(tx, referrerId, month)).rewarded_month;
    for (const row of await repo.openReferrals(tx, referrerId, rules.withinDays)) {
      const referredId = BigInt(row.referred_id);
      let state = row.state;
      if (state === 'pending' && qualifies(row, rules)) {
        await repo.markState(tx, referredId, 'qualified', at);
        state = 'qualified';
      } else if (state === 'pending' && row.qualify_by <= at) {
        await repo.markState(tx, referredId, 'expired', at);
        continue;
      }
      if (state !== 'qualified' || room <= 0) continue;
      const posted = await payFromHouse(tx, {
        siteId: site.id,
        currency: site.brand.currency.code,
        house: bonusExpense,
        memberId: referrerId,
        amount: rules.reward,
        idempotencyKey: `referral:${referredId}`,
        memo: { reason: 'Referral reward', referred: maskName(row.username) },
      });
      await repo.markRewarded(tx, referredId, { reward: rules.reward, entryId: posted.entryId, at, month });
      room -= 1;
    }
  });
}

/** The site's rules as members and operators read them (null: no referral reward on this site). */
export function rulesView(rules: repo.SettingsRow | null): ReferralRules | null {
  return (
    rules && {
      reward: String(rules.reward),
      minDeposit: String(rules.minDeposit),
      minValidBet: String(rules.minValidBet),
      withinDays: rules.withinDays,
      monthlyCap: rules.monthlyCap,
    }
  );
}

function linkOf(site: Site, code: string) {
  const domain = site.mainDomain ?? site.domains[0] ?? 'localhost';
  return `https://${domain}/register?referralCode=${encodeURIComponent(code)}`;
}

/** referral: my code and link, the site's rules and my totals, after paying what my referrals earned. */
export async function referralSummary(db: Database, site: Site, memberId: bigint, at: Date): Promise<ReferralSummary> {
  const rules = await repo.settingsOf(db, site.id);
  await settle(db, site, memberId, rules, at);
  const code = await codeFor(db, site, memberId);
  const totals = await repo.totalsOf(db, memberId, monthOf(site, at));
  return {
    code,
    link: linkOf(site, code),
    rules: rulesView(rules),
    totals: {
      referred: totals.referred,
      qualified: totals.qualified,
      rewarded: totals.rewarded,
      rewardedThisMonth: totals.rewarded_month,
      earned: totals.earned,
    },
  };
}

function memberView(row: repo.ReferralRow): ReferredMember {
  return {
    account: maskName(row.username),
    joinedAt: row.joined_at.toISOString(),
    qualifyBy: row.qualify_by.toISOString(),
    deposited: row.first_deposit !== null,
    validBet: row.valid_bet,
    state: row.state,
    reward: row.reward,
    rewardedAt: row.rewarded_at?.toISOString() ?? null,
  };
}

/** A page of the members who joined through my code, newest first, after paying what they earned me. */
export async function referredMembers(
  db: Database,
  site: Site,
  memberId: bigint,
  paging: { page: number; pageSize: number },
  at: Date,
) {
  const rules = await repo.settingsOf(db, site.id);
  await settle(db, site, memberId, rules, at);
  const days = rules?.withinDays ?? figuresDaysWithoutRules;
  const [rows, totals] = await Promise.all([
    repo.referralPage(db, memberId, days, paging.page, paging.pageSize),
    repo.totalsOf(db, memberId, monthOf(site, at)),
  ]);
  return { items: rows.map(memberView), page: paging.page, pageSize: paging.pageSize, total: totals.referred };
}
