import type { Card, AndarBaharView as Deal } from '@portal/house-games';
import type { HouseText, ViewProps } from '../../plugin';
import { Banner, cardSaid, Dealt, Payouts, Said, useReveal } from './shared';

type Side = 'andar' | 'bahar';

interface RowProps {
  side: Side;
  cards: Card[];
  /** The side took the card matching the joker's rank: its last card. */
  won: boolean;
  roundId: string;
  text: HouseText;
}

/** A side's cards fanned from the left, wrapping onto more lines when the deal runs long. */
function Row({ side, cards, won, roundId, text }: RowProps) {
  return (
    <section className={`deals-ab__row deals-ab__row--${side}${won ? ' deals-ab__row--won' : ''}`}>
      <div className="deals-ab__label">
        <strong>{text(`spot.${side}`)}</strong>
        <span>{cards.length === 1 ? text('ab.oneCard') : text('ab.cards', { n: cards.length })}</span>
      </div>
      <div className="deals-ab__fan">
        {cards.map((card, i) => (
          <Dealt
            key={`${roundId}-${card}`}
            card={card}
            text={text}
            marked={won && i === cards.length - 1}
            className="deals-ab__card"
          />
        ))}
      </div>
    </section>
  );
}

/** Andar bahar: the joker card in the middle, then andar, bahar, andar... until a card matches its rank. */
export function AndarBaharView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const deal = busy ? undefined : (round?.view as Deal | undefined);
  const roundId = deal && round ? round.roundId : '';
  const count = deal ? deal.andarCards.length + deal.baharCards.length : 0;
  // A long deal runs faster, so that no round takes more than about four seconds to show.
  const pace = Math.max(90, Math.min(360, Math.round(3600 / Math.max(count, 1))));
  const shown = useReveal(roundId, count + 2, pace, reducedMotion, revealed);
  const dealtCards = Math.min(count, Math.max(0, shown - 1));
  const done = deal !== undefined && shown >= count + 2;
  const andar = deal ? deal.andarCards.slice(0, Math.ceil(dealtCards / 2)) : [];
  const bahar = deal ? deal.baharCards.slice(0, Math.floor(dealtCards / 2)) : [];
  const joker: Card | null | undefined = busy ? null : deal ? (shown >= 1 ? deal.joker : null) : undefined;
  const matchedCard = deal ? (deal.winner === 'andar' ? deal.andarCards : deal.baharCards).at(-1) : undefined;
  return (
    <div className={`deals deals-ab${reducedMotion ? ' deals--still' : ''}`}>
      <div className="deals-ab__joker">
        <span className="deals-ab__joker-label">{text('ab.joker')}</span>
        {joker === undefined ? (
          <span className="deals-slot deals-slot--large" aria-hidden="true" />
        ) : (
          <Dealt
            key={`${roundId}-joker-${joker === null ? 'down' : 'up'}`}
            card={joker}
            text={text}
            className="deals-ab__joker-card"
          />
        )}
      </div>
      <div className="deals-ab__rows">
        <Row side="andar" cards={andar} won={done && deal?.winner === 'andar'} roundId={roundId} text={text} />
        <Row side="bahar" cards={bahar} won={done && deal?.winner === 'bahar'} roundId={roundId} text={text} />
      </div>
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && deal ? (
        <Banner tone={deal.winner === 'andar' ? 'banker' : 'player'}>
          {text('ab.wins', { side: text(`spot.${deal.winner}`) })}
        </Banner>
      ) : deal ? (
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('ab.idle')}</Banner>
      )}
      {done && deal ? <Payouts wagers={deal.wagers} text={text} money={money} /> : null}
      <Said>
        {done && deal && matchedCard !== undefined
          ? text('ab.said', {
              joker: cardSaid(deal.joker, text),
              card: cardSaid(matchedCard, text),
              side: text(`spot.${deal.winner}`),
              count,
            })
          : ''}
      </Said>
    </div>
  );
}
