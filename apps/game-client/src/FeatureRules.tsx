import type { SlotTitle } from '@portal/contracts';
import type { TitleArt } from './art';
import type { Translate } from './i18n';
import { formatMoney } from './money';
import { SymbolFace } from './SymbolFace';

interface FeatureProps {
  title: SlotTitle;
  art: TitleArt;
  bet: bigint;
  locale: string;
  t: Translate;
}

/** The title's features as rules (tumbles, expanding wilds, free spins, hold and spin), in the player's language. */
export function FeatureRules({ title, t }: Omit<FeatureProps, 'art' | 'bet' | 'locale'>) {
  const features = title.features;
  if (!features) return null;
  const { freeSpins, holdAndSpin } = features;
  return (
    <>
      {features.tumble && <li>{t('tumbleRule')}</li>}
      {features.expandingWildReels.length > 0 && (
        <li>{t('expandingRule', { reels: features.expandingWildReels.map((reel) => reel + 1).join(', ') })}</li>
      )}
      {freeSpins && (
        <li>
          {t('freeSpinsRule', {
            min: title.minimumCount,
            awards: freeSpins.awards.join(' / '),
            multiplier: freeSpins.multiplier,
            max: freeSpins.max,
          })}
        </li>
      )}
      {holdAndSpin && (
        <li>
          {t('holdRule', { trigger: holdAndSpin.trigger, respins: holdAndSpin.respins, full: holdAndSpin.fullScreen })}
        </li>
      )}
    </>
  );
}

/** The hold and spin coins' worth at the current bet, as paytable rows. */
export function CoinRows({ title, art, bet, locale, t }: FeatureProps) {
  const values = title.features?.holdAndSpin?.values;
  if (!values) return null;
  return (
    <>
      {Object.entries(values).map(([coin, worth]) => (
        <tr key={coin}>
          <th scope="row">
            <span className="paytable__face">
              <SymbolFace face={art.faces[coin]} name={coin} />
            </span>
          </th>
          <td colSpan={3}>
            <span className="paytable__count">{t('coinWorth')}</span>{' '}
            {formatMoney(bet * BigInt(worth), title.currency, locale)}
          </td>
        </tr>
      ))}
    </>
  );
}
