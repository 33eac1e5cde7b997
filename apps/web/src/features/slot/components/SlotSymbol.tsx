import type { slotSymbols } from '@portal/contracts';
import { Bell, Gem, type LucideIcon, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** A symbol of the built-in slot (contracts' slotSymbols). */
export type SymbolName = (typeof slotSymbols)[number];

/** How each symbol is drawn: a card rank as a styled glyph, the specials with an icon. No outside images. */
const looks: Record<SymbolName, { glyph?: string; icon?: LucideIcon; tone: string }> = {
  NINE: { glyph: '9', tone: 'low-a' },
  TEN: { glyph: '10', tone: 'low-b' },
  JACK: { glyph: 'J', tone: 'low-c' },
  QUEEN: { glyph: 'Q', tone: 'low-d' },
  KING: { glyph: 'K', tone: 'mid-a' },
  ACE: { glyph: 'A', tone: 'mid-b' },
  BELL: { icon: Bell, tone: 'high-a' },
  SEVEN: { glyph: '7', tone: 'high-b' },
  WILD: { icon: Sparkles, tone: 'wild' },
  SCATTER: { icon: Gem, tone: 'scatter' },
};

/** One symbol on a reel, named for assistive technology. */
export function SlotSymbol({ symbol, decorative = false }: { symbol: SymbolName; decorative?: boolean }) {
  const { t } = useTranslation();
  const { glyph, icon: Icon, tone } = looks[symbol];
  const face = (
    <>
      {Icon ? <Icon className="slot-symbol__icon" aria-hidden="true" strokeWidth={2.2} /> : null}
      {glyph ? <span className="slot-symbol__glyph">{glyph}</span> : null}
      {symbol === 'WILD' ? <span className="slot-symbol__tag">WILD</span> : null}
    </>
  );
  if (decorative) {
    return (
      <span className={`slot-symbol slot-symbol--${tone}`} aria-hidden="true">
        {face}
      </span>
    );
  }
  return (
    <span className={`slot-symbol slot-symbol--${tone}`} role="img" aria-label={t(`slot.symbol.${symbol}`)}>
      {face}
    </span>
  );
}
