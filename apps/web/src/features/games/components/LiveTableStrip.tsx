import { minorToDecimal, type Room } from '@portal/contracts';
import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { currentLanguage } from '../../../lib/i18n';
import { formatMoney } from '../../../lib/money';
import { useSite } from '../../../lib/site';
import { resultTone } from '../live-tables';
import './live-table-strip.css';

const sides = ['player', 'banker', 'tie', 'dragon', 'tiger', 'player-a', 'player-b', 'andar', 'bahar'] as const;
type Side = (typeof sides)[number];
const isSide = (summary: string): summary is Side => (sides as readonly string[]).includes(summary);
const shownResults = 8;

/**
 * A live table's state on its game card (issue 26): the round's phase, the players seated now, the table's
 * limits and its last results, newest first, as the vendor reports them; refreshed every few seconds.
 */
export function LiveTableStrip({ room }: { room: Room }) {
  const { t } = useTranslation();
  const { brand } = useSite();
  const language = currentLanguage();
  const { symbol, decimals } = brand.currency;
  const money = (minor: string) => formatMoney(minorToDecimal(minor, decimals), { symbol, language, decimals: 0 });
  const label = (summary: string) => {
    if (isSide(summary)) return t(`games.live.side.${summary}`);
    const reds = /^(\d)r$/.exec(summary);
    return reds ? t('games.live.reds', { count: Number(reds[1]) }) : summary;
  };
  return (
    <div className="live-strip" data-testid="live-table">
      <p className="live-strip__line">
        <span className={`live-strip__phase live-strip__phase--${room.phase}`}>
          {t(`games.live.phase.${room.phase}`)}
        </span>
        <span className="live-strip__players" title={t('games.live.players', { count: room.players })}>
          <Users size={12} aria-hidden="true" />
          <span className="visually-hidden">{t('games.live.players', { count: room.players })}</span>
          <span aria-hidden="true">{room.players}</span>
        </span>
      </p>
      <p className="live-strip__limits">
        {t('games.live.limits', { min: money(room.minBet), max: money(room.maxBet) })}
      </p>
      {room.lastResults.length > 0 ? (
        <ol className="live-strip__results" aria-label={t('games.live.lastResults')}>
          {room.lastResults.slice(0, shownResults).map((summary, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: results repeat; their place in the history is their key
            <li key={index} className={`live-result live-result--${resultTone(room.kind, summary)}`}>
              {label(summary)}
            </li>
          ))}
        </ol>
      ) : (
        <p className="live-strip__fresh">{t('games.live.noResults')}</p>
      )}
    </div>
  );
}
