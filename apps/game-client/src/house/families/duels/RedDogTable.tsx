import type { RedDogView } from '@portal/house-games';
import type { HouseText, ViewProps } from '../../plugin';
import {
  CardRow,
  cardSaid,
  type Dealing,
  dealInTurn,
  Later,
  ResultBadge,
  type RoundStakes,
  Seat,
  type Slot,
  Stake,
  stakesOf,
} from './common';
import { spreadPays } from './tables';

interface Props extends Pick<ViewProps, 'text' | 'money'> {
  view: RedDogView;
  roundId: string;
  stakes: RoundStakes;
  dealing: Dealing;
}

/** The spread as the felt names it: a pair, consecutive cards, or the spread with what it pays. */
function spreadSaid(view: RedDogView, text: HouseText): string {
  if (view.spread === null) return text('duels.pairDrawn');
  if (view.spread === 0) return text('duels.consecutive');
  return `${text('duels.spread', { n: view.spread })} · ${spreadPays(view.spread)}`;
}

/**
 * Red dog: the two cards apart with the third between them (face down while the player raises or calls), the
 * spread and what it pays, then the third card and the result.
 */
export function RedDogTable({ view, roundId, stakes, dealing, text, money }: Props) {
  const [first, second, third] = view.cards;
  const ends: Slot[] = [
    { key: `${roundId}-0`, card: first ?? null },
    { key: `${roundId}-1`, card: second ?? null },
  ];
  const middle: Slot[] =
    third !== undefined
      ? [{ key: `${roundId}-2`, card: third, marked: view.outcome === 'win' || view.outcome === 'three-of-a-kind' }]
      : view.spread === 0
        ? []
        : [{ key: `${roundId}-2-hidden`, card: null }];
  dealInTurn(dealing, [[ends[0]!.key, ...middle.map((slot) => slot.key), ends[1]!.key]]);
  const after = dealing.landed();
  return (
    <div className="duels-felt duels-felt--red-dog">
      <p className="duels-felt__print" aria-hidden="true">
        {text('duels.felt.red-dog')}
      </p>
      <Seat title={text('duels.dealer')} className="duels-seat--dealer" quiet>
        <div className="duels-spread">
          <CardRow slots={[ends[0]!]} dealing={dealing} text={text} label={text('duels.dealer')} size="large" />
          <div className="duels-spread__middle">
            <span className="duels-spread__name">{spreadSaid(view, text)}</span>
            {middle.length > 0 ? (
              <CardRow slots={middle} dealing={dealing} text={text} label={text('duels.third')} size="large" />
            ) : null}
          </div>
          <CardRow slots={[ends[1]!]} dealing={dealing} text={text} label={text('duels.dealer')} size="large" />
        </div>
      </Seat>
      <Seat title={text('duels.player')} className="duels-seat--player" quiet>
        <p className="duels-seat__info">
          {view.outcome ? <ResultBadge result={view.outcome} after={after} text={text} /> : null}
          {view.outcome === 'win' && view.spread ? (
            <Later key="pays" after={after} className="duels-result duels-result--won">
              {spreadPays(view.spread)}
            </Later>
          ) : null}
        </p>
        <p className="duels-stakes">
          {stakesOf(stakes).map(([spot, amount]) => (
            <Stake key={spot} spot={spot} amount={amount} text={text} money={money} />
          ))}
        </p>
      </Seat>
    </div>
  );
}

export function redDogSaid(view: RedDogView, text: HouseText): string {
  const parts = [view.cards.map((card) => cardSaid(card, text)).join(', '), spreadSaid(view, text)];
  if (view.outcome) parts.push(text(`result.${view.outcome}`));
  return parts.join('. ');
}
