import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BanknoteArrowUp,
  ChartLine,
  Gift,
  HandCoins,
  History,
  Mail,
  Medal,
  ReceiptText,
  ShieldCheck,
  SquareArrowUp,
  Trophy,
  UserPlus,
  Wallet,
} from 'lucide-react';
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';
import type { MemberPageKey } from '../../lib/member-pages';

export interface MemberPageEntry {
  icon: LucideIcon;
  /** The page's content, loaded on first visit; null while the page is not built (a neutral empty state shows). */
  component: LazyExoticComponent<ComponentType> | null;
}

/**
 * One entry: its menu icon and, once built, a loader of a module whose default export is the page's
 * content (React.lazy takes default exports; a named one: `() => import('…').then((m) => ({ default: m.X }))`).
 */
const entry = (icon: LucideIcon, load?: () => Promise<{ default: ComponentType }>): MemberPageEntry => ({
  icon,
  component: load ? lazy(load) : null,
});

/**
 * The member centre's pages (SPEC §2), in menu order: the object's key order is the menu's order.
 * The title of each is `memberCenter.pages.<key>` (see memberPageTitleKey).
 */
export const memberPages = {
  securityCenter: entry(ShieldCheck, () =>
    import('../security/components/SecurityCenterPage').then((m) => ({ default: m.SecurityCenterPage })),
  ),
  transferFund: entry(ArrowLeftRight, () =>
    import('../wallet/components/TransferFundPage').then((m) => ({ default: m.TransferFundPage })),
  ),
  depositv2: entry(Wallet, () => import('../deposit/components/DepositPage')),
  withdraw: entry(BanknoteArrowUp, () =>
    import('../withdraw/components/WithdrawPage').then((m) => ({ default: m.WithdrawPage })),
  ),
  transferUpline: entry(SquareArrowUp, () =>
    import('../wallet/components/TransferUplinePage').then((m) => ({ default: m.TransferUplinePage })),
  ),
  personalHistoryCopy: entry(History, () => import('../bets/components/BettingRecordPage')),
  transactionHistory: entry(ReceiptText, () => import('../history/components/TransactionHistoryPage')),
  personalProfit: entry(ChartLine, () => import('../history/components/ProfitPage')),
  bonusDetails: entry(Gift, () => import('../history/components/BonusDetailsPage')),
  rewardCenter: entry(Trophy),
  referral: entry(UserPlus),
  missionLeaderboard: entry(Medal),
  messageV2: entry(Mail, () => import('../messages/components/MessagesPage')),
  manualRebate: entry(HandCoins),
} satisfies Record<MemberPageKey, MemberPageEntry>;

export {
  defaultMemberPage,
  isMemberPageKey,
  type MemberPageKey,
  memberPageHref,
  memberPageKeys,
  memberPageTitleKey,
} from '../../lib/member-pages';
