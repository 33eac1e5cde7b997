/**
 * The cashier's records as the member and operator pages list them: deposits, channels, withdrawals
 * and their proofs. Plain reads, each scoped by the repository to its site or member; the routes
 * reach them through this service.
 */
export {
  channelsOf,
  depositPage,
  operatorDepositView,
  siteDepositPage,
} from './deposit.repository.js';
export {
  findProof,
  type WithdrawalListRow,
  withdrawalListRow,
  withdrawalPage,
} from './withdraw.repository.js';
