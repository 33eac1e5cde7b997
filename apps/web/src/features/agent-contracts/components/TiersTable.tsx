import type { ContractTier } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useFormatRate } from '../hooks/use-format-rate';
import '../../../components/ui/data.css';

/**
 * A contract's tiers: the rate a team earns once its valid bet and active members for the period both
 * reach a row's figures. Three narrow columns fit a phone, so it stays a table there too.
 */
export function TiersTable({ tiers, caption }: { tiers: readonly ContractTier[]; caption: string }) {
  const { t } = useTranslation();
  const formatMinor = useFormatMinor();
  const formatRate = useFormatRate();
  return (
    <table className="data-table tiers-table">
      <caption className="visually-hidden">{caption}</caption>
      <thead>
        <tr>
          <th scope="col" className="data-table__num">
            {t('agentContracts.tiers.validBet')}
          </th>
          <th scope="col" className="data-table__num">
            {t('agentContracts.tiers.activeMembers')}
          </th>
          <th scope="col" className="data-table__num">
            {t('agentContracts.tiers.rate')}
          </th>
        </tr>
      </thead>
      <tbody>
        {tiers.map((tier) => (
          <tr key={`${tier.validBet}:${tier.activeMembers}`}>
            <td className="data-table__num figures">{formatMinor(tier.validBet)}</td>
            <td className="data-table__num figures">{tier.activeMembers}</td>
            <td className="data-table__num figures">{formatRate(tier.rate)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
