import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatMoney } from '../../../lib/money';
import { useSite } from '../../../lib/site';
import { useJackpot } from '../api/get-jackpot';
import { useContentLanguage } from '../api/use-content-language';
import { hundredthsToDecimal, useJackpotTicker } from '../hooks/use-jackpot-ticker';

/**
 * The jackpot (SPEC §9): the server's figure growing in the site's currency, two decimals, in tabular
 * figures so the digits do not jump sideways. Screen readers are not told every tick. A site that runs
 * no jackpot shows nothing here.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const { brand } = useSite();
  const language = useContentLanguage();
  const jackpot = useJackpot();
  const value = useJackpotTicker(jackpot.data, brand.currency.decimals);
  if (jackpot.isError) return null;
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__label">
        <Crown size={24} aria-hidden="true" />
        <h2 id="jackpot-title" className="jackpot__title">
          {t('content.jackpot')}
        </h2>
      </div>
      {value === null ? (
        <Skeleton width="70%" height={44} />
      ) : (
        <p className="jackpot__amount figures" aria-live="off" data-testid="jackpot-amount">
          {formatMoney(hundredthsToDecimal(value), { symbol: brand.currency.symbol, language, decimals: 2 })}
        </p>
      )}
    </section>
  );
}
