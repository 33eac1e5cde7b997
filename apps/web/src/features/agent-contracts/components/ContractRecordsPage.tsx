import type { ContractKind } from '@portal/contracts';
import { useState } from 'react';
import { ContractsSection } from './ContractsSection';
import { OfferContractDialog } from './OfferContractDialog';
import { SettlementsSection } from './SettlementsSection';
import '../../../components/ui/history.css';
import '../../../components/ui/money.css';
import './contracts.css';

/**
 * agentDividendRecordCopy2, agentDailyWages2, agentHourSalary and agentRealtimeSalary: one page per
 * contract kind, with the contracts I hold and gave of it, and what they paid period by period.
 */
export default function ContractRecordsPage({ kind }: { kind: ContractKind }) {
  const [offering, setOffering] = useState(false);
  return (
    <div className="contract-page">
      <ContractsSection kind={kind} onOffer={() => setOffering(true)} />
      <SettlementsSection kind={kind} />
      <OfferContractDialog open={offering} kind={kind} onClose={() => setOffering(false)} />
    </div>
  );
}
