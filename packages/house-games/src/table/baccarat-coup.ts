import { type Fraction, fraction, fractionAdd } from '@portal/lottery';
import { type Card, rankOf } from '../cards.js';

/**
 * The punto banco coup (tableau) and its exact odds over a fresh eight-deck shoe. Cards are dealt player, banker,
 * player, banker; a natural (8 or 9 on two cards) stands both; otherwise the player draws on 0-5, and the banker
 * draws by its total and the player's third card (the standard tableau below).
 */
export const BACCARAT_DECKS = 8;

/** Aces count 1, twos to nines their pips, tens and faces 0. */
export const pointsOf = (card: Card): number => {
  const rank = rankOf(card);
  return rank === 12 ? 1 : rank <= 7 ? rank + 2 : 0;
};

const totalOf = (points: readonly number[]): number => points.reduce((sum, value) => sum + value, 0) % 10;

/** Whether the banker draws on `total` when the player drew a third card worth `playerThird` (null: stood). */
export function bankerDraws(total: number, playerThird: number | null): boolean {
  if (playerThird === null) return total <= 5;
  switch (total) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/**
 * Plays the coup on point values handed out one at a time by `next`: the same tableau serves the dealt shoe and
 * the exact count. Returns how many cards each side took.
 */
export function playCoup(next: () => number): { player: number[]; banker: number[] } {
  const player = [next()];
  const banker = [next()];
  player.push(next());
  banker.push(next());
  if (totalOf(player) >= 8 || totalOf(banker) >= 8) return { player, banker };
  let playerThird: number | null = null;
  if (totalOf(player) <= 5) {
    playerThird = next();
    player.push(playerThird);
  }
  if (bankerDraws(totalOf(banker), playerThird)) banker.push(next());
  return { player, banker };
}

export type BaccaratWinner = 'player' | 'banker' | 'tie';

export const winnerOf = (playerPoints: readonly number[], bankerPoints: readonly number[]): BaccaratWinner => {
  const player = totalOf(playerPoints);
  const banker = totalOf(bankerPoints);
  return player > banker ? 'player' : banker > player ? 'banker' : 'tie';
};

export { totalOf as baccaratTotal };

/**
 * The exact chance of each winner from a fresh shoe: a depth-first walk over point values (ten values, each with
 * how many cards of it are left: 128 zeros, 32 of each other), multiplying the counts along the way. A coup takes
 * 4, 5 or 6 cards, so the ways are kept per length and divided by 416 x 415 x ... over that many cards at the end.
 * Each sum stays an exact integer below 2^53 (at most 416 x ... x 411, about 5.0e15), so plain numbers suffice.
 */
export function winnerChances(): Record<BaccaratWinner, Fraction> {
  const left = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((perDeck) => perDeck * BACCARAT_DECKS);
  const ways: Record<BaccaratWinner, number[]> = { player: [0, 0, 0], banker: [0, 0, 0], tie: [0, 0, 0] };

  // A coup's first four cards are fixed by the loops; a third card or two is drawn by branching on every value.
  const walk = (drawn: number[], weight: number): void => {
    let used = 0;
    let branched = false;
    const coup = playCoup(() => {
      const value = drawn[used++];
      if (value !== undefined) return value;
      branched = true;
      return 0;
    });
    if (!branched) {
      ways[winnerOf(coup.player, coup.banker)][drawn.length - 4]! += weight;
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = left[value]!;
      if (count === 0) continue;
      left[value] = count - 1;
      walk([...drawn, value], weight * count);
      left[value] = count;
    }
  };
  const dealFour = (drawn: number[], weight: number): void => {
    if (drawn.length === 4) {
      walk(drawn, weight);
      return;
    }
    for (let value = 0; value < 10; value++) {
      const count = left[value]!;
      left[value] = count - 1;
      dealFour([...drawn, value], weight * count);
      left[value] = count;
    }
  };
  dealFour([], 1);

  const shoe = 52 * BACCARAT_DECKS;
  const sequences = (length: number): bigint => {
    let product = 1n;
    for (let i = 0; i < length; i++) product *= BigInt(shoe - i);
    return product;
  };
  const chance = (perLength: number[]): Fraction =>
    perLength.reduce(
      (sum, count, extra) => fractionAdd(sum, fraction(BigInt(count), sequences(4 + extra))),
      fraction(0),
    );
  return { player: chance(ways.player), banker: chance(ways.banker), tie: chance(ways.tie) };
}
