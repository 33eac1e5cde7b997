import type { Card, PaiGowView as Deal, PaiGowHandView } from '@portal/house-games';
import type { HouseText, ViewProps } from '../../plugin';
import { Banner, cardsSaid, Dealt, Payouts, Said, Slot, useReveal } from './shared';

type Who = 'dealer' | 'player';
const HIGH = 5;
const LOW = 2;
const PLACES = [0, 1, 2, 3, 4];

interface HandProps {
  kind: 'high' | 'low';
  /** The cards dealt so far; null while dealing (face down); undefined before any round. */
  cards: Card[] | null | undefined;
  size: number;
  name: string | null;
  won: boolean;
  cardKey: string;
  text: HouseText;
}

function Hand({ kind, cards, size, name, won, cardKey, text }: HandProps) {
  return (
    <div className={`deals-pg__hand deals-pg__hand--${kind}`}>
      <div className="deals-pg__cards">
        {PLACES.slice(0, size).map((place) => {
          if (cards === null) return <Dealt key={place} card={null} text={text} />;
          const card = cards?.[place];
          return card === undefined ? (
            <Slot key={place} />
          ) : (
            <Dealt key={`${cardKey}-${card}`} card={card} text={text} marked={won} />
          );
        })}
      </div>
      <span className="deals-pg__label">
        <span>{text(`pg.${kind}`)}</span>
        {name ? <b>{name}</b> : null}
      </span>
    </div>
  );
}

/** Pai gow poker: the dealer's and the player's seven cards as the house way set them, high hand and low hand. */
export function PaiGowView({ round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const deal = busy ? undefined : (round?.view as Deal | undefined);
  const roundId = deal && round ? round.roundId : '';
  const shown = useReveal(roundId, 15, 130, reducedMotion, revealed);
  const done = deal !== undefined && shown >= 15;

  const side = (who: Who, first: number) => {
    const hand: PaiGowHandView | undefined = deal?.[who];
    const upTo = (offset: number, size: number) => Math.max(0, Math.min(size, shown - first - offset));
    const high = busy ? null : hand ? hand.high.slice(0, upTo(0, HIGH)) : undefined;
    const low = busy ? null : hand ? hand.low.slice(0, upTo(HIGH, LOW)) : undefined;
    const won = done && ((who === 'player' && deal.outcome === 'win') || (who === 'dealer' && deal.outcome === 'lose'));
    const named = (cards: Card[] | null | undefined, size: number, name: string | undefined) =>
      cards && cards.length === size && name ? text(`hand.${name}`) : null;
    return (
      <section
        className={`deals-pg__side deals-pg__side--${who}${won ? ' deals-pg__side--won' : ''}`}
        aria-label={text(`pg.${who}`)}
      >
        <strong className="deals-pg__who">{text(`pg.${who}`)}</strong>
        <div className="deals-pg__hands">
          <Hand
            kind="high"
            cards={high}
            size={HIGH}
            name={named(high, HIGH, hand?.highHand)}
            won={won}
            cardKey={`${roundId}-${who}-high`}
            text={text}
          />
          <Hand
            kind="low"
            cards={low}
            size={LOW}
            name={named(low, LOW, hand?.lowHand)}
            won={won}
            cardKey={`${roundId}-${who}-low`}
            text={text}
          />
        </div>
      </section>
    );
  };

  const said = (who: Who) => {
    const hand = deal![who];
    return text('pg.said', {
      who: text(`pg.${who}`),
      high: cardsSaid(hand.high, text),
      highName: text(`hand.${hand.highHand}`),
      low: cardsSaid(hand.low, text),
      lowName: text(`hand.${hand.lowHand}`),
    });
  };
  return (
    <div className={`deals deals-pg${reducedMotion ? ' deals--still' : ''}`}>
      {side('dealer', 0)}
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && deal ? (
        <Banner tone={deal.outcome === 'win' ? 'gold' : deal.outcome === 'push' ? 'tie' : 'banker'}>
          {text(`pg.${deal.outcome}`)}
          <small>{text(`pg.${deal.outcome}Detail`)}</small>
        </Banner>
      ) : deal ? (
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('pg.idle')}</Banner>
      )}
      {side('player', HIGH + LOW)}
      {done && deal ? <Payouts wagers={deal.wagers} text={text} money={money} /> : null}
      <Said>
        {done && deal
          ? `${said('dealer')} ${said('player')} ${text(`pg.${deal.outcome}`)}: ${text(`pg.${deal.outcome}Detail`)}`
          : ''}
      </Said>
    </div>
  );
}
