import { type Jackpot, languageTags, minorToDecimal } from '@portal/contracts';
import { Crown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Skeleton } from '../../../components/ui/Skeleton';
import { formatMoney } from '../../../lib/money';
import { numberFormat } from '../../../lib/number-format';
import { useSite } from '../../../lib/site';
import { useFormatRate } from '../../../lib/use-format-rate';
import { useJackpot } from '../api/get-jackpot';
import { useContentLanguage } from '../api/use-content-language';
import { useJackpotLive } from '../api/watch-jackpot';

/**
 * The site's progressive jackpot (issue 24): the real pool in the site's currency, two decimals (SPEC §9), in
 * tabular figures so the digits do not jump sideways, kept current by the server's live stream. Under it, the
 * published terms (the share of a slot bet it takes and the odds of a 1.00 bet) and its last winner. Screen
 * readers are not told every change. A site that runs no jackpot shows nothing here.
 */
export function JackpotTicker() {
  const { t } = useTranslation();
  const jackpot = useJackpot();
  useJackpotLive(jackpot.isSuccess);
  if (jackpot.isError) return null;
  return (
    <section className="jackpot" aria-labelledby="jackpot-title">
      <div className="jackpot__label">
        <Crown size={24} aria-hidden="true" />
        <h2 id="jackpot-title" className="jackpot__title">
          {t('content.jackpot')}
        </h2>
      </div>
      {jackpot.data ? <JackpotFigures jackpot={jackpot.data} /> : <Skeleton width="70%" height={44} />}
    </section>
  );
}

/** The bet the odds are told for: one unit of the currency, or a thousand of one too small to bet (the dong). */
const referenceBet = (decimals: number) => (decimals === 0 ? 1000n : 10n ** BigInt(decimals));

function JackpotFigures({ jackpot }: { jackpot: Jackpot }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const language = useContentLanguage();
  const formatRate = useFormatRate();
  const { symbol, decimals } = brand.currency;
  const money = (minor: string) => formatMoney(minorToDecimal(minor, decimals), { symbol, language, decimals: 2 });
  const unit = referenceBet(decimals);
  const terms = t('content.jackpotTerms', {
    share: formatRate(jackpot.shareBp),
    bet: money(String(unit)),
    // At least one in one: a stake per win below the bet means it always wins.
    odds: numberFormat(languageTags[language], { maximumFractionDigits: 1 }).format(
      Math.max(1, Number(jackpot.stakePerWin) / Number(unit)),
    ),
  });
  return (
    <>
      <p className="jackpot__amount figures" aria-live="off" data-testid="jackpot-amount">
        {money(jackpot.amount)}
      </p>
      <p className="jackpot__note">
        <span>{terms}</span>
        {jackpot.lastWin && (
          <span data-testid="jackpot-last-win">
            {t('content.jackpotLastWin', {
              name: jackpot.lastWin.customerName,
              amount: money(jackpot.lastWin.amount),
              game: jackpot.lastWin.gameName,
            })}
          </span>
        )}
      </p>
    </>
  );
}
