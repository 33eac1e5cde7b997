import type { LucideIcon } from 'lucide-react';
import { BanknoteArrowUp, Gamepad2, Gift, HandCoins, QrCode, Trophy, UserRound, Wallet } from 'lucide-react';
import type { Messages } from '../../lib/i18n';

export interface SideMenuEntry {
  key: keyof Messages['nav'];
  icon: LucideIcon;
  to: string;
  /** A member action: visitors get the login dialog, trial users the real-account warning (SPEC §4). */
  member?: boolean;
}

/** Side menu of SPEC §2 (customer services and the language selector follow these links). */
export const sideMenu: readonly SideMenuEntry[] = [
  { key: 'deposit', icon: Wallet, to: '/member?page=depositv2', member: true },
  { key: 'withdraw', icon: BanknoteArrowUp, to: '/member?page=withdraw', member: true },
  { key: 'promotions', icon: Gift, to: '/promotions' },
  { key: 'rewardCenter', icon: Trophy, to: '/member?page=rewardCenter', member: true },
  { key: 'rebate', icon: HandCoins, to: '/member?page=manualRebate', member: true },
  { key: 'memberCenter', icon: UserRound, to: '/member', member: true },
  { key: 'gameCenter', icon: Gamepad2, to: '/sports' },
  { key: 'appQr', icon: QrCode, to: '/down' },
];
