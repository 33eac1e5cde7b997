import type { Card, DragonTigerView as Draw } from '@portal/house-games';
import type { HouseText, ViewProps } from '../../plugin';
import { Banner, cardSaid, Dealt, Payouts, Said, useReveal } from './shared';

type Side = 'dragon' | 'tiger';

interface PanelProps {
  side: Side;
  /** The card once turned; null face down; undefined not dealt yet. */
  card: Card | null | undefined;
  tone: 'won' | 'lost' | 'tie' | null;
  cardKey: string;
  text: HouseText;
}

/** The backdrop's beast, drawn without fonts: the dragon's slit eye, the tiger's claw marks. */
function Emblem({ side }: { side: Side }) {
  return (
    <svg className="deals-dt__emblem" viewBox="0 0 100 100" aria-hidden="true" focusable="false">
      {side === 'dragon' ? (
        <>
          <path d="M4 50 Q50 6 96 50 Q50 94 4 50Z" fill="none" stroke="currentColor" strokeWidth="4" />
          <circle cx="50" cy="50" r="22" fill="currentColor" opacity="0.6" />
          <ellipse cx="50" cy="50" rx="5" ry="20" fill="#260408" />
        </>
      ) : (
        [14, 38, 62].map((x) => (
          <path
            key={x}
            d={`M${x} 6 C${x + 20} 34 ${x + 18} 66 ${x + 4} 94 C${x + 9} 64 ${x + 9} 36 ${x} 6Z`}
            fill="currentColor"
          />
        ))
      )}
    </svg>
  );
}

/** One side of the table: its beast drawn in CSS behind the card, lit when it wins. */
function Panel({ side, card, tone, cardKey, text }: PanelProps) {
  return (
    <section className={`deals-dt__panel deals-dt__panel--${side}${tone ? ` deals-dt__panel--${tone}` : ''}`}>
      <Emblem side={side} />
      <strong className="deals-dt__name">{text(`spot.${side}`)}</strong>
      <div className="deals-dt__card">
        {card === undefined ? (
          <span className="deals-slot deals-slot--large" aria-hidden="true" />
        ) : (
          <Dealt key={cardKey} card={card} text={text} marked={tone === 'won'} className="deals-dt__dealt" />
        )}
      </div>
    </section>
  );
}

/** Dragon tiger: a card to each side, face down first, turned one after the other; the higher wins. */
export function DragonTigerView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const draw = busy ? undefined : (round?.view as Draw | undefined);
  const roundId = draw && round ? round.roundId : '';
  // Both cards slide in face down, then the dragon turns, then the tiger, then the result.
  const shown = useReveal(roundId, 4, 600, reducedMotion, revealed);
  const done = draw !== undefined && shown >= 4;
  const cardOf = (side: Side, turnAt: number): Card | null | undefined => {
    if (busy) return null;
    if (!draw) return undefined;
    return shown >= turnAt ? draw[side] : null;
  };
  const toneOf = (side: Side): PanelProps['tone'] =>
    !done || !draw ? null : draw.winner === 'tie' ? 'tie' : draw.winner === side ? 'won' : 'lost';
  const result = draw
    ? draw.winner === 'tie'
      ? draw.suitedTie
        ? text('dt.suitedTie')
        : text('dt.tie')
      : text('dt.wins', { side: text(`spot.${draw.winner}`) })
    : '';
  const keyOf = (side: Side, turnAt: number) => `${roundId}-${side}-${shown >= turnAt ? 'up' : 'down'}`;
  return (
    <div className={`deals deals-dt${reducedMotion ? ' deals--still' : ''}`}>
      <div className="deals-dt__table">
        <Panel
          side="dragon"
          card={cardOf('dragon', 2)}
          tone={toneOf('dragon')}
          cardKey={keyOf('dragon', 2)}
          text={text}
        />
        <span className="deals-dt__vs" aria-hidden="true">
          VS
        </span>
        <Panel side="tiger" card={cardOf('tiger', 3)} tone={toneOf('tiger')} cardKey={keyOf('tiger', 3)} text={text} />
      </div>
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && draw ? (
        <Banner tone={draw.winner === 'tie' ? 'tie' : draw.winner === 'dragon' ? 'banker' : 'gold'}>{result}</Banner>
      ) : draw ? (
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('dt.idle')}</Banner>
      )}
      {done && draw ? <Payouts wagers={draw.wagers} text={text} money={money} /> : null}
      <Said>
        {done && draw
          ? text('dt.said', {
              dragon: text('spot.dragon'),
              dragonCard: cardSaid(draw.dragon, text),
              tiger: text('spot.tiger'),
              tigerCard: cardSaid(draw.tiger, text),
              result,
            })
          : ''}
      </Said>
    </div>
  );
}
