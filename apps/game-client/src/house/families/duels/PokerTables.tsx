import type { CaribbeanStudView, CasinoHoldemView, TableOutcome, ThreeCardPokerView } from '@portal/house-games';
import type { ReactNode } from 'react';
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
import { anteBonusRows, holdemAnteRows, pairPlusRows, raisePayRows } from './tables';

interface TableProps extends Pick<ViewProps, 'text' | 'money'> {
  roundId: string;
  stakes: RoundStakes;
  dealing: Dealing;
}

/** Cards face up, then as many face down as the hand will hold once shown. */
const slotsOf = (prefix: string, cards: number[], count: number): Slot[] =>
  Array.from({ length: count }, (_, i) =>
    cards[i] === undefined ? { key: `${prefix}${i}-hidden`, card: null } : { key: `${prefix}${i}`, card: cards[i]! },
  );

const paysOf = (rows: typeof raisePayRows, hand: string) => rows.find((row) => row.ids.includes(hand))?.pays ?? null;

interface FeltProps extends TableProps {
  game: string;
  dealer: Slot[];
  board?: Slot[];
  player: Slot[];
  playerHand: string;
  dealerHand: string | null;
  outcome: TableOutcome | null;
  /** Lines under the player's result: a raise's or ante's pay, the ante bonus, the pair plus. */
  notes: (after: number) => ReactNode;
}

/** The poker felt: the dealer's hand on top, the board in the middle (hold'em), the player's hand and stakes. */
function PokerFelt(props: FeltProps) {
  const { game, dealer, board, player, playerHand, dealerHand, outcome, text, money, dealing, stakes } = props;
  dealInTurn(dealing, [player.map((slot) => slot.key), dealer.map((slot) => slot.key)]);
  if (board) dealInTurn(dealing, [board.map((slot) => slot.key)]);
  const after = dealing.landed();
  return (
    <div className={`duels-felt duels-felt--${game}`}>
      <Seat title={text('duels.dealer')} className="duels-seat--dealer">
        <CardRow slots={dealer} dealing={dealing} text={text} label={text('duels.dealer')} />
        <p className="duels-seat__info">
          {dealerHand ? (
            <Later key={dealerHand} after={after} className="duels-total">
              {text(`hand.${dealerHand}`)}
            </Later>
          ) : null}
        </p>
      </Seat>
      {board ? (
        <Seat title={text('duels.community')} className="duels-seat--board">
          <CardRow slots={board} dealing={dealing} text={text} label={text('duels.community')} />
        </Seat>
      ) : null}
      <p className="duels-felt__print" aria-hidden="true">
        {text(`duels.qualifies.${game}`)}
      </p>
      <Seat title={text('duels.player')} className="duels-seat--player">
        <CardRow slots={player} dealing={dealing} text={text} label={text('duels.player')} size="large" />
        <p className="duels-seat__info">
          <Later key={`${playerHand}-${board?.length}`} after={after} className="duels-total">
            {text(`hand.${playerHand}`)}
          </Later>
          {outcome ? <ResultBadge result={outcome} after={after} text={text} /> : null}
          {outcome ? props.notes(after) : null}
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

const note = (after: number, key: string, content: string, tone = 'won') => (
  <Later key={key} after={after} className={`duels-result duels-result--${tone}`}>
    {content}
  </Later>
);

export function ThreeCardPokerTable({ view, ...props }: TableProps & { view: ThreeCardPokerView }) {
  const { roundId, text } = props;
  const bonus = view.outcome && view.outcome !== 'fold' ? paysOf(anteBonusRows, view.playerHand) : null;
  return (
    <PokerFelt
      {...props}
      game="three-card-poker"
      dealer={slotsOf(`${roundId}-d`, view.dealer, 3)}
      player={slotsOf(`${roundId}-p`, view.player, 3)}
      playerHand={view.playerHand}
      dealerHand={view.dealerHand}
      outcome={view.outcome}
      notes={(after) => (
        <>
          {bonus ? note(after, 'bonus', text('duels.bonus', { pays: bonus })) : null}
          {view.pairPlusReturn !== null
            ? note(
                after,
                'pair-plus',
                `${text('spot.pair-plus')}: ${view.pairPlusReturn > 0 ? paysOf(pairPlusRows, view.playerHand) : text('result.lose')}`,
                view.pairPlusReturn > 0 ? 'won' : 'lost',
              )
            : null}
        </>
      )}
    />
  );
}

export function CaribbeanStudTable({ view, ...props }: TableProps & { view: CaribbeanStudView }) {
  const { roundId, text } = props;
  return (
    <PokerFelt
      {...props}
      game="caribbean-stud"
      dealer={slotsOf(`${roundId}-d`, view.dealer, 5)}
      player={slotsOf(`${roundId}-p`, view.player, 5)}
      playerHand={view.playerHand}
      dealerHand={view.dealerHand}
      outcome={view.outcome}
      notes={(after) =>
        view.outcome === 'win'
          ? note(after, 'raise', `${text('duels.raisePays')} ${paysOf(raisePayRows, view.playerHand)}`)
          : null
      }
    />
  );
}

export function CasinoHoldemTable({ view, ...props }: TableProps & { view: CasinoHoldemView }) {
  const { roundId, text } = props;
  const paid = view.outcome === 'win' || view.outcome === 'dealer-does-not-qualify';
  return (
    <PokerFelt
      {...props}
      game="casino-holdem"
      dealer={slotsOf(`${roundId}-d`, view.dealer, 2)}
      board={slotsOf(`${roundId}-b`, view.board, 5)}
      player={slotsOf(`${roundId}-p`, view.player, 2)}
      playerHand={view.playerHand}
      dealerHand={view.dealerHand}
      outcome={view.outcome}
      notes={(after) =>
        paid ? note(after, 'ante', `${text('duels.antePays')} ${paysOf(holdemAnteRows, view.playerHand)}`) : null
      }
    />
  );
}

type PokerView = ThreeCardPokerView | CaribbeanStudView | CasinoHoldemView;

/** What a screen reader hears of a poker table. */
export function pokerSaid(view: PokerView, text: HouseText): string {
  const cards = (list: number[]) => list.map((card) => cardSaid(card, text)).join(', ');
  const parts = [];
  if (view.dealer.length > 0) {
    parts.push(
      `${text('duels.dealer')}: ${cards(view.dealer)}${view.dealerHand ? ` (${text(`hand.${view.dealerHand}`)})` : ''}`,
    );
  }
  if ('board' in view) parts.push(`${text('duels.community')}: ${cards(view.board)}`);
  parts.push(`${text('duels.player')}: ${cards(view.player)} (${text(`hand.${view.playerHand}`)})`);
  if (view.outcome) parts.push(text(`result.${view.outcome}`));
  return parts.join('. ');
}
