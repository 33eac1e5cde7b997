import { integerBelow, type Sampler } from '@portal/lottery';

/**
 * Playing cards as numbers 0-51: rank = card % 13 (0 = two ... 8 = ten, 9 = jack, 10 = queen, 11 = king,
 * 12 = ace), suit = floor(card / 13) (clubs, diamonds, hearts, spades). A joker, where a game has one, is 52.
 */
export type Card = number;
export const JOKER: Card = 52;

export const rankOf = (card: Card): number => card % 13;
export const suitOf = (card: Card): number => Math.floor(card / 13);

const rankLabels = ['2', '3', '4', '5', '6', '7', '8', '9', 'T', 'J', 'Q', 'K', 'A'];
const suitLabels = ['c', 'd', 'h', 's'];
/** 'As', 'Td', '2c'; 'Jk' for the joker: how cards are written in views and rules. */
export const cardLabel = (card: Card): string =>
  card === JOKER ? 'Jk' : `${rankLabels[rankOf(card)]}${suitLabels[suitOf(card)]}`;

/** `decks` standard decks (plus `jokers` jokers), in order. */
export function freshShoe(decks = 1, jokers = 0): Card[] {
  const shoe: Card[] = [];
  for (let deck = 0; deck < decks; deck++) for (let card = 0; card < 52; card++) shoe.push(card);
  for (let joker = 0; joker < jokers; joker++) shoe.push(JOKER);
  return shoe;
}

/**
 * The first `count` cards of a uniformly shuffled shoe: each position takes the i-th remaining card, i drawn
 * uniformly below the cards left (a Fisher-Yates shuffle stopped early), so every order is equally likely.
 */
export function* dealFrom(shoe: readonly Card[], count = shoe.length): Sampler<Card[]> {
  const left = [...shoe];
  const dealt: Card[] = [];
  for (let i = 0; i < count && left.length > 0; i++) {
    const index = yield* integerBelow(left.length);
    dealt.push(left[index]!);
    left.splice(index, 1);
  }
  return dealt;
}
