import { type BankAccount, maxBankAccounts } from '@portal/contracts';
import { Landmark, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/ui/Button';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { EmptyState } from '../../../components/ui/EmptyState';
import { toast } from '../../../components/ui/toast';
import { useErrorMessage } from '../../../lib/errors';
import { useRemoveBankAccount } from '../api/remove-bank-account';
import { AddBankAccountDialog } from './AddBankAccountDialog';

/** The bank accounts withdrawals are paid to (masked numbers), up to `maxBankAccounts`, with add and remove. */
export function BankAccountsPanel({ accounts, realName }: { accounts: BankAccount[]; realName: string | null }) {
  const { t } = useTranslation();
  const errorMessage = useErrorMessage();
  const remove = useRemoveBankAccount();
  const [adding, setAdding] = useState(false);
  const [removing, setRemoving] = useState<BankAccount | null>(null);
  const full = accounts.length >= maxBankAccounts;

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
    } catch {
      return; // The dialog shows the failure from the mutation's state.
    }
    toast.success(t('security.bankAccountRemoved'));
    setRemoving(null);
  };

  return (
    <section className="panel" aria-labelledby="bank-accounts-title">
      <div className="panel__head">
        <h2 id="bank-accounts-title" className="panel__title">
          {t('security.bankAccounts')}
        </h2>
        <Button
          variant="secondary"
          icon={<Plus size={16} aria-hidden="true" />}
          disabled={full}
          onClick={() => setAdding(true)}
        >
          {t('security.addBankAccount')}
        </Button>
      </div>
      <p className="panel__text">
        {full
          ? t('security.bankAccountsFull', { max: maxBankAccounts })
          : t('security.bankAccountsCount', { count: accounts.length, max: maxBankAccounts })}
      </p>
      {accounts.length === 0 ? (
        <EmptyState
          icon={<Landmark size={32} />}
          title={t('security.noBankAccounts')}
          text={t('security.noBankAccountsText')}
        />
      ) : (
        <ul className="bank-list">
          {accounts.map((account) => (
            <li key={account.id} className="bank-item">
              <Landmark size={20} aria-hidden="true" className="bank-item__icon" />
              <div className="bank-item__text">
                <span className="bank-item__bank">{account.bankName}</span>
                <span className="bank-item__number money">{account.accountNumberMasked}</span>
                <span className="bank-item__payee">
                  {account.payeeName}
                  {account.branch ? ` · ${account.branch}` : ''}
                </span>
              </div>
              <button
                type="button"
                className="icon-btn"
                aria-label={t('security.removeBankAccount', {
                  bank: account.bankName,
                  number: account.accountNumberMasked,
                })}
                onClick={() => {
                  remove.reset();
                  setRemoving(account);
                }}
              >
                <Trash2 size={18} aria-hidden="true" />
              </button>
            </li>
          ))}
        </ul>
      )}
      {adding ? <AddBankAccountDialog realName={realName} onClose={() => setAdding(false)} /> : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('security.removeBankAccountTitle')}
        confirmLabel={t('security.remove')}
        onConfirm={() => void confirmRemove()}
        onCancel={() => setRemoving(null)}
        pending={remove.isPending}
        error={remove.isError ? errorMessage(remove.error) : null}
      >
        <p>
          {t('security.removeBankAccountText', {
            bank: removing?.bankName ?? '',
            number: removing?.accountNumberMasked ?? '',
          })}
        </p>
      </ConfirmDialog>
    </section>
  );
}
