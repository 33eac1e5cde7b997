import type {
  BullBullView as BullBullDeal,
  BullBullHandView,
  Card,
  TeenPattiView as TeenPattiDeal,
} from '@portal/house-games';
import type { CSSProperties, ReactNode } from 'react';
import { Banner, cardsSaid, Dealt, Said, Slot, useReveal } from '../../house/families/deals/shared';
import { useLight, useLit, viewOf } from '../../house/families/layouts/shared';
import type { BoardProps, HouseText, ViewProps } from '../../house/plugin';
import { useLiveTable } from '../context';
import { LiveSpot, shortPays } from './common';

/**
 * Bull bull and teen patti: two hands dealt face to face from one deck, the cards drawn as the deals family draws
 * them (the shared PlayingCard sliding in and turning). Their boards are a box per bet; the hand's name (bull 7,
 * a trail) and the winner show once the last card is down.
 */

/** A step of the deal every so often, so that the whole deal fits in the table's reveal. */
const paceOf = (revealMs: number, steps: number) => Math.max(150, Math.min(650, Math.round((revealMs * 0.85) / steps)));

function DuelBoard({ info, wagers, place, disabled, text, money, rows }: BoardProps & { rows: string[][] }) {
  const lit = useLit();
  const pays = new Map(info.spots.map((spot) => [spot.spot, shortPays(spot.pays)]));
  return (
    <div className={`live-board duel-board duel-board--${info.game}`}>
      {rows.map((row) => (
        <div key={row.join()} className="live-board__row" style={{ '--live-cols': row.length } as CSSProperties}>
          {row.map((id) => (
            <LiveSpot
              key={id}
              spot={id}
              pays={pays.get(id) ?? ''}
              amount={wagers[id]}
              lit={lit.has(id)}
              disabled={disabled}
              place={place}
              text={text}
              money={money}
              className={`duel-spot duel-spot--${id}`}
            />
          ))}
        </div>
      ))}
    </div>
  );
}

export const BullBullBoard = (props: BoardProps) => (
  <DuelBoard
    {...props}
    rows={[
      ['player', 'banker'],
      ['player-bull-bull', 'banker-bull-bull'],
    ]}
  />
);

export const TeenPattiBoard = (props: BoardProps) => (
  <DuelBoard {...props} rows={[['player-a', 'tie', 'player-b'], ['pair-plus-a']]} />
);

interface HandProps {
  side: string;
  name: string;
  /** The cards turned so far; `count` places in all. */
  cards: Card[];
  count: number;
  /** Face down: the round is being drawn. */
  hidden: boolean;
  marked: (card: Card) => boolean;
  /** The hand's name once whole ('Bull 7', 'Pair'). */
  tag: ReactNode;
  tone: 'won' | 'lost' | 'tie' | null;
  roundId: string;
  text: HouseText;
}

function Hand({ side, name, cards, count, hidden, marked, tag, tone, roundId, text }: HandProps) {
  return (
    <section className={`duel-hand duel-hand--${side}${tone ? ` duel-hand--${tone}` : ''}`} aria-label={name}>
      <div className="duel-hand__head">
        <strong>{name}</strong>
        {tag ? <span className="deals-tag deals-tag--gold">{tag}</span> : null}
      </div>
      <div className="duel-hand__cards">
        {Array.from({ length: count }, (_, i) =>
          hidden ? (
            // biome-ignore lint/suspicious/noArrayIndexKey: the places of a hand
            <Dealt key={i} card={null} text={text} />
          ) : cards[i] !== undefined ? (
            <Dealt key={`${roundId}-${cards[i]}`} card={cards[i]!} text={text} marked={marked(cards[i]!)} />
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: the places of a hand
            <Slot key={i} />
          ),
        )}
      </div>
    </section>
  );
}

const bullName = (hand: BullBullHandView, text: HouseText) =>
  hand.bull === 10 ? text('bull.bullBull') : hand.bull === 0 ? text('bull.none') : text('bull.n', { n: hand.bull });

/** The spots a bull bull deal wins. */
const bullWinners = (view: BullBullDeal) => [
  view.winner,
  ...(view.player.bull === 10 ? ['player-bull-bull'] : []),
  ...(view.banker.bull === 10 ? ['banker-bull-bull'] : []),
];

