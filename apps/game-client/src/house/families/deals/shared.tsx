import { type Card, JOKER, rankOf, type SettledWager, suitOf } from '@portal/house-games';
import type { CSSProperties, ReactNode } from 'react';
import { useEffect, useState } from 'react';
import type { HouseText } from '../../plugin';
import { PlayingCard } from '../shared/PlayingCard';

/** A card's name in the player's language ('Queen of hearts', 'Q cơ'...). */
export const cardSaid = (card: Card, text: HouseText): string =>
  card === JOKER
    ? text('joker')
    : text('card', { rank: text(`rank.${rankOf(card)}`), suit: text(`suit.${suitOf(card)}`) });

export const cardsSaid = (cards: readonly Card[], text: HouseText): string =>
  cards.map((card) => cardSaid(card, text)).join(', ');

/**
 * How many steps of a round's deal are shown: one more every `pace` ms after a new round arrives, all at once
 * under reduced motion (or with no round).
 */
export function useReveal(
  key: string,
  total: number,
  pace: number,
  still: boolean,
  revealed: () => void = () => {},
): number {
  const [state, setState] = useState({ key: '', shown: 0 });
  const shownNow = still || key === '' ? total : state.key === key ? state.shown : 0;
  // The shell holds the result line until the last card is down (dealsFamily.holdsResult).
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per round, when its deal is all shown
  useEffect(() => {
    if (key !== '' && shownNow >= total) revealed();
  }, [key, shownNow >= total]);
  useEffect(() => {
    if (still || key === '') return;
    let shown = 0;
    setState({ key, shown });
    const timer = window.setInterval(() => {
      shown += 1;
      setState({ key, shown });
      if (shown >= total) window.clearInterval(timer);
    }, pace);
    return () => window.clearInterval(timer);
  }, [key, total, pace, still]);
  return shownNow;
}

interface DealtProps {
  card: Card | null;
  text: HouseText;
  marked?: boolean;
  className?: string;
  style?: CSSProperties;
}

/** A card as the dealer lays it: slides in from the shoe and turns over (the CSS stops under reduced motion). */
export function Dealt({ card, text, marked, className, style }: DealtProps) {
  return (
    <span className={`deals-dealt${className ? ` ${className}` : ''}`} style={style}>
      <PlayingCard card={card} marked={marked} label={card === null ? text('hidden') : cardSaid(card, text)} />
    </span>
  );
}

/** An empty place on the felt where a card will go. */
export const Slot = () => <span className="deals-slot" aria-hidden="true" />;

/** The wagers of the round, each with what it returned. */
export function Payouts({ wagers, text, money }: { wagers: SettledWager[]; text: HouseText; money: HouseMoney }) {
  if (wagers.length === 0) return null;
  return (
    <ul className="deals-payouts" aria-label={text('yourBets')}>
      {wagers.map((wager) => {
        const paid = BigInt(wager.paid);
        const state = paid === 0n ? 'lost' : paid === BigInt(wager.amount) ? 'push' : 'won';
        return (
          <li key={wager.spot} className={`deals-payout deals-payout--${state}`}>
            {text(`bet.${state}`, { spot: text(`spot.${wager.spot}`), amount: money(wager.paid) })}
          </li>
        );
      })}
    </ul>
  );
}

export type HouseMoney = (minor: string | bigint) => string;

/** The round in words for screen readers, spoken once the deal is over. */
export const Said = ({ children }: { children: ReactNode }) => (
  <p className="deals-sr" aria-live="polite">
    {children}
  </p>
);

/** The result banner across the felt. */
export function Banner({ tone, children }: { tone: string; children: ReactNode }) {
  return (
    <p className={`deals-banner deals-banner--${tone}`} aria-hidden="true">
      {children}
    </p>
  );
}
