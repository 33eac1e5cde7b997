import { DepositPanel } from './DepositPanel';
import { DepositRecords } from './DepositRecords';
import '../../../components/ui/money.css';
import './deposit.css';

/** depositv2 (SPEC §2): a new deposit above, the member's deposit records below. */
export default function DepositPage() {
  return (
    <div className="money-page">
      <DepositPanel />
      <DepositRecords />
    </div>
  );
}
