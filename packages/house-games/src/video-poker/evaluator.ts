import { type Card, freshShoe, JOKER, rankOf, suitOf } from '../cards.js';
import { handShape } from './hand-shape.js';
import { NOTHING, type PayTable, payTableOf, type VideoPokerId } from './pay-tables.js';

/**
 * A pay table compiled into lookup tables, so that a hand costs a few array reads: the expected-value
 * enumerations evaluate millions of hands. Each card maps to a rank digit (the joker is a 14th rank) and a suit
 * bit (0 for a wild card, so that wilds never spoil a flush); five digits in any order index the table of hand
 * classes, once for "the naturals share a suit" and once for not.
 */
export interface Evaluator {
  table: PayTable;
  /** The cards of the game's deck (52, or 53 with the joker). */
  deck: readonly Card[];
  /** Per card: its rank digit and its suit bit. */
  digit: Uint8Array;
  suitBit: Uint8Array;
  /** The number of rank digits: 13, or 14 with the joker. */
  base: number;
  /** Per hand index (digits in base `base`, times 2, plus 1 when suited): the class, an index into `classes`. */
  classOf: Uint8Array;
  /** Per hand index: the class's pay. */
  payOf: Uint16Array;
  /** The paying hands in pay-table order, then 'nothing'. */
  classes: readonly string[];
  /** Per class: its pay (0 for nothing). */
  pays: readonly number[];
}

const permutations = (items: number[]): number[][] =>
  items.length <= 1
    ? [items]
    : items.flatMap((item, at) =>
        permutations([...items.slice(0, at), ...items.slice(at + 1)]).map((rest) => [item, ...rest]),
      );
/** The 120 orders of five positions, flat. */
const orders = Uint8Array.from(permutations([0, 1, 2, 3, 4]).flat());

function compile(table: PayTable): Evaluator {
  const jokers = table.wild === 'joker' ? 1 : 0;
  const deck = freshShoe(1, jokers);
  const base = 13 + jokers;
  const wildDigit = table.wild === 'deuces' ? 0 : table.wild === 'joker' ? 13 : -1;
  const digit = new Uint8Array(deck.length);
  const suitBit = new Uint8Array(deck.length);
  for (const card of deck) {
    digit[card] = card === JOKER ? 13 : rankOf(card);
    suitBit[card] = digit[card] === wildDigit ? 0 : 1 << suitOf(card);
  }
  const classes = [...table.lines.map((paying) => paying.hand), NOTHING];
  const pays = [...table.lines.map((paying) => paying.pays), 0];
  const size = base ** 5 * 2;
  const classOf = new Uint8Array(size);
  const payOf = new Uint16Array(size);
  // Classify each multiset of ranks once (ascending digits), then copy the class to all its orders.
  const digits = [0, 0, 0, 0, 0];
  const visit = (position: number, from: number) => {
    if (position < 5) {
      for (let value = from; value < base; value++) {
        digits[position] = value;
        visit(position + 1, value);
      }
      return;
    }
    const naturals = digits.filter((value) => value !== wildDigit);
    const [plain, suited] = [false, true].map((naturalsSuited) => {
      const name = table.classify(handShape(naturals, 5 - naturals.length, naturalsSuited));
      const index = classes.indexOf(name);
      if (index < 0) throw new Error(`video poker: ${table.id} classified a hand as unknown ${name}`);
      return index;
    }) as [number, number];
    for (let at = 0; at < orders.length; at += 5) {
      const key =
        ((((digits[orders[at]!]! * base + digits[orders[at + 1]!]!) * base + digits[orders[at + 2]!]!) * base +
          digits[orders[at + 3]!]!) *
          base +
          digits[orders[at + 4]!]!) *
        2;
      classOf[key] = plain;
      classOf[key + 1] = suited;
      payOf[key] = pays[plain]!;
      payOf[key + 1] = pays[suited]!;
    }
  };
  visit(0, 0);
  return { table, deck, digit, suitBit, base, classOf, payOf, classes, pays };
}

const compiled = new Map<VideoPokerId, Evaluator>();

/** The game's evaluator, compiled on first use (a few milliseconds) and kept. */
export function evaluatorOf(id: VideoPokerId): Evaluator {
  let evaluator = compiled.get(id);
  if (!evaluator) {
    evaluator = compile(payTableOf(id));
    compiled.set(id, evaluator);
  }
  return evaluator;
}

/** The lookup key of five cards: rank digits in the given order, and whether the naturals share a suit. */
export function handKey(evaluator: Evaluator, cards: readonly Card[]): number {
  const { digit, suitBit, base } = evaluator;
  let key = 0;
  let suits = 0;
  for (const card of cards) {
    key = key * base + digit[card]!;
    suits |= suitBit[card]!;
  }
  return key * 2 + ((suits & (suits - 1)) === 0 ? 1 : 0);
}

/** The paying hand five cards make ('full-house', 'four-aces', 'nothing') and its pay for one unit bet. */
export function evaluateHand(id: VideoPokerId, cards: readonly Card[]): { hand: string; pays: number } {
  const evaluator = evaluatorOf(id);
  if (cards.length !== 5) throw new Error('video poker: a hand is five cards');
  const index = evaluator.classOf[handKey(evaluator, cards)]!;
  return { hand: evaluator.classes[index]!, pays: evaluator.pays[index]! };
}
