import type { BlackjackView } from '@portal/house-games';
import { blackjackTotal } from '@portal/house-games';
import type { ViewProps } from '../../plugin';
import { CardRow, cardSaid, type Dealing, dealInTurn, Later, ResultBadge, Seat, type Slot, Stake } from './common';
import { totalLabel } from './tables';

/**
 * Blackjack: the dealer's cards on top (the hole card face down while the round is open) and the total showing,
 * the player's hand (two after a split, the one in play lit) with its total ('7/17' while soft), stake and result.
 */
export function BlackjackTable({
  view,
  roundId,
  dealing,
  text,
  money,
}: Pick<ViewProps, 'text' | 'money'> & { view: BlackjackView; roundId: string; dealing: Dealing }) {
  const dealer: Slot[] = view.dealer.map((card, i) => ({ key: `${roundId}-d${i}`, card }));
  if (!view.over) dealer.push({ key: `${roundId}-d1-hidden`, card: null });
  const split = view.hands.length > 1;
  const hands = view.hands.map((hand, h) =>
    hand.cards.map((card, i): Slot => ({ key: `${roundId}-${h}-${i}-${card}`, card })),
  );
  dealInTurn(dealing, [...hands.map((slots) => slots.map((slot) => slot.key)), dealer.map((slot) => slot.key)]);
  const after = dealing.landed();

  const dealerTotal = view.dealerTotal ?? (view.dealer[0] === undefined ? null : blackjackTotal(view.dealer).total);
  const dealerNatural = view.over && view.dealer.length === 2 && view.dealerTotal === 21;
  const dealerNote = dealerNatural
    ? text('result.blackjack')
    : view.dealerTotal !== null && view.dealerTotal > 21
      ? text('duels.dealerBust')
      : null;

  return (
    <div className="duels-felt duels-felt--blackjack">
      <Seat title={text('duels.dealer')} className="duels-seat--dealer">
        <CardRow slots={dealer} dealing={dealing} text={text} label={text('duels.dealer')} />
        {dealerTotal !== null ? (
          <p className="duels-seat__info">
            <Later key={`${dealerTotal}-${dealerNote}`} after={after} className="duels-total">
              {dealerTotal}
            </Later>
            {dealerNote ? (
              <Later key={dealerNote} after={after} className="duels-note">
                {dealerNote}
              </Later>
            ) : null}
          </p>
        ) : null}
      </Seat>
      <p className="duels-felt__print" aria-hidden="true">
        {text('duels.felt.blackjack')}
      </p>
      <div className={`duels-hands${split ? ' duels-hands--split' : ''}`}>
        {view.hands.map((hand, h) => {
          const playing = view.current === h && split;
          const natural = !split && hand.cards.length === 2 && hand.total === 21;
          const title = split ? text('duels.handN', { n: h + 1 }) : text('duels.player');
          const label = natural ? text('result.blackjack') : totalLabel(hand, hand.result !== null);
          return (
            <section
              // biome-ignore lint/suspicious/noArrayIndexKey: a hand is its place at the table (the first or the split one).
              key={`${roundId}-${h}`}
              className={`duels-seat duels-hand${playing ? ' duels-hand--current' : ''}`}
              aria-label={title}
              aria-current={playing ? 'true' : undefined}
            >
              <h2 className="duels-seat__title">{title}</h2>
              <CardRow slots={hands[h]!} dealing={dealing} text={text} label={title} />
              <p className="duels-seat__info">
                <Later key={label} after={after} className="duels-total">
                  {label}
                </Later>
                {hand.result ? <ResultBadge result={hand.result} after={after} text={text} /> : null}
              </p>
              <Stake spot="hand" amount={hand.stake} text={text} money={money} />
            </section>
          );
        })}
      </div>
    </div>
  );
}

/** What a screen reader hears of the table. */
export function blackjackSaid(view: BlackjackView, text: ViewProps['text']): string {
  const cards = (list: number[]) => list.map((card) => cardSaid(card, text)).join(', ');
  const dealer = `${text('duels.dealer')}: ${cards(view.dealer)}${view.dealerTotal === null ? '' : ` (${view.dealerTotal})`}`;
  const hands = view.hands.map(
    (hand, h) =>
      `${view.hands.length > 1 ? text('duels.handN', { n: h + 1 }) : text('duels.player')}: ${cards(hand.cards)} (${hand.total})${hand.result ? `, ${text(`result.${hand.result}`)}` : ''}`,
  );
  return [dealer, ...hands].join('. ');
}
