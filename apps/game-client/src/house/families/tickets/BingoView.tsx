import type { BingoView as Bingo, BingoCardView } from '@portal/house-games';
import { type CSSProperties, useEffect, useState } from 'react';
import type { ViewProps } from '../../plugin';
import { columnOf, hueOf, LETTERS, patternCells, scaled, times, useCardCount, useRevealed } from './shared';

const CALL_MS = 110;
const DRAWN = 30;
/** The idle table's sample cards: five distinct numbers a column, in its column's range. */
const sample = (card: number): number[] =>
  Array.from({ length: 25 }, (_, cell) =>
    cell === 12 ? 0 : (cell % 5) * 15 + ((Math.floor(cell / 5) * 7 + (cell % 5) * 3 + card * 4) % 15) + 1,
  );

function Ball({ ball, big }: { ball: number; big?: boolean }) {
  const column = columnOf(ball);
  return (
    <span className={`tickets-ball tickets-ball--${column}${big ? ' tickets-ball--big' : ''}`}>
      <span className="tickets-ball__letter">{LETTERS[column]}</span>
      <span className="tickets-ball__number">{ball}</span>
    </span>
  );
}

interface CardProps {
  index: number;
  card: BingoCardView | null;
  calledAt: Map<number, number>;
  shown: number;
  finished: boolean;
  text: ViewProps['text'];
  money: ViewProps['money'];
  stake: bigint;
}

function Card({ index, card, calledAt, shown, finished, text, money, stake }: CardProps) {
  const numbers = card?.numbers ?? sample(index);
  const lit = finished && card ? patternCells(card.pattern, card.marked) : new Set<number>();
  const daubed = (cell: number) =>
    card !== null && (cell === 12 || (card.marked.includes(cell) && (calledAt.get(numbers[cell]!) ?? DRAWN) < shown));
  const marks = numbers.filter((_, cell) => cell !== 12 && daubed(cell)).length;
  const label = !card
    ? text('bingo.card', { n: index + 1 })
    : finished && card.pattern
      ? text('bingo.cardWon', {
          n: index + 1,
          pattern: text(`bingo.pattern.${card.pattern}`),
          amount: money(card.payout),
        })
      : text(finished ? 'bingo.cardLost' : 'bingo.cardMarks', { n: index + 1, marks });
  const won = finished && card?.pattern;
  return (
    <figure className={`tickets-card${card ? '' : ' tickets-card--idle'}${won ? ' tickets-card--won' : ''}`}>
      <div className="tickets-card__grid" role="img" aria-label={label}>
        {LETTERS.map((letter) => (
          <span key={letter} className="tickets-card__letter">
            {letter}
          </span>
        ))}
        {numbers.map((number, cell) => (
          <span
            // biome-ignore lint/suspicious/noArrayIndexKey: the 25 cells are fixed places
            key={cell}
            className={`tickets-card__cell${daubed(cell) ? ' tickets-card__cell--daubed' : ''}${lit.has(cell) ? ' tickets-card__cell--lit' : ''}`}
          >
            {cell === 12 ? '★' : number}
          </span>
        ))}
      </div>
      <figcaption className="tickets-card__caption" aria-hidden="true">
        <span>{text('bingo.card', { n: index + 1 })}</span>
        {!card ? null : finished ? (
          card.pattern ? (
            <strong>
              {text(`bingo.pattern.${card.pattern}`)} {times(card.multiple)} · {money(scaled(stake, card.multiple))}
            </strong>
          ) : (
            <span>{text('bingo.noPattern')}</span>
          )
        ) : (
          <span>{text('bingo.marks', { marks })}</span>
        )}
      </figcaption>
    </figure>
  );
}

/** The player's cards daubed as the 30 balls are called one by one (at once under reduced motion). */
export function BingoView({ info, round, busy, text, money, reducedMotion, revealed }: ViewProps) {
  const view = round?.view as Bingo | undefined;
  const roundId = round?.roundId ?? '';
  const balls = view?.balls ?? [];
  const [called, setCalled] = useState({ roundId: '', shown: 0 });
  useEffect(() => {
    if (!roundId || reducedMotion) return;
    setCalled({ roundId, shown: 0 });
    const timer = window.setInterval(() => {
      setCalled((now) => {
        if (now.shown + 1 >= DRAWN) window.clearInterval(timer);
        return { roundId, shown: Math.min(DRAWN, now.shown + 1) };
      });
    }, CALL_MS);
    return () => window.clearInterval(timer);
  }, [roundId, reducedMotion]);
  const shown = reducedMotion ? balls.length : called.roundId === roundId ? called.shown : 0;
  const finished = view !== undefined && shown >= balls.length;
  useRevealed(roundId, finished, revealed);
  const calledAt = new Map(balls.map((ball, order) => [ball, order]));
  const stake = BigInt(view?.stakePerCard ?? '0');
  const idleCards = useCardCount();
  const cards = view?.cards ?? Array.from({ length: idleCards }, () => null);
  const last = shown > 0 ? balls[shown - 1] : undefined;
  const summary = !view
    ? text(busy ? 'bingo.calling' : 'bingo.idle')
    : !finished
      ? text('bingo.calling')
      : view.outcome === 'win'
        ? text('bingo.win', { amount: money(view.payout) })
        : text('bingo.lose');

  return (
    <div
      className={`tickets-bingo${reducedMotion ? ' tickets--still' : ''}`}
      style={{ '--tickets-hue': hueOf(info.gameCode) } as CSSProperties}
    >
      <div className="tickets-bingo__caller">
        <div className="tickets-bingo__last" aria-hidden="true">
          {last ? (
            <Ball key={last} ball={last} big />
          ) : (
            <span className="tickets-ball tickets-ball--big tickets-ball--empty">?</span>
          )}
        </div>
        <ol className="tickets-bingo__balls" aria-label={text('bingo.balls', { n: shown })}>
          {Array.from({ length: DRAWN }, (_, order) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: the draw's 30 places
            <li key={order} className="tickets-bingo__slot">
              {order < shown && balls[order] ? <Ball ball={balls[order]} /> : null}
            </li>
          ))}
        </ol>
      </div>
      <div className={`tickets-bingo__cards tickets-bingo__cards--${cards.length}`}>
        {cards.map((card, index) => (
          <Card
            // biome-ignore lint/suspicious/noArrayIndexKey: cards are in the order bought
            key={index}
            index={index}
            card={card}
            calledAt={calledAt}
            shown={shown}
            finished={finished}
            text={text}
            money={money}
            stake={stake}
          />
        ))}
      </div>
      <p className="tickets-sr" aria-live="polite">
        {summary}
      </p>
    </div>
  );
}
