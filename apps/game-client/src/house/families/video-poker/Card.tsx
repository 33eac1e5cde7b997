import { JOKER, rankOf, suitOf } from '@portal/house-games';
import type { CSSProperties } from 'react';
import type { HouseText } from '../../plugin';

// Cards as @portal/house-games numbers them (cards.ts): rank = card % 13 (two..ace), suit = floor(card / 13).
const RANKS = ['2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K', 'A'];
// The text presentation selector keeps the suits from turning into emoji.
const SUITS = ['\u2663\uFE0E', '\u2666\uFE0E', '\u2665\uFE0E', '\u2660\uFE0E'];

/** The card in words: 'King of hearts', 'Joker'. */
export function cardName(card: number, text: HouseText): string {
  if (card === JOKER) return text('vp.joker');
  return text('vp.card', { rank: text(`vp.rank.${rankOf(card)}`), suit: text(`vp.suit.${suitOf(card)}`) });
}

interface FaceProps {
  /** The card, or null for its back. */
  card: number | null;
  wild: boolean;
  text: HouseText;
  /** Turn-in animation: its delay, or null for none. */
  flipDelay: number | null;
}

/** A playing card's face (corner indices, a big pip or court letter) or its back. */
export function CardFace({ card, wild, text, flipDelay }: FaceProps) {
  const style = flipDelay === null ? undefined : ({ animationDelay: `${flipDelay}ms` } as CSSProperties);
  const flip = flipDelay === null ? '' : ' vp-card--flip';
  if (card === null) return <span className={`vp-card vp-card--back${flip}`} style={style} aria-hidden="true" />;
  if (card === JOKER) {
    return (
      <span className={`vp-card vp-card--joker${flip}`} style={style} aria-hidden="true">
        <span className="vp-card__corner vp-card__corner--word">JOKER</span>
        <span className="vp-card__joker">★</span>
        <span className="vp-card__label">{text('vp.joker')}</span>
      </span>
    );
  }
  const rank = RANKS[rankOf(card)]!;
  const suit = SUITS[suitOf(card)]!;
  const red = suitOf(card) === 1 || suitOf(card) === 2;
  const court = rankOf(card) >= 9 && rankOf(card) <= 11;
  return (
    <span
      className={`vp-card${red ? ' vp-card--red' : ''}${wild ? ' vp-card--wild' : ''}${flip}`}
      style={style}
      aria-hidden="true"
    >
      <span className="vp-card__corner">
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
      <span className={court ? 'vp-card__court' : 'vp-card__pip'}>
        {court ? <span className="vp-card__court-rank">{rank}</span> : null}
        <span>{suit}</span>
      </span>
      <span className="vp-card__corner vp-card__corner--end">
        <span>{rank}</span>
        <span>{suit}</span>
      </span>
      {wild ? <span className="vp-card__label">{text('vp.wild')}</span> : null}
    </span>
  );
}