/** Five cards each, dealt one at a time player first; the three making ten lifted once the hand is whole. */
export function BullBullView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const { revealMs } = useLiveTable();
  const deal = busy ? null : viewOf<BullBullDeal>(round, 'banker');
  const roundId = deal && round ? round.roundId : '';
  const shown = useReveal(roundId, 11, paceOf(revealMs, 11), reducedMotion, revealed);
  const dealt = Math.min(10, shown);
  const done = deal !== null && shown >= 11;
  useLight(done && deal ? bullWinners(deal) : null, busy);
  const hand = (side: 'player' | 'banker') => {
    const view = deal?.[side];
    const cards = view ? view.cards.slice(0, side === 'player' ? Math.ceil(dealt / 2) : Math.floor(dealt / 2)) : [];
    return (
      <Hand
        side={side}
        name={text(`spot.${side}`)}
        cards={cards}
        count={5}
        hidden={busy}
        marked={(card) => done && Boolean(view?.tens.includes(card))}
        tag={done && view ? bullName(view, text) : null}
        tone={done && deal ? (deal.winner === side ? 'won' : 'lost') : null}
        roundId={roundId}
        text={text}
      />
    );
  };
  const result = deal ? text('bull.wins', { side: text(`spot.${deal.winner}`) }) : '';
  return (
    <div className={`deals duel${reducedMotion ? ' deals--still' : ''}`}>
      <div className="duel__table deals-felt">
        {hand('player')}
        {hand('banker')}
      </div>
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && deal ? (
        <Banner tone={deal.winner}>{result}</Banner>
      ) : deal ? (
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('bull.idle')}</Banner>
      )}
      <Said>
        {done && deal
          ? text('bull.said', {
              player: text('spot.player'),
              playerCards: cardsSaid(deal.player.cards, text),
              playerHand: bullName(deal.player, text),
              banker: text('spot.banker'),
              bankerCards: cardsSaid(deal.banker.cards, text),
              bankerHand: bullName(deal.banker, text),
              result,
            })
          : ''}
      </Said>
    </div>
  );
}

/** The spots a teen patti deal wins: the winner (or the tie) and pair plus from a pair up. */
const pattiWinners = (view: TeenPattiDeal) => [view.winner, ...(view.handA !== 'high-card' ? ['pair-plus-a'] : [])];

/** Three cards each, A then B in turn; each hand named (trail, pure sequence...) once whole. */
export function TeenPattiView({ round, busy, text, reducedMotion, revealed }: ViewProps) {
  const { revealMs } = useLiveTable();
  const deal = busy ? null : viewOf<TeenPattiDeal>(round, 'handA');
  const roundId = deal && round ? round.roundId : '';
  const shown = useReveal(roundId, 7, paceOf(revealMs, 7), reducedMotion, revealed);
  const dealt = Math.min(6, shown);
  const done = deal !== null && shown >= 7;
  useLight(done && deal ? pattiWinners(deal) : null, busy);
  const hand = (side: 'player-a' | 'player-b') => {
    const a = side === 'player-a';
    const all = deal ? (a ? deal.playerA : deal.playerB) : [];
    const cards = all.slice(0, a ? Math.ceil(dealt / 2) : Math.floor(dealt / 2));
    const name = deal ? (a ? deal.handA : deal.handB) : null;
    return (
      <Hand
        side={side}
        name={text(`spot.${side}`)}
        cards={cards}
        count={3}
        hidden={busy}
        marked={() => done && deal?.winner === side}
        tag={done && name ? text(`tp.hand.${name}`) : null}
        tone={done && deal ? (deal.winner === 'tie' ? 'tie' : deal.winner === side ? 'won' : 'lost') : null}
        roundId={roundId}
        text={text}
      />
    );
  };
  const result = deal
    ? deal.winner === 'tie'
      ? text('tp.tie')
      : text('bull.wins', { side: text(`spot.${deal.winner}`) })
    : '';
  return (
    <div className={`deals duel${reducedMotion ? ' deals--still' : ''}`}>
      <div className="duel__table deals-felt">
        {hand('player-a')}
        {hand('player-b')}
      </div>
      {busy ? (
        <Banner tone="idle">{text('dealing')}</Banner>
      ) : done && deal ? (
        <Banner tone={deal.winner === 'tie' ? 'tie' : deal.winner === 'player-a' ? 'player' : 'banker'}>
          {result}
        </Banner>
      ) : deal ? (
        <Banner tone="wait">&nbsp;</Banner>
      ) : (
        <Banner tone="idle">{text('tp.idle')}</Banner>
      )}
      <Said>
        {done && deal
          ? text('tp.said', {
              a: text('spot.player-a'),
              aCards: cardsSaid(deal.playerA, text),
              aHand: text(`tp.hand.${deal.handA}`),
              b: text('spot.player-b'),
              bCards: cardsSaid(deal.playerB, text),
              bHand: text(`tp.hand.${deal.handB}`),
              result,
            })
          : ''}
      </Said>
    </div>
  );
}
