import type { SlotSpin } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useFormatMinor } from '../../../lib/use-format-minor';

/** What the round paid, announced politely: the total, then each winning line. */
export function WinSummary({ round, spinning }: { round: SlotSpin | null; spinning: boolean }) {
  const { t } = useTranslation();
  const money = useFormatMinor();
  let text: string;
  if (spinning) text = t('slot.goodLuck');
  else if (!round) text = t('slot.placeBet');
  else if (round.wins.length === 0) text = t('slot.noWin');
  else text = t('slot.youWon', { amount: money(round.win) });
  const won = !spinning && round !== null && round.wins.length > 0;
  return (
    <div className={`slot__summary${won ? ' slot__summary--won' : ''}`} aria-live="polite">
      <p className="slot__headline">{text}</p>
      {won ? (
        <ul className="slot__wins">
          {round.wins.map((win) => (
            <li key={`${win.line}-${win.symbol}`} className="figures">
              {win.line === 0
                ? t('slot.scatterWin', { symbols: win.count, amount: money(win.amount) })
                : t('slot.winLine', {
                    line: win.line,
                    symbols: win.count,
                    symbol: t(`slot.symbol.${win.symbol}`),
                    amount: money(win.amount),
                  })}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
