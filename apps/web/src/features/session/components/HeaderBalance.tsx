import { minorToDecimal } from '@portal/contracts';
import { Eye, EyeOff, RefreshCw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { useBalance } from '../../../lib/member/get-balance';
import { formatMoney, hiddenAmount } from '../../../lib/money';
import { useSite } from '../../../lib/site';
import { useHiddenBalance } from '../hooks/use-hidden-balance';

/** The header balance (SPEC §2): the wallets' total in the site currency, a hide toggle and a refresh. */
export function HeaderBalance({ compact = false }: { compact?: boolean }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const balance = useBalance();
  const [hidden, toggleHidden] = useHiddenBalance();
  const { symbol, decimals } = brand.currency;
  let amount: string;
  if (hidden) amount = hiddenAmount;
  else if (balance.data)
    amount = formatMoney(minorToDecimal(balance.data.total, decimals), {
      symbol,
      language: currentLanguage(),
      decimals: Math.min(decimals, 2),
    });
  else amount = balance.isError ? t('member.balanceUnavailable') : '…';

  // A vendor that did not answer is left out of the total: marked, and said in the title.
  const partial = !hidden && balance.data?.partial === true;
  return (
    <div className={`balance${compact ? ' balance--compact' : ''}`}>
      <span className="visually-hidden">{t('member.balance')}</span>
      <span
        className="balance__amount"
        data-testid="header-balance"
        aria-live="polite"
        title={partial ? t('member.balancePartial') : undefined}
      >
        {amount}
        {partial ? (
          <>
            <sup aria-hidden="true">*</sup>
            <span className="visually-hidden">{t('member.balancePartial')}</span>
          </>
        ) : null}
      </span>
      <button
        type="button"
        className="icon-btn balance__btn"
        aria-label={hidden ? t('member.showBalance') : t('member.hideBalance')}
        aria-pressed={hidden}
        onClick={toggleHidden}
      >
        {hidden ? <EyeOff size={16} aria-hidden="true" /> : <Eye size={16} aria-hidden="true" />}
      </button>
      {compact ? null : (
        <button
          type="button"
          className="icon-btn balance__btn"
          aria-label={t('member.refreshBalance')}
          disabled={balance.isFetching}
          onClick={() => void balance.refetch()}
        >
          <RefreshCw size={16} aria-hidden="true" className={balance.isFetching ? 'spin' : undefined} />
        </button>
      )}
    </div>
  );
}
