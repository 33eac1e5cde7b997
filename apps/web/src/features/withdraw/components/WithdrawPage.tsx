import type { SecurityOverview, WithdrawRules } from '@portal/contracts';
import { ShieldAlert } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { EmptyState } from '../../../components/ui/EmptyState';
import { QueryView } from '../../../components/ui/QueryView';
import { useSecurityOverview } from '../../../lib/member/get-security-overview';
import { memberPageHref } from '../../../lib/member-pages';
import { useWithdrawRules } from '../api/get-withdraw-rules';
import { WithdrawalRecords } from './WithdrawalRecords';
import { WithdrawForm } from './WithdrawForm';
import '../../../components/ui/money.css';
import './withdraw.css';

/**
 * withdraw (SPEC §2, §4): the request form, or, without a payment password or a bank account, the way
 * to the security centre; under it the withdrawals with their receipts.
 */
export function WithdrawPage() {
  const { t } = useTranslation();
  const overview = useSecurityOverview();
  const rules = useWithdrawRules();
  return (
    <div className="money-page">
      <section className="panel" aria-labelledby="withdraw-title">
        <h2 id="withdraw-title" className="panel__title">
          {t('withdraw.request')}
        </h2>
        <QueryView query={overview} isEmpty={() => false} empty={{ title: '' }}>
          {(security) => (
            <QueryView query={rules} isEmpty={() => false} empty={{ title: '' }}>
              {(limits) => <RequestArea security={security} rules={limits} />}
            </QueryView>
          )}
        </QueryView>
      </section>
      <section className="panel" aria-labelledby="withdrawals-title">
        <h2 id="withdrawals-title" className="panel__title">
          {t('withdraw.records')}
        </h2>
        <WithdrawalRecords />
      </section>
    </div>
  );
}

function RequestArea({ security, rules }: { security: SecurityOverview; rules: WithdrawRules }) {
  const { t } = useTranslation();
  const missing = [
    security.paymentPasswordSet ? null : t('withdraw.needPaymentPassword'),
    security.bankAccounts.length > 0 ? null : t('withdraw.needBankAccount'),
  ].filter((item) => item !== null);
  if (missing.length > 0) {
    return (
      <EmptyState
        icon={<ShieldAlert size={32} />}
        title={t('withdraw.setupTitle')}
        text={missing.join(' ')}
        action={
          <Link to={memberPageHref('securityCenter')} className="btn btn--primary">
            {t('withdraw.goToSecurity')}
          </Link>
        }
      />
    );
  }
  return (
    <>
      <ul className="withdraw-rules">
        <li>{t('withdraw.todayCount', { used: rules.usedToday, count: rules.dailyCount })}</li>
        <li>{t('withdraw.autoConfirm', { minutes: rules.autoConfirmMinutes })}</li>
      </ul>
      <WithdrawForm rules={rules} accounts={security.bankAccounts} />
    </>
  );
}
