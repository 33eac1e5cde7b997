import { type Card, type BaccaratView as Coup, rankOf } from '@portal/house-games';
import type { CSSProperties } from 'react';
import { Banner, cardsSaid, Dealt, Said, Slot, useReveal } from '../../house/families/deals/shared';
import type { ViewProps } from '../../house/plugin';
import { useLiveTable } from '../context';

type Side = 'player' | 'banker';
/** A card of the coup: not dealt yet (undefined), face down (null) or turned. */
type Shown = Card | null | undefined;

const points = (card: Card): number => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};
const totalOf = (cards: readonly Card[]) => cards.reduce((sum, card) => sum + points(card), 0) % 10;

type Step = { deal: [Side, number][] } | { turn: [Side, number] } | { end: true };

/**
 * The squeeze: the four first cards go down face down, then each is squeezed (peeled up slowly) in turn, player
 * first; a third card goes down and is squeezed the same way; then the result. The steps share the table's reveal.
 */
function stepsOf(coup: Coup): Step[] {
  const steps: Step[] = [
    {
      deal: [
        ['player', 0],
        ['banker', 0],
        ['player', 1],
        ['banker', 1],
      ],
    },
    { turn: ['player', 0] },
    { turn: ['banker', 0] },
    { turn: ['player', 1] },
    { turn: ['banker', 1] },
  ];
  if (coup.playerCards.length === 3) steps.push({ deal: [['player', 2]] }, { turn: ['player', 2] });
  if (coup.bankerCards.length === 3) steps.push({ deal: [['banker', 2]] }, { turn: ['banker', 2] });
  steps.push({ end: true });
  return steps;
}

/** The cards of each side after the first `shown` steps. */
function cardsAfter(coup: Coup, steps: Step[], shown: number): Record<Side, Shown[]> {
  const sides: Record<Side, Shown[]> = { player: [], banker: [] };
  for (const step of steps.slice(0, shown)) {
    if ('deal' in step) for (const [side, i] of step.deal) sides[side][i] = null;
    if ('turn' in step) {
      const [side, i] = step.turn;
      sides[side][i] = (side === 'player' ? coup.playerCards : coup.bankerCards)[i];
    }
  }
  return sides;
}

/** Squeeze baccarat: punto banco whose cards are turned slowly, one at a time, over the table's reveal. */
export function SqueezeBaccaratView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const { revealMs } = useLiveTable();
  const coup = busy ? undefined : (round?.view as Coup | undefined);
  const roundId = coup && round ? round.roundId : '';
  const steps = coup ? stepsOf(coup) : [];
  const pace = Math.max(300, Math.round((revealMs * 0.92) / Math.max(steps.length, 1)));
  const shown = useReveal(roundId, steps.length, pace, reducedMotion, revealed);
  const done = coup !== undefined && shown >= steps.length;
  const cards = coup ? cardsAfter(coup, steps, shown) : { player: [], banker: [] };
  // A total counts a card once its squeeze is over, not while it is being peeled.
  const counted = coup ? cardsAfter(coup, steps, done ? shown : Math.max(0, shown - 1)) : cards;
  const peel = { '--live-peel': `${Math.round(pace * 0.85)}ms` } as CSSProperties;

  const side = (name: Side) => {
    const mine = cards[name];
    const turned = counted[name].filter((card): card is Card => typeof card === 'number');
    const won = done && coup && (coup.winner === name || coup.winner === 'tie');
    return (
      <section
        className={`deals-bac__side deals-bac__side--${name}${won ? ` deals-bac__side--${coup.winner === 'tie' ? 'tie' : 'won'}` : ''}`}
        aria-label={text(`spot.${name}`)}
      >
        <div className="deals-bac__head">
          <strong className="deals-bac__name">{text(`spot.${name}`)}</strong>
          <span className="deals-bac__total" aria-hidden="true">
            {turned.length > 0 ? totalOf(turned) : '–'}
          </span>
        </div>
        <div className="deals-bac__cards">
          {busy
            ? [0, 1].map((i) => <Dealt key={i} card={null} text={text} />)
            : [0, 1, 2].map((i) => {
                const card = mine[i];
                if (card === undefined) return i < 2 ? <Slot key={i} /> : null;
                return (
                  <Dealt
                    key={`${roundId}-${i}-${card === null ? 'down' : 'up'}`}
                    card={card}
                    text={text}
                    className={card === null ? 'live-squeeze__down' : 'live-squeeze__peel'}
                    style={peel}
                  />
                );
              })}
        </div>
      </section>
    );
  };

  const result = coup
    ? coup.winner === 'tie'
      ? text('bac.tie')
      : text('bac.wins', { side: text(`spot.${coup.winner}`) })
    : '';
  return (
    <div className={`deals deals-bac live-squeeze${reducedMotion ? ' deals--still' : ''}`}>
      <div className="deals-bac__table">
        {side('player')}
        {side('banker')}
      </div>
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && coup ? (
        <Banner tone={coup.winner}>
          {result}
          <small>{text('bac.score', { player: coup.playerTotal, banker: coup.bankerTotal })}</small>
        </Banner>
      ) : coup ? (
        <Banner tone="idle">{text('squeeze.squeezing')}</Banner>
      ) : (
        <Banner tone="idle">{text('bac.idle')}</Banner>
      )}
      <Said>
        {done && coup
          ? text('bac.said', {
              player: text('spot.player'),
              playerCards: cardsSaid(coup.playerCards, text),
              playerTotal: coup.playerTotal,
              banker: text('spot.banker'),
              bankerCards: cardsSaid(coup.bankerCards, text),
              bankerTotal: coup.bankerTotal,
              result,
            })
          : ''}
      </Said>
    </div>
  );
}
