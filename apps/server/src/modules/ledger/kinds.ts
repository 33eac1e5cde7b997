import type { TransactionType } from '@portal/contracts';

/**
 * The journal entry kinds behind each history type. Game kinds are written by the games issue's
 * seamless wallet; the profit report reads them with `memo.category`.
 */
export const kindsOfType: Record<TransactionType, string[]> = {
  deposit: ['deposit'],
  withdraw: ['withdraw_hold', 'withdraw_release'],
  transfer: ['wallet_transfer'],
  member_transfer: ['member_transfer'],
  adjustment: ['adjustment'],
  /** Bonuses, and what agent contracts pay (salaries and dividends). */
  bonus: ['bonus', 'agent_contract'],
  game: ['game_bet', 'game_win', 'game_rollback', 'jackpot_win', 'lottery_bet', 'lottery_payout', 'lottery_refund'],
};

/**
 * Every kind a member's history lists. Others move money inside the portal's books only (`vendor_transfer`: a
 * transfer's money, in transit, reaching the site's account at the vendor), so no member sees them.
 */
export const listedKinds: string[] = Object.values(kindsOfType).flat();

const typeByKind = new Map(
  Object.entries(kindsOfType).flatMap(([type, kinds]) => kinds.map((kind) => [kind, type as TransactionType])),
);

export function typeOfKind(kind: string): TransactionType {
  const type = typeByKind.get(kind);
  if (!type) throw new Error(`journal kind ${kind} has no history type`);
  return type;
}
