import type { Card, CasinoHoldemView, CommonDrawView, TableOutcome } from '@portal/house-games';
import { blackjackTotal } from '@portal/house-games';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import {
  CardRow,
  cardSaid,
  type Dealing,
  dealInTurn,
  Later,
  PayTable,
  ResultBadge,
  Seat,
  type Slot,
  Stake,
  useDealing,
} from '../../house/families/duels/common';
import { holdemAnteRows, totalLabel } from '../../house/families/duels/tables';
import { shortMoney, useDone } from '../../house/families/layouts/shared';
import { PlayingCard } from '../../house/families/shared/PlayingCard';
import type { BoardProps, HouseText, ViewProps } from '../../house/plugin';
import { type LiveDecisions, useLiveTable } from '../context';

/**
 * The live tables whose seats decide: common-draw blackjack and casino hold'em. Every seat is dealt the same
 * cards when bets close and decides alone on the timer (hit, stand or double; call or fold); the dealer's hand is
 * one for the table and shows when the decisions close. The cards are drawn as the duels family draws them (the
 * shared PlayingCard dealt in turn, totals and results once the cards are down), the moves are buttons under the
 * felt with their keys, and the view says when the result is on the table so the win line waits for it.
 */

/** The keys of the moves. */
const KEYS: Record<string, string> = { hit: 'H', stand: 'S', double: 'D', call: 'C', fold: 'F' };

/** Cards face up, then as many face down as the hand will hold once shown. */
const slotsOf = (prefix: string, cards: readonly Card[], count: number): Slot[] =>
  Array.from({ length: Math.max(count, cards.length) }, (_, i) =>
    cards[i] === undefined ? { key: `${prefix}${i}-hidden`, card: null } : { key: `${prefix}${i}`, card: cards[i]! },
  );

const cardsSaid = (cards: readonly Card[], text: HouseText) => cards.map((card) => cardSaid(card, text)).join(', ');

/**
 * The whole stake of a seat by what it is on: the bets it placed, then what its move added (a double, a call).
 * `stake` is all it staked, when the view knows better than the shell (a call read from the settled hand).
 */
function stakesOf(decisions: LiveDecisions, extraSpot: string, stake = decisions.stake): [string, bigint][] {
  const placed = Object.entries(decisions.wagers).filter(([, amount]) => amount > 0n);
  const extra = stake - placed.reduce((sum, [, amount]) => sum + amount, 0n);
  return extra > 0n ? [...placed, [extraSpot, extra]] : placed;
}

// ---------- The board ----------

/**
 * The betting circles: the hand at blackjack; the ante (and a bonus bet when the table's rules list one) at casino
 * hold'em, with the ante's pay table beside. One bet a round: the circles close once it is placed.
 */
export function DecisionBoard({ info, wagers, place, disabled, text, money }: BoardProps) {
  const { totals } = useLiveTable();
  const holdem = info.game === 'casino-holdem';
  return (
    <div className={`duels-board live-decide-board live-decide-board--${holdem ? 'holdem' : 'blackjack'}`}>
      <div className="duels-board__circles">
        {info.spots.map(({ spot }) => {
          const amount = wagers[spot];
          const everyone = totals[spot] && totals[spot] !== '0' ? totals[spot] : null;
          const note = spot === 'ante' ? 'duels.required' : spot === 'hand' ? null : 'duels.optional';
          const label = [
            text(`spot.${spot}`),
            amount ? text('live.yourChips', { amount: money(amount) }) : note ? text(note) : null,
            everyone ? text('live.tableTotal', { amount: money(everyone) }) : null,
          ]
            .filter(Boolean)
            .join(', ');
          return (
            <button
              key={spot}
              type="button"
              className={`duels-circle live-decide-circle${amount ? ' duels-circle--placed' : ''}`}
              disabled={disabled}
              aria-label={label}
              onClick={() => place(spot)}
            >
              <span className="duels-circle__name" aria-hidden="true">
                {text(`spot.${spot}`)}
              </span>
              {amount ? (
                <span className="duels-circle__amount" aria-hidden="true">
                  {money(amount)}
                </span>
              ) : note ? (
                <span className="duels-circle__note" aria-hidden="true">
                  {text(note)}
                </span>
              ) : null}
              {everyone ? (
                <span className="live-decide-circle__everyone" aria-hidden="true">
                  Σ {shortMoney(money(everyone))}
                </span>
              ) : null}
            </button>
          );
        })}
        <p className="live-decide-board__print">
          {text(holdem ? 'duels.qualifies.casino-holdem' : 'dec.print.blackjack')}
        </p>
      </div>
      {holdem ? (
        <div className="duels-board__tables">
          <PayTable title={text('duels.antePays')} rows={holdemAnteRows} text={text} />
        </div>
      ) : null}
    </div>
  );
}

