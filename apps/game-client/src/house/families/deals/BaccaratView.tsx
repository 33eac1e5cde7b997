import { type Card, type BaccaratView as Coup, rankOf } from '@portal/house-games';
import { useEffect, useState } from 'react';
import type { HouseText, ViewProps } from '../../plugin';
import { Banner, cardsSaid, Dealt, Payouts, Said, Slot, useReveal } from './shared';

type Side = 'player' | 'banker';
type Winner = Coup['winner'];

/** Aces 1, two to nine their pips, tens and faces 0; a total is the last digit of the sum. */
const points = (card: Card): number => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};
const totalOf = (cards: readonly Card[]): number => cards.reduce((sum, card) => sum + points(card), 0) % 10;

/** The order of the deal: player, banker, player, banker, then the third cards the tableau called. */
function dealOrder(coup: Coup): Side[] {
  const order: Side[] = ['player', 'banker', 'player', 'banker'];
  if (coup.playerCards.length === 3) order.push('player');
  if (coup.bankerCards.length === 3) order.push('banker');
  return order;
}

const ROAD_ROWS = 6;
const ROAD_CELLS = 60;

/** The bead plate: the table's last results, column by column, kept while the table is open. */
function Road({ road, text }: { road: { id: string; winner: Winner }[]; text: HouseText }) {
  const start = road.length > ROAD_CELLS ? Math.ceil((road.length - ROAD_CELLS) / ROAD_ROWS) * ROAD_ROWS : 0;
  return (
    <div className="deals-road">
      <span className="deals-road__title">{text('bac.road')}</span>
      <ol className="deals-road__plate" aria-label={text('bac.road')}>
        {road.slice(start).map((entry) => (
          <li
            key={entry.id}
            className={`deals-road__bead deals-road__bead--${entry.winner}`}
            aria-label={entry.winner === 'tie' ? text('bac.tie') : text(`spot.${entry.winner}`)}
          >
            {text(`bac.road.${entry.winner}`)}
          </li>
        ))}
      </ol>
      {road.length === 0 ? <span className="deals-road__empty">{text('bac.roadEmpty')}</span> : null}
    </div>
  );
}

/** Punto banco: the player's and the banker's hands dealt card by card, their totals, the winner, the road. */
export function BaccaratView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const coup = busy ? undefined : (round?.view as Coup | undefined);
  const roundId = coup && round ? round.roundId : '';
  const order = coup ? dealOrder(coup) : [];
  const shown = useReveal(roundId, order.length + 1, 650, reducedMotion, revealed);
  const done = coup !== undefined && shown > order.length;
  const dealt = order.slice(0, shown);
  const cardsOf = (side: Side): Card[] =>
    coup
      ? (side === 'player' ? coup.playerCards : coup.bankerCards).slice(0, dealt.filter((s) => s === side).length)
      : [];

  const [road, setRoad] = useState<{ id: string; winner: Winner }[]>([]);
  const winner = coup?.winner;
  useEffect(() => {
    if (!done || !winner) return;
    setRoad((list) => (list.some((entry) => entry.id === roundId) ? list : [...list, { id: roundId, winner }]));
  }, [done, winner, roundId]);

  const side = (name: Side) => {
    const cards = cardsOf(name);
    const pair = coup && (name === 'player' ? coup.playerPair : coup.bankerPair) && cards.length >= 2;
    const natural = cards.length === 2 && totalOf(cards) >= 8 && done;
    const won = done && (winner === name || winner === 'tie');
    return (
      <section
        className={`deals-bac__side deals-bac__side--${name}${won ? ` deals-bac__side--${winner === 'tie' ? 'tie' : 'won'}` : ''}`}
        aria-label={text(`spot.${name}`)}
      >
        <div className="deals-bac__head">
          <strong className="deals-bac__name">{text(`spot.${name}`)}</strong>
          <span className="deals-bac__total" aria-hidden="true">
            {cards.length > 0 ? totalOf(cards) : '–'}
          </span>
        </div>
        <div className="deals-bac__cards">
          {busy
            ? [0, 1].map((i) => <Dealt key={i} card={null} text={text} />)
            : [0, 1, 2].map((i) =>
                cards[i] !== undefined ? (
                  <Dealt
                    key={`${roundId}-${i}`}
                    card={cards[i]!}
                    text={text}
                    className={i === 2 ? 'deals-bac__third' : undefined}
                  />
                ) : i < 2 ? (
                  <Slot key={i} />
                ) : null,
              )}
        </div>
        <div className="deals-bac__tags">
          {pair ? <span className="deals-tag">{text('bac.pair')}</span> : null}
          {natural ? <span className="deals-tag deals-tag--gold">{text('bac.natural')}</span> : null}
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
    <div className={`deals deals-bac${reducedMotion ? ' deals--still' : ''}`}>
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
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('bac.idle')}</Banner>
      )}
      {done && coup ? <Payouts wagers={coup.wagers} text={text} money={money} /> : null}
      <Road road={road} text={text} />
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
