import type { ContractKind } from '@portal/contracts';

/** The agent menu's record page of each contract kind (SPEC §2), for the app to route to ContractRecordsPage. */
export const contractKindOfPage = {
  agentDividendRecordCopy2: 'dividend',
  agentDailyWages2: 'daily',
  agentHourSalary: 'hourly',
  agentRealtimeSalary: 'realtime',
} as const satisfies Record<string, ContractKind>;