// ---------- The moves ----------

/**
 * What the seat does now: its moves as buttons (with their keys) and the time left to take one, or why it has
 * none (it has moved, its hand needs none, it has no hand this round). The keys work while the moves are open.
 */
function Moves({
  game,
  decisions,
  extra,
  resultIn,
  text,
  money,
}: {
  game: 'blackjack' | 'casino-holdem';
  decisions: LiveDecisions;
  /** The round's result is on the table: nothing is waited for any more. */
  resultIn: boolean;
  /** What a move that stakes more adds (a double, a call). */
  extra: Partial<Record<string, bigint>>;
  text: HouseText;
  money(minor: string | bigint): string;
}) {
  const { phase, actions, acting, act, countdown, hand, taken, stake, error } = decisions;
  const open = phase === 'deciding' && hand !== null && actions.length > 0;

  useEffect(() => {
    if (!open || acting) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey || event.repeat) return;
      if (document.querySelector('[role="dialog"]')) return;
      // Typing is left alone; a chip's radio button with the focus is not typing.
      const target = event.target as HTMLElement;
      if (['SELECT', 'TEXTAREA'].includes(target.tagName) || target.isContentEditable) return;
      if (target instanceof HTMLInputElement && !['radio', 'checkbox', 'button'].includes(target.type)) return;
      const action = actions.find((name) => KEYS[name] === event.key.toUpperCase());
      if (action) {
        event.preventDefault();
        act(action);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [open, acting, actions, act]);

  let words: string;
  if (phase === 'deciding') {
    if (open) words = text(`dec.decide.${game}`);
    else if (hand !== null && taken.length > 0) {
      words = text('dec.done', { action: taken.map((move) => text(`action.${move}`)).join(', ') });
    } else if (hand !== null) words = text('dec.noMove');
    else words = stake > 0n ? text('dec.dealing') : text('dec.watching');
  } else if (phase === 'revealing' && !resultIn) words = text('dec.dealerPlays');
  else return error ? <Problem error={error} /> : null;

  const urgent = countdown !== null && countdown.seconds <= 3;
  return (
    <div className={`live-decide${open ? ' live-decide--open' : ''}`}>
      <p className="live-decide__prompt" aria-live="polite">
        {words}
      </p>
      {open && countdown ? (
        <>
          <div
            className={`live-decide__timer${urgent ? ' live-decide__timer--urgent' : ''}`}
            style={{ '--left': countdown.left } as CSSProperties}
            aria-hidden="true"
          >
            <span className="live-decide__fill" />
          </div>
          <p className="live-decide__left" role="timer" aria-live="off">
            {text('dec.timer', { s: countdown.seconds })} · {text(`dec.default.${game}`)}
          </p>
        </>
      ) : null}
      {open ? (
        <div className="live-decide__moves">
          {actions.map((action) => {
            const key = KEYS[action];
            const more = extra[action];
            return (
              <button
                key={action}
                type="button"
                className={`spin-button live-decide__move live-decide__move--${action}`}
                disabled={acting}
                aria-keyshortcuts={key}
                onClick={() => act(action)}
              >
                <span>{text(`action.${action}`)}</span>
                {more ? <small>+{shortMoney(money(more))}</small> : null}
                {key ? (
                  <span className="live-decide__key" aria-hidden="true">
                    {key}
                  </span>
                ) : null}
              </button>
            );
          })}
        </div>
      ) : null}
      {error ? <Problem error={error} /> : null}
    </div>
  );
}

const Problem = ({ error }: { error: string }) => (
  <p className="notice notice--error live-decide__error" role="alert">
    {error}
  </p>
);

/** The felt before any card: the cards waiting and what to do (or the cards on their way, bets closed). */
function IdleFelt({
  game,
  text,
  placed,
  dealing,
}: {
  game: string;
  text: HouseText;
  placed: boolean;
  dealing: boolean;
}) {
  return (
    <div className={`duels-felt duels-felt--${game} duels-felt--idle`}>
      <div className="duels-idle" aria-hidden="true">
        <PlayingCard card={null} size="medium" />
        <PlayingCard card={12 + 39} size="medium" />
      </div>
      <p className="duels-felt__print">
        {text(game === 'blackjack' ? 'duels.felt.blackjack' : 'duels.qualifies.casino-holdem')}
      </p>
      <p className="duels-idle__hint">
        {dealing ? text('duels.dealing') : placed ? text('dec.placed') : text(`dec.idle.${game}`)}
      </p>
    </div>
  );
}

/** Calls `revealed` once the result's cards and words are down (at once under reduced motion). */
function useShown(id: string | null, dealing: Dealing, reducedMotion: boolean, revealed: () => void) {
  const after = dealing.landed();
  useDone(id, after + 450, reducedMotion, revealed);
  return after;
}

// ---------- Blackjack ----------

/** A seat's result against the table's dealer, as common-draw blackjack settles it (the server's own rule). */
export function blackjackResult(cards: readonly Card[], dealer: readonly Card[]): CommonDrawView['result'] {
  const natural = (hand: readonly Card[]) => hand.length === 2 && blackjackTotal(hand).total === 21;
  if (natural(dealer)) return natural(cards) ? 'push' : 'lose';
  if (natural(cards)) return 'blackjack';
  const player = blackjackTotal(cards).total;
  const house = blackjackTotal(dealer).total;
  if (player > 21) return 'bust';
  if (house > 21 || player > house) return 'win';
  return player === house ? 'push' : 'lose';
}

/**
 * Common-draw blackjack: the dealer's up card and hole card on top (the whole hand and its total once the
 * decisions close), the seat's hand below with its total ('7/17' while soft) and stake, its moves under the felt;
 * at the result, its outcome (blackjack, win, push, lose, bust). A seat with no hand sees the cards every seat
 * was dealt.
 */
export function BlackjackLiveView({ round, text, money, reducedMotion, revealed }: ViewProps) {
  const { decisions } = useLiveTable();
  const dealing = useDealing(reducedMotion);
  const d = decisions!;
  const table = d.phase !== 'betting' ? ((round?.view as CommonDrawView | undefined) ?? null) : null;
  const own = d.phase !== 'betting' ? (d.hand as CommonDrawView | null) : null;
  const shared = d.phase !== 'betting' ? (d.dealt as CommonDrawView | null) : null;
  const key = round?.roundId ?? d.roundKey ?? '';
  const seated = own !== null || d.stake > 0n;
  const base = own ?? table ?? shared;

  const cards = base?.cards ?? [];
  const dealerCards = table ? table.dealer : (base?.dealer.slice(0, 1) ?? []);
  const dealer = slotsOf(`${key}-d`, dealerCards, table ? dealerCards.length : 2);
  const seat = slotsOf(`${key}-p`, cards, cards.length);
  dealInTurn(dealing, [seat.map((slot) => slot.key), dealer.map((slot) => slot.key)]);
  const after = useShown(table ? key : null, dealing, reducedMotion, revealed);
  if (!base) {
    return (
      <div className={`duels live-decide-view${reducedMotion ? ' duels--still' : ''}`}>
        <IdleFelt
          game="blackjack"
          text={text}
          placed={d.stake > 0n}
          dealing={d.phase === 'deciding' || d.phase === 'revealing'}
        />
      </div>
    );
  }

  const { total, soft } = blackjackTotal(cards);
  // A bust is known at once (no dealer card can change it); the rest once the dealer's hand is down.
  const result = table
    ? own
      ? d.handSettled && own.result
        ? own.result
        : blackjackResult(cards, table.dealer)
      : table.result
    : total > 21
      ? 'bust'
      : null;
  const natural = cards.length === 2 && total === 21;
  const handLabel = natural ? text('result.blackjack') : totalLabel({ total, soft }, result !== null);
  const dealerTotal = dealerCards.length > 0 ? blackjackTotal(dealerCards).total : null;
  const dealerNote = !table
    ? null
    : dealerCards.length === 2 && dealerTotal === 21
      ? text('result.blackjack')
      : dealerTotal !== null && dealerTotal > 21
        ? text('duels.dealerBust')
        : null;
  const title = seated ? text('dec.yourHand') : text('dec.tableHand');
  const hand = d.wagers.hand ?? 0n;
  const said = table
    ? [
        `${text('duels.dealer')}: ${cardsSaid(dealerCards, text)} (${dealerTotal})`,
        `${title}: ${cardsSaid(cards, text)} (${total})${result ? `, ${text(`result.${result}`)}` : ''}`,
      ].join('. ')
    : '';

  return (
    <div className={`duels live-decide-view${reducedMotion ? ' duels--still' : ''}`}>
      <div className="duels-felt duels-felt--blackjack">
        <Seat title={text('duels.dealer')} className="duels-seat--dealer">
          <CardRow slots={dealer} dealing={dealing} text={text} label={text('duels.dealer')} />
          <p className="duels-seat__info">
            {dealerTotal !== null ? (
              <Later key={`${dealerTotal}-${dealerCards.length}`} after={after} className="duels-total">
                {dealerTotal}
              </Later>
            ) : null}
            {dealerNote ? (
              <Later key={dealerNote} after={after} className="duels-note">
                {dealerNote}
              </Later>
            ) : null}
          </p>
        </Seat>
        <p className="duels-felt__print" aria-hidden="true">
          {text('duels.felt.blackjack')}
        </p>
        <section className="duels-seat duels-hand live-decide-hand" aria-label={title}>
          <h2 className="duels-seat__title">{title}</h2>
          <CardRow slots={seat} dealing={dealing} text={text} label={title} />
          <p className="duels-seat__info">
            <Later key={handLabel} after={after} className="duels-total">
              {handLabel}
            </Later>
            {result ? <ResultBadge result={result} after={after} text={text} /> : null}
          </p>
          {seated ? (
            <p className="duels-stakes">
              {stakesOf(d, 'double').map(([spot, amount]) => (
                <Stake key={spot} spot={spot} amount={amount} text={text} money={money} />
              ))}
            </p>
          ) : null}
        </section>
      </div>
      <Moves
        game="blackjack"
        decisions={d}
        extra={{ double: hand }}
        resultIn={table !== null}
        text={text}
        money={money}
      />
      <p className="duels-sr" aria-live="polite">
        {said}
      </p>
    </div>
  );
}

// ---------- Casino hold'em ----------

/**
 * Casino hold'em: the dealer's two cards face down on top, the flop (and the turn and river face down) in the
 * middle, the seat's two cards and best hand below with its ante (and call); at the result the dealer's cards, the
 * turn and river, both best hands and the outcome, with what the ante paid.
 */
export function HoldemLiveView({ round, text, money, reducedMotion, revealed }: ViewProps) {
  const { decisions } = useLiveTable();
  const dealing = useDealing(reducedMotion);
  const d = decisions!;
  const table = d.phase !== 'betting' ? ((round?.view as CasinoHoldemView | undefined) ?? null) : null;
  const own = d.phase !== 'betting' ? (d.hand as CasinoHoldemView | null) : null;
  const shared = d.phase !== 'betting' ? (d.dealt as CasinoHoldemView | null) : null;
  const key = round?.roundId ?? d.roundKey ?? '';
  const seated = own !== null || d.stake > 0n;
  const base = table ?? own ?? shared;

  const dealer = slotsOf(`${key}-d`, table?.dealer ?? [], 2);
  const board = slotsOf(`${key}-b`, base?.board ?? [], 5);
  const player = slotsOf(`${key}-p`, base?.player ?? [], 2);
  dealInTurn(dealing, [player.map((slot) => slot.key), dealer.map((slot) => slot.key)]);
  dealInTurn(dealing, [board.map((slot) => slot.key)]);
  const after = useShown(table ? key : null, dealing, reducedMotion, revealed);
  if (!base) {
    return (
      <div className={`duels live-decide-view${reducedMotion ? ' duels--still' : ''}`}>
        <IdleFelt
          game="casino-holdem"
          text={text}
          placed={d.stake > 0n}
          dealing={d.phase === 'deciding' || d.phase === 'revealing'}
        />
      </div>
    );
  }

  // The seat's outcome: its settled hand's, else the table's when it called, folded when it folded (at once: no
  // card can change it; a seat that did not move is folded); a seat with no hand sees the outcome of a hand that
  // called.
  const settledOutcome = d.handSettled ? (own?.outcome ?? null) : null;
  const outcome: TableOutcome | null = !table
    ? seated && d.taken.includes('fold')
      ? 'fold'
      : null
    : !seated
      ? table.outcome
      : (settledOutcome ?? (d.taken.includes('call') ? table.outcome : d.taken.includes('fold') ? 'fold' : null));
  const paid = outcome === 'win' || outcome === 'dealer-does-not-qualify';
  const pays = paid ? holdemAnteRows.find((row) => row.ids.includes(base.playerHand))?.pays : null;
  const title = seated ? text('dec.yourHand') : text('dec.tableHand');
  const ante = d.wagers.ante ?? 0n;
  // A seat back after a reload knows its call only from its settled hand (any outcome but a fold).
  const placedStake = Object.values(d.wagers).reduce((sum, amount) => sum + amount, 0n);
  const stake =
    d.stake === placedStake && settledOutcome !== null && settledOutcome !== 'fold' ? placedStake + 2n * ante : d.stake;
  const said = table
    ? [
        `${text('duels.dealer')}: ${cardsSaid(table.dealer, text)} (${table.dealerHand ? text(`hand.${table.dealerHand}`) : ''})`,
        `${text('duels.community')}: ${cardsSaid(table.board, text)}`,
        `${title}: ${cardsSaid(table.player, text)} (${text(`hand.${table.playerHand}`)})`,
        outcome ? text(`result.${outcome}`) : '',
      ]
        .filter(Boolean)
        .join('. ')
    : '';

  let notes: ReactNode = null;
  if (outcome && pays) {
    notes = (
      <Later key="ante" after={after} className="duels-result duels-result--won">
        {`${text('duels.antePays')} ${pays}`}
      </Later>
    );
  }
  return (
    <div className={`duels live-decide-view${reducedMotion ? ' duels--still' : ''}`}>
      <div className="duels-felt duels-felt--casino-holdem">
        <Seat title={text('duels.dealer')} className="duels-seat--dealer">
          <CardRow slots={dealer} dealing={dealing} text={text} label={text('duels.dealer')} />
          <p className="duels-seat__info">
            {table?.dealerHand ? (
              <Later key={table.dealerHand} after={after} className="duels-total">
                {text(`hand.${table.dealerHand}`)}
              </Later>
            ) : null}
          </p>
        </Seat>
        <Seat title={text('duels.community')} className="duels-seat--board">
          <CardRow slots={board} dealing={dealing} text={text} label={text('duels.community')} />
        </Seat>
        <p className="duels-felt__print" aria-hidden="true">
          {text('duels.qualifies.casino-holdem')}
        </p>
        <Seat title={title} className="duels-seat--player">
          <CardRow slots={player} dealing={dealing} text={text} label={title} size="large" />
          <p className="duels-seat__info">
            <Later key={`${base.playerHand}-${base.board.length}`} after={after} className="duels-total">
              {text(`hand.${base.playerHand}`)}
            </Later>
            {outcome ? <ResultBadge result={outcome} after={after} text={text} /> : null}
            {notes}
          </p>
          {seated ? (
            <p className="duels-stakes">
              {stakesOf(d, 'call', stake).map(([spot, amount]) => (
                <Stake key={spot} spot={spot} amount={amount} text={text} money={money} />
              ))}
            </p>
          ) : null}
        </Seat>
      </div>
      <Moves
        game="casino-holdem"
        decisions={d}
        extra={{ call: 2n * ante }}
        resultIn={table !== null}
        text={text}
        money={money}
      />
      <p className="duels-sr" aria-live="polite">
        {said}
      </p>
    </div>
  );
}
