import type { LucideIcon } from 'lucide-react';
import {
  BadgeDollarSign,
  ChartLine,
  Clock,
  Coins,
  History,
  Megaphone,
  ReceiptText,
  Timer,
  UserPlus,
  Users,
  UsersRound,
  Wallet,
} from 'lucide-react';

/** The consolidated flags (SPEC §3) that switch on the salary and dividend pages of the agent menu. */
export type ConsolidatedFlag = 'divtypereq' | 'dailysalreqtype' | 'contracthoursalreq' | 'realtimesalreqtype';

export interface AgentMenuEntry {
  key:
    | 'agentAnnouncement'
    | 'agentTeamOverview'
    | 'registerCenter'
    | 'downlineManagmentView'
    | 'personalHistoryCopy'
    | 'palStatementsAgentCopy'
    | 'agentRevenueReport'
    | 'agentDownlineTransactionDetailsCopy'
    | 'agentDividendRecordCopy2'
    | 'agentDailyWages2'
    | 'agentHourSalary'
    | 'agentRealtimeSalary';
  icon: LucideIcon;
  /** Shown only when this contract type is enabled for the agent. */
  requires?: ConsolidatedFlag;
}

/** The agent centre menu of SPEC §2, in its order. */
export const agentMenu: readonly AgentMenuEntry[] = [
  { key: 'agentAnnouncement', icon: Megaphone },
  { key: 'agentTeamOverview', icon: UsersRound },
  { key: 'registerCenter', icon: UserPlus },
  { key: 'downlineManagmentView', icon: Users },
  { key: 'personalHistoryCopy', icon: History },
  { key: 'palStatementsAgentCopy', icon: ChartLine },
  { key: 'agentRevenueReport', icon: BadgeDollarSign },
  { key: 'agentDownlineTransactionDetailsCopy', icon: ReceiptText },
  { key: 'agentDividendRecordCopy2', icon: Coins, requires: 'divtypereq' },
  { key: 'agentDailyWages2', icon: Wallet, requires: 'dailysalreqtype' },
  { key: 'agentHourSalary', icon: Clock, requires: 'contracthoursalreq' },
  { key: 'agentRealtimeSalary', icon: Timer, requires: 'realtimesalreqtype' },
];

/** The entries an agent sees, given which contract types are enabled. */
export function visibleAgentMenu(enabled: ReadonlySet<ConsolidatedFlag>): AgentMenuEntry[] {
  return agentMenu.filter((entry) => !entry.requires || enabled.has(entry.requires));
}
