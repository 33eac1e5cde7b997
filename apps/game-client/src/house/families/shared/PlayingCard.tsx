import { type Card, JOKER, rankOf, suitOf } from '@portal/house-games';
import './playing-card.css';

const ranks = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
const suits = ['♣', '♦', '♥', '♠'];
const suitNames = ['clubs', 'diamonds', 'hearts', 'spades'];
const rankNames = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'jack', 'queen', 'king', 'ace'];

/** A card's name for screen readers, in English words the card games' texts can replace ('queen of hearts'). */
export const cardName = (card: Card): string =>
  card === JOKER ? 'joker' : `${rankNames[rankOf(card)]} of ${suitNames[suitOf(card)]}`;

interface PlayingCardProps {
  /** 0-51 (cards.ts of @portal/house-games), 52 the joker; null draws the back (a card not shown yet). */
  card: Card | null;
  /** Lifted and outlined: a held card, a winning one. */
  marked?: boolean;
  size?: 'small' | 'medium' | 'large';
  /** What a screen reader says instead of the card's English name. */
  label?: string;
}

/**
 * One playing card as every card game of the client draws it: rank and suit in the corners and the middle, red
 * for hearts and diamonds, a patterned back for a hidden card. Pure CSS, no images.
 */
export function PlayingCard({ card, marked = false, size = 'medium', label }: PlayingCardProps) {
  if (card === null) {
    return (
      <span
        className={`playing-card playing-card--${size} playing-card--back`}
        role="img"
        aria-label={label ?? 'hidden card'}
      />
    );
  }
  const joker = card === JOKER;
  const red = !joker && (suitOf(card) === 1 || suitOf(card) === 2);
  const rank = joker ? '★' : ranks[rankOf(card)];
  const suit = joker ? 'JOKER' : suits[suitOf(card)];
  return (
    <span
      className={`playing-card playing-card--${size}${red ? ' playing-card--red' : ''}${marked ? ' playing-card--marked' : ''}`}
      role="img"
      aria-label={label ?? cardName(card)}
    >
      <span className="playing-card__corner" aria-hidden="true">
        {rank}
        <br />
        {joker ? '' : suit}
      </span>
      <span className="playing-card__pip" aria-hidden="true">
        {joker ? '🃏' : suit}
      </span>
      <span className="playing-card__corner playing-card__corner--end" aria-hidden="true">
        {rank}
        <br />
        {joker ? '' : suit}
      </span>
    </span>
  );
}
