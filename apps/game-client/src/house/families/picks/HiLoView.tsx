import type { HiLoView as HiLo, HiLoMove } from '@portal/house-games';
import { ArrowDown, ArrowUp, ChevronsRight } from 'lucide-react';
import type { HouseText, ViewProps } from '../../plugin';
import { Said, type Stat, Stats } from './common';
import { payoutAt } from './math';

const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const SUITS = ['♣', '♦', '♥', '♠'];
const MOVES: Record<HiLoMove, typeof ArrowUp> = { higher: ArrowUp, lower: ArrowDown, skip: ChevronsRight };

const cardName = (card: number, text: HouseText) =>
  text('card', { rank: text(`rank.${card % 13}`), suit: text(`suit.${Math.floor(card / 13)}`) });

/** A playing card face up (0-51: rank = card % 13 from the two, suit = card / 13), or its back. */
function Card({ card, text, size, mark }: { card?: number; text: HouseText; size: 'big' | 'small'; mark?: string }) {
  if (card === undefined) {
    return (
      <span className={`picks-card picks-card--${size} picks-card--back`} role="img" aria-label={text('hilo.back')} />
    );
  }
  const suit = Math.floor(card / 13);
  const red = suit === 1 || suit === 2;
  return (
    <span
      className={`picks-card picks-card--${size}${red ? ' picks-card--red' : ''}${mark ? ` picks-card--${mark}` : ''}`}
      role="img"
      aria-label={cardName(card, text)}
    >
      <span className="picks-card__corner" aria-hidden="true">
        {RANKS[card % 13]}
        <br />
        {SUITS[suit]}
      </span>
      <span className="picks-card__pip" aria-hidden="true">
        {SUITS[suit]}
      </span>
    </span>
  );
}

/** The trail shows the last cards only (a round may turn 52). */
const TRAIL = 12;

const percent = (hits: number) => `${((hits * 100) / 13).toFixed(1)} %`;

/** Hi-lo: the current card big, the trail of the cards before it, and the guesses with what they pay. */
export function HiLoView({ round, busy, act, text, money, reducedMotion }: ViewProps) {
  const view = round?.view as HiLo | undefined;
  const shown = view?.shown ?? [];
  const current = shown.at(-1);
  const open = view?.status === 'open';
  const busted = view?.status === 'busted';

  const rank = current === undefined ? 0 : current % 13;
  const guesses = [
    { move: 'higher', factor: view?.higherFactor?.text, hits: 13 - rank },
    { move: 'lower', factor: view?.lowerFactor?.text, hits: rank + 1 },
  ] as const;
  const can = (move: string) => open && !busy && (round?.actions.includes(move) ?? false);

  const stats: Stat[] = [
    { label: text('hilo.cards'), value: String(shown.length) },
    { label: text('picks.multiple'), value: view ? `×${view.multiple.text}` : '—', tone: 'accent', struck: busted },
  ];
  if (open && round?.actions.includes('cashout')) {
    stats.push({ label: text('picks.cashoutNow'), value: money(payoutAt(round.stake, view.multiple)), tone: 'ok' });
  }
  const said =
    current === undefined
      ? ''
      : `${text('hilo.current')}: ${cardName(current, text)}. ${text('picks.multiple')} ×${view?.multiple.text}.${busted ? ` ${text('hilo.boom')}` : ''}`;

  return (
    <div className={`picks picks-hilo${reducedMotion ? ' picks--still' : ''}${view && !open ? ' picks--over' : ''}`}>
      <Stats items={stats} />
      <div className="picks-hilo__table">
        <div className={`picks-hilo__current${busy && !view ? ' picks-hilo__current--dealing' : ''}`}>
          <Card
            key={shown.length}
            card={current}
            text={text}
            size="big"
            mark={busted ? 'lost' : view && !open ? 'won' : undefined}
          />
          <span className="picks-hilo__deck" aria-hidden="true" />
        </div>
        {open ? (
          <div className="picks-hilo__guesses">
            {guesses.map(({ move, factor, hits }) => {
              const Arrow = MOVES[move];
              return (
                <button
                  key={move}
                  type="button"
                  className={`picks-guess picks-guess--${move}`}
                  disabled={!can(move)}
                  onClick={() => act(move)}
                >
                  <Arrow aria-hidden="true" />
                  <span className="picks-guess__name">{text(`hilo.${move}`)}</span>
                  <span className="picks-guess__pays">×{factor}</span>
                  <span className="picks-guess__chance">{text('hilo.chance', { p: percent(hits) })}</span>
                </button>
              );
            })}
            {round?.actions.includes('skip') ? (
              <button
                type="button"
                className="picks-guess picks-guess--skip"
                disabled={!can('skip')}
                onClick={() => act('skip')}
              >
                <ChevronsRight aria-hidden="true" />
                <span className="picks-guess__name">{text('hilo.skip')}</span>
              </button>
            ) : null}
          </div>
        ) : (
          <p className="picks-hint picks-hilo__hint">{text(view ? 'hilo.again' : 'hilo.idle')}</p>
        )}
      </div>
      {shown.length > 1 ? (
        <ol className="picks-trail" aria-label={text('hilo.trail')}>
          {shown.length - 1 > TRAIL ? <li className="picks-trail__more">+{shown.length - 1 - TRAIL}</li> : null}
          {shown.slice(0, -1).map((card, i) => {
            if (i < shown.length - 1 - TRAIL) return null;
            const move = view!.moves[i]!;
            const Arrow = MOVES[move];
            return (
              // biome-ignore lint/suspicious/noArrayIndexKey: the trail's cards are in their order.
              <li key={i} className="picks-trail__step">
                <Card card={card} text={text} size="small" />
                <span className={`picks-trail__move picks-trail__move--${move}`} title={text(`hilo.${move}`)}>
                  <Arrow aria-hidden="true" />
                  <span className="picks-sr">{text(`hilo.${move}`)}</span>
                </span>
              </li>
            );
          })}
        </ol>
      ) : null}
      <Said>{said}</Said>
    </div>
  );
}
