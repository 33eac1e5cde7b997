import { settleContractsAt } from '@portal/server/testing';

import { databaseUrl } from './portal.js';

/** The contract settlement as its job runs it, with its clock at `at` (a journey does not wait a day). */
export function settleContracts(at: Date) {
  return settleContractsAt(databaseUrl(), at);
}
