import type { SecurityOverview } from '@portal/contracts';
import { KeyRound, ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { QueryView } from '../../../components/ui/QueryView';
import { useMemberInfo } from '../../../lib/member/get-member-info';
import { useSecurityOverview } from '../../../lib/member/get-security-overview';
import { openDialog } from '../../../lib/session-dialogs';
import { BankAccountsPanel } from './BankAccountsPanel';
import { PaymentPasswordDialog } from './PaymentPasswordDialog';
import '../../../components/ui/money.css';
import './security.css';

/** securityCenter (SPEC §2): the login password, the payment password and the bank accounts for withdrawals. */
export function SecurityCenterPage() {
  const overview = useSecurityOverview();
  return (
    <QueryView query={overview} isEmpty={() => false} empty={{ title: '' }}>
      {(data) => <SecurityCenter overview={data} />}
    </QueryView>
  );
}

function SecurityCenter({ overview }: { overview: SecurityOverview }) {
  const { t } = useTranslation();
  const info = useMemberInfo();
  const [editingPaymentPassword, setEditingPaymentPassword] = useState(false);
  const { paymentPasswordSet, realName, bankAccounts } = overview;
  return (
    <div className="money-page">
      <div className="security-grid">
        <section className="panel" aria-labelledby="login-password-title">
          <h2 id="login-password-title" className="panel__title">
            {t('security.loginPassword')}
          </h2>
          <p className="panel__text">{t('security.loginPasswordText')}</p>
          <Button
            variant="secondary"
            icon={<KeyRound size={16} aria-hidden="true" />}
            onClick={() => openDialog({ kind: 'change-password', forced: false, username: info.data?.account })}
          >
            {t('security.changeLoginPassword')}
          </Button>
        </section>
        <section className="panel" aria-labelledby="payment-password-title">
          <div className="panel__head">
            <h2 id="payment-password-title" className="panel__title">
              {t('transfer.paymentPassword')}
            </h2>
            <span className={`badge ${paymentPasswordSet ? 'badge--success' : 'badge--warning'}`}>
              {t(paymentPasswordSet ? 'security.isSet' : 'security.notSet')}
            </span>
          </div>
          <p className="panel__text">{t('security.paymentPasswordText')}</p>
          <Button
            variant={paymentPasswordSet ? 'secondary' : 'primary'}
            icon={<ShieldCheck size={16} aria-hidden="true" />}
            onClick={() => setEditingPaymentPassword(true)}
          >
            {t(paymentPasswordSet ? 'security.changePaymentPassword' : 'security.setPaymentPassword')}
          </Button>
        </section>
      </div>
      {realName ? (
        <p className="panel__text">
          {t('security.realName')} <strong className="panel__strong">{realName}</strong>
        </p>
      ) : null}
      <BankAccountsPanel accounts={bankAccounts} realName={realName} />
      {editingPaymentPassword ? (
        <PaymentPasswordDialog isSet={paymentPasswordSet} onClose={() => setEditingPaymentPassword(false)} />
      ) : null}
    </div>
  );
}
