import { settleContractsAt } from '@portal/server/testing';
import { inject } from 'vitest';

/** The contract settlement as its job runs it, with its clock at `at` (a journey does not wait a day). */
export function settleContracts(at: Date) {
  return settleContractsAt(inject('databaseUrl'), at);
}
