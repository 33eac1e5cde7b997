/**
 * The member centre's pages (SPEC §2), in menu order: their keys, links and title keys. Any feature
 * may link to one; the member centre maps each key to its page (app/member-center/pages.tsx).
 */
export const memberPageKeys = [
  'securityCenter',
  'transferFund',
  'depositv2',
  'withdraw',
  'transferUpline',
  'personalHistoryCopy',
  'transactionHistory',
  'personalProfit',
  'bonusDetails',
  'rewardCenter',
  'referral',
  'missionLeaderboard',
  'messageV2',
  'manualRebate',
  'pointMall',
  /** Feedback (SPEC §3): not in SPEC §2's menu list, but a member's own page like the inbox. */
  'feedback',
  /** Responsible gaming (issue 28): the member's own limits. */
  'responsibleGaming',
] as const;

export type MemberPageKey = (typeof memberPageKeys)[number];

/** The page shown when `?page=` is missing or names no page. */
export const defaultMemberPage: MemberPageKey = 'securityCenter';

export function isMemberPageKey(value: string | null): value is MemberPageKey {
  return value !== null && (memberPageKeys as readonly string[]).includes(value);
}

export const memberPageTitleKey = (key: MemberPageKey) => `memberCenter.pages.${key}` as const;

/** The link to a member centre page (the header, side menu and other pages link this way). */
export const memberPageHref = (key: MemberPageKey) => `/member?page=${key}`;
