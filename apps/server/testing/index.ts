/**
 * `@portal/server/testing`: the one surface through which the browser journeys (e2e/) and the benchmarks
 * (bench/) start a portal and arrange what they cannot arrange through the HTTP API (an operator account,
 * a site of their own, the local SMS provider's outbox, many lottery orders at once, a lottery draw at a chosen
 * instant). Everything else they do from outside, over HTTP.
 * The server's own code never imports this (dependency-cruiser: testing-surface-stays-out).
 */
export { findFreePort } from '../src/db/embedded.js';
export type { LedgerReport } from '../src/modules/ledger/ledger-check.repository.js';
export { type ServerOptions, ServerProcess } from '../test/bank/server-process.js';
export { adminQuery } from '../test/scratch-postgres.js';
export {
  addMember,
  checkLedgerAt,
  connectDemoStudios,
  createOperator,
  createSite,
  lastMessageTo,
  lastSmsCode,
  setSiteStatus,
} from './arrange.js';
export { buildRealtimeTeam, type RealtimeTeamOptions, settleContractsAt } from './contracts.js';
export { type FundedMember, type FundedMembers, fundedMembers } from './funded-members.js';
export {
  type IssueOutcome,
  type ListedIssue,
  lotteryIssueOutcome,
  openLotteryIssue,
  runLotterySchedulerAt,
  type SchedulerRun,
} from './lottery.js';
export { type BulkOrder, placeWaitingLotteryOrders } from './lottery-bulk-orders.js';
export { fetchPost, type OperatorPost, signInOperatorWith, totpCodeOf } from './operator-sign-in.js';
export { type DemoTemplate, demoDatabase, type RunningPortal, startPortal } from './portal.js';
export type { StatementTime } from './statement-timer.js';
export { type BenchTeam, type BenchTeamOptions, buildBenchTeam } from './team-bulk.js';
