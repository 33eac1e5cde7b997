import type { Card } from '@portal/house-games';
import type { CSSProperties, ReactNode } from 'react';
import { useRef } from 'react';
import type { HouseText } from '../../plugin';
import { PlayingCard } from '../shared/PlayingCard';
import { type PayRow, toneOf } from './tables';

const STAGGER = 160;
const LANDS = 320;

/** A card's name in the player's language ('queen of hearts'). */
export const cardSaid = (card: Card, text: HouseText) =>
  text('duels.card', { rank: text(`rank.${card % 13}`), suit: text(`suit.${Math.floor(card / 13)}`) });

export interface Dealing {
  /** The delay of a card's deal animation: new keys one after another, keys seen before keep theirs. */
  delay(key: string): number;
  /** When the cards of this render have all landed (totals and results wait for it). */
  landed(): number;
}

/**
 * The order cards come in: each card key is given a delay the first time it shows, one after another within a
 * render, so a deal lays the cards down in turn and a hit adds just its card. Nothing waits under reduced motion.
 */
export function useDealing(reducedMotion: boolean): Dealing {
  const memory = useRef({ delays: new Map<string, number>(), keys: '', landed: 0 });
  const remembered = memory.current;
  if (remembered.delays.size > 400) remembered.delays.clear();
  const asked: string[] = [];
  let next = 0;
  let last = -1;
  return {
    delay(key) {
      asked.push(key);
      if (reducedMotion) return 0;
      let delay = remembered.delays.get(key);
      if (delay === undefined) {
        delay = next++ * STAGGER;
        remembered.delays.set(key, delay);
        last = Math.max(last, delay);
      }
      return delay;
    },
    landed() {
      // A render showing the same cards again (a re-render) keeps the wait the first one gave.
      const keys = asked.join(' ');
      if (keys !== remembered.keys) {
        remembered.keys = keys;
        remembered.landed = last < 0 || reducedMotion ? 0 : last + LANDS;
      }
      return remembered.landed;
    },
  };
}

/** Calls `delay` for the rows' keys column by column: the deal goes round the seats (player, dealer, player...). */
export function dealInTurn(dealing: Dealing, rows: string[][]) {
  const longest = Math.max(0, ...rows.map((keys) => keys.length));
  for (let i = 0; i < longest; i++) for (const keys of rows) if (keys[i]) dealing.delay(keys[i]!);
}

export interface Slot {
  key: string;
  card: Card | null;
  marked?: boolean;
}

/** A row of cards, each dealt in with its delay; null cards lie face down. */
export function CardRow({
  slots,
  dealing,
  text,
  size = 'medium',
  label,
}: {
  slots: Slot[];
  dealing: Dealing;
  text: HouseText;
  size?: 'small' | 'medium' | 'large';
  label: string;
}) {
  return (
    <ul className={`duels-cards duels-cards--${size}`} aria-label={label}>
      {slots.map((slot) => (
        <li
          key={slot.key}
          className="duels-card"
          style={{ '--deal-delay': `${dealing.delay(slot.key)}ms` } as CSSProperties}
        >
          <PlayingCard
            card={slot.card}
            size={size}
            marked={slot.marked}
            label={slot.card === null ? text('duels.hidden') : cardSaid(slot.card, text)}
          />
        </li>
      ))}
    </ul>
  );
}

/** Something shown once the cards have landed (a total, a hand's name, a result). */
export function Later({ after, className, children }: { after: number; className: string; children: ReactNode }) {
  return (
    <span className={`duels-later ${className}`} style={{ '--later': `${after}ms` } as CSSProperties}>
      {children}
    </span>
  );
}

export function ResultBadge({ result, after, text }: { result: string; after: number; text: HouseText }) {
  return (
    <Later after={after} className={`duels-result duels-result--${toneOf(result)}`}>
      {text(`result.${result}`)}
    </Later>
  );
}

/** A stake on the felt: a chip with the bet's name and amount. */
export function Stake({
  spot,
  amount,
  text,
  money,
}: {
  spot: string;
  amount: string | bigint;
  text: HouseText;
  money(minor: string | bigint): string;
}) {
  return (
    <span className="duels-stake">
      <span className="duels-stake__chip" aria-hidden="true" />
      <span className="duels-stake__name">{text(`spot.${spot}`)}</span>
      <strong>{money(amount)}</strong>
    </span>
  );
}

/** A round's stakes as the felt shows them. */
export interface RoundStakes {
  wagers: readonly { spot: string; amount: string }[];
  /** Everything staked, the extra stake of a play, raise or call included. */
  stake: string;
  taken: readonly string[];
}

/**
 * The round's stakes by spot, in the order they were placed: the wagers of the deal, then the extra stake the
 * decision added (the round lists only the deal's wagers; its stake counts the extra too).
 */
export function stakesOf({ wagers, stake, taken }: RoundStakes): [string, bigint][] {
  const sums = new Map<string, bigint>();
  for (const wager of wagers) sums.set(wager.spot, (sums.get(wager.spot) ?? 0n) + BigInt(wager.amount));
  const extra = BigInt(stake) - [...sums.values()].reduce((sum, amount) => sum + amount, 0n);
  const decision = taken.find((action) => action === 'play' || action === 'raise' || action === 'call');
  if (extra > 0n && decision) sums.set(decision, extra);
  return [...sums];
}

/** A pay table: its rows with what they pay, a row lit for the hand made. */
export function PayTable({
  title,
  rows,
  lit,
  text,
}: {
  title: string;
  rows: PayRow[];
  lit?: string | null;
  text: HouseText;
}) {
  return (
    <table className="duels-pays">
      <caption>{title}</caption>
      <tbody>
        {rows.map((row) => {
          const on = lit != null && row.ids.includes(lit);
          return (
            <tr key={row.ids[0]} className={on ? 'duels-pays__on' : undefined} aria-current={on ? 'true' : undefined}>
              <th scope="row">{text(row.label, row.values)}</th>
              <td>{row.pays}</td>
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** A seat on the felt: its name, its cards and what is said about them. */
export function Seat({
  title,
  children,
  className = '',
  quiet = false,
}: {
  title: string;
  children: ReactNode;
  className?: string;
  /** The title for screen readers only. */
  quiet?: boolean;
}) {
  return (
    <section className={`duels-seat ${className}`} aria-label={title}>
      <h2 className={quiet ? 'duels-sr' : 'duels-seat__title'}>{title}</h2>
      {children}
    </section>
  );
}
