import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeftRight,
  BanknoteArrowUp,
  ChartLine,
  Coins,
  Gift,
  HandCoins,
  HeartHandshake,
  History,
  Mail,
  Medal,
  MessageSquareText,
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
    import('../../features/security/components/SecurityCenterPage').then((m) => ({ default: m.SecurityCenterPage })),
  ),
  transferFund: entry(ArrowLeftRight, () =>
    import('../../features/wallet/components/TransferFundPage').then((m) => ({ default: m.TransferFundPage })),
  ),
  depositv2: entry(Wallet, () => import('../../features/deposit/components/DepositPage')),
  withdraw: entry(BanknoteArrowUp, () =>
    import('../../features/withdraw/components/WithdrawPage').then((m) => ({ default: m.WithdrawPage })),
  ),
  transferUpline: entry(SquareArrowUp, () =>
    import('../../features/wallet/components/TransferUplinePage').then((m) => ({ default: m.TransferUplinePage })),
  ),
  personalHistoryCopy: entry(History, () => import('../../features/bets/components/BettingRecordPage')),
  transactionHistory: entry(ReceiptText, () => import('../../features/history/components/TransactionHistoryPage')),
  personalProfit: entry(ChartLine, () => import('../../features/history/components/ProfitPage')),
  bonusDetails: entry(Gift, () => import('../../features/history/components/BonusDetailsPage')),
  rewardCenter: entry(Trophy, () => import('../../features/promotions/components/RewardCenterPage')),
  referral: entry(UserPlus, () =>
    import('../../features/referral/components/ReferralPage').then((page) => ({ default: page.ReferralPage })),
  ),
  missionLeaderboard: entry(Medal, () => import('../../features/missions/components/MissionsPage')),
  messageV2: entry(Mail, () => import('../../features/messages/components/MessagesPage')),
  manualRebate: entry(HandCoins, () => import('../../features/vip/components/RebatePage')),
  pointMall: entry(Coins, () => import('../../features/points/components/PointMall')),
  feedback: entry(MessageSquareText, () => import('../../features/feedback/components/FeedbackPage')),
  responsibleGaming: entry(HeartHandshake, () => import('../../features/protection/components/ResponsibleGamingPage')),
} satisfies Record<MemberPageKey, MemberPageEntry>;

export {
  defaultMemberPage,
  isMemberPageKey,
  type MemberPageKey,
  memberPageHref,
  memberPageKeys,
  memberPageTitleKey,
} from '../../lib/member-pages';
