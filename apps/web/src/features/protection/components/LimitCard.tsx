import type { MemberLimit } from '@portal/contracts';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AmountField } from '../../../components/ui/AmountField';
import { Button } from '../../../components/ui/Button';
import { toast } from '../../../components/ui/toast';
import { currentLanguage } from '../../../lib/i18n';
import { amountText } from '../../../lib/money-form';
import { useSite } from '../../../lib/site';
import { formatSiteTime } from '../../../lib/time';
import { useApiErrorText } from '../../../lib/use-api-error-text';
import { useFormatMinor } from '../../../lib/use-format-minor';
import { useConfirmLimit, useSetLimit } from '../api/set-limit';

/** One limit: what is in force and what remains in its window, a raise waiting, and the form to change it. */
export function LimitCard({ limit }: { limit: MemberLimit }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const formatMinor = useFormatMinor();
  const errorText = useApiErrorText();
  const setLimit = useSetLimit();
  const confirmLimit = useConfirmLimit();
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string | undefined>();
  const titleId = `limit-${limit.kind}-${limit.period}`;
  const { kind, period, pending } = limit;
  const at = (iso: string) => formatSiteTime(new Date(iso), brand.timeZone, currentLanguage());

  const save = (value: string | null) => {
    setError(undefined);
    if (value !== null) {
      const checked = amountText(brand.currency.decimals).safeParse(value);
      // biome-ignore lint/suspicious/noExplicitAny: the rule's message is an i18n key (money-form's AmountMessageKey)
      if (!checked.success) return setError(t(checked.error.issues[0]!.message as any, { min: '', max: '' }) as string);
    }
    setLimit.mutate(
      { kind, period, amount: value },
      {
        onSuccess: (limits) => {
          setAmount('');
          const now = limits.limits.find((entry) => entry.kind === kind && entry.period === period);
          toast.success(t(now?.pending ? 'protection.raiseWaiting' : 'protection.limitSaved'));
        },
        onError: (failure) => setError(errorText(failure)),
      },
    );
  };

  return (
    <section className="panel limit-card" aria-labelledby={titleId}>
      <h3 id={titleId} className="panel__title">
        {t(`protection.period.${period}`)}
      </h3>
      {limit.amount === null ? (
        <p className="limit-card__amount limit-card__amount--none">{t('protection.noLimit')}</p>
      ) : (
        <>
          <p className="limit-card__amount">{formatMinor(limit.amount)}</p>
          <dl className="limit-card__figures">
            <dt>{t('protection.used')}</dt>
            <dd>{formatMinor(limit.used)}</dd>
            <dt>{t('protection.remaining')}</dt>
            <dd>{formatMinor(limit.remaining ?? '0')}</dd>
          </dl>
        </>
      )}
      {pending ? (
        <div className="limit-card__pending" role="status">
          <p>
            {pending.amount === null
              ? t('protection.removalWaiting', { from: at(pending.confirmableFrom) })
              : t('protection.raiseTo', { amount: formatMinor(pending.amount), from: at(pending.confirmableFrom) })}
          </p>
          <Button
            variant="secondary"
            disabled={!pending.confirmable}
            pending={confirmLimit.isPending}
            onClick={() =>
              confirmLimit.mutate(
                { kind, period },
                {
                  onSuccess: () => toast.success(t('protection.limitSaved')),
                  onError: (failure) => setError(errorText(failure)),
                },
              )
            }
          >
            {t('protection.confirmRaise')}
          </Button>
        </div>
      ) : null}
      <form
        className="limit-card__form"
        onSubmit={(event) => {
          event.preventDefault();
          save(amount.trim());
        }}
      >
        <AmountField
          label={t('protection.newLimit')}
          value={amount}
          onChange={(event) => setAmount(event.target.value)}
          error={error}
        />
        <div className="limit-card__actions">
          <Button type="submit" pending={setLimit.isPending} disabled={amount.trim() === ''}>
            {t('protection.setLimit')}
          </Button>
          {limit.amount !== null && !pending ? (
            <Button type="button" variant="ghost" onClick={() => save(null)}>
              {t('protection.removeLimit')}
            </Button>
          ) : null}
        </div>
      </form>
    </section>
  );
}
