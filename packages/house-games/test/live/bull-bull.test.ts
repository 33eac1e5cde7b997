import { fraction } from '@portal/lottery';
import { describe, expect, it } from 'vitest';
import { freshShoe } from '../../src/cards.js';
import { bullBull } from '../../src/live/bull-bull.js';
import { bullOf, cardOrder, everyPointHand } from '../../src/live/bull-bull-hands.js';
import {
  dealingStream,
  dealWith,
  expectRefused,
  expectSimulatedReturns,
  one,
  paidBySpot,
  ruleReturn,
} from '../table/helpers.js';

const SPOTS = ['player', 'banker', 'player-bull-bull', 'banker-bull-bull'];
/** rank + 13 x suit, as cards.ts: rank 0 a two ... 8 a ten, 9 a jack, 10 a queen, 11 a king, 12 an ace. */
const CLUBS = 0;
const DIAMONDS = 1;
const HEARTS = 2;
const SPADES = 3;
const card = (rank: number, suit = CLUBS) => rank + 13 * suit;
const pip = (points: number, suit = CLUBS) => card(points === 1 ? 12 : points - 2, suit);
const [JACK, QUEEN, KING] = [9, 10, 11];

/** Deals the hands in the table's order: player, banker, player, ... five each. */
const deal = (player: number[], banker: number[]) =>
  dealWith(
    bullBull,
    SPOTS.map((spot) => ({ spot, amount: 100n })),
    dealingStream(
      freshShoe(1),
      player.flatMap((playerCard, i) => [playerCard, banker[i]!]),
    ),
  );

describe('bull bull', () => {
  it('finds the bull in the two cards left beside three that make a ten', () => {
    // K + Q + 10 = 30, and 5 + 5 = 10: bull bull. K + Q leave 10 + 5 + 5 as well, and come first.
    expect(bullOf([card(KING), card(QUEEN), pip(10), pip(5), pip(5, HEARTS)])).toEqual({
      bull: 10,
      tens: [pip(10), pip(5), pip(5, HEARTS)],
    });
    // 9 + A + 10 = 20, and 7 + 2: bull 9, whichever order the cards came in.
    expect(bullOf([pip(7), pip(9), pip(2), pip(1), pip(10)])).toEqual({ bull: 9, tens: [pip(9), pip(1), pip(10)] });
    // Four 4s and a 9: no three add up to 10, 20 or 30.
    expect(bullOf([pip(4), pip(4, 1), pip(4, 2), pip(4, 3), pip(9)])).toEqual({ bull: 0, tens: [] });
  });

  it('pays the better bull 0.95:1 and a bull bull side spot 12:1', () => {
    const state = deal(
      [card(KING, SPADES), card(QUEEN, HEARTS), pip(10), pip(5, DIAMONDS), pip(5)],
      [pip(9), pip(1), card(KING), pip(7), pip(2)],
    );
    expect(paidBySpot(bullBull, state)).toEqual({
      player: 195,
      banker: 0,
      'player-bull-bull': 1300,
      'banker-bull-bull': 0,
    });
    expect(bullBull.viewOf(state)).toMatchObject({
      player: { bull: 10, highCard: card(KING, SPADES) },
      banker: { bull: 9, tens: [pip(1), pip(7), pip(2)], highCard: card(KING) },
      winner: 'player',
    });
    // Player takes cards 0, 2, 4, 6, 8 of the deal, banker the others.
    expect(bullBull.viewOf(state).player.cards).toEqual([
      card(KING, SPADES),
      card(QUEEN, HEARTS),
      pip(10),
      pip(5, 1),
      pip(5),
    ]);
  });

  it('breaks equal bulls on the highest card: spades, hearts, clubs, diamonds', () => {
    // Bull 5 each, both led by a king: the banker's spade beats the player's diamond.
    const byKings = (player: number, banker: number) =>
      deal(
        [card(KING, player), card(QUEEN), card(JACK), pip(2), pip(3)],
        [card(KING, banker), pip(9, HEARTS), pip(1, HEARTS), pip(2, DIAMONDS), pip(3, DIAMONDS)],
      );
    expect(bullBull.viewOf(byKings(DIAMONDS, SPADES))).toMatchObject({
      player: { bull: 5 },
      banker: { bull: 5 },
      winner: 'banker',
    });
    expect(paidBySpot(bullBull, byKings(DIAMONDS, SPADES))).toMatchObject({ player: 0, banker: 195 });
    // Clubs over diamonds, though cards.ts numbers clubs first.
    expect(bullBull.viewOf(byKings(CLUBS, DIAMONDS)).winner).toBe('player');
    expect(bullBull.viewOf(byKings(HEARTS, CLUBS)).winner).toBe('player');
    // The rank before the suit, the ace lowest: it counts 1.
    expect(cardOrder(card(QUEEN, SPADES))).toBeLessThan(cardOrder(card(KING, DIAMONDS)));
    expect(cardOrder(pip(1, SPADES))).toBeLessThan(cardOrder(pip(2, DIAMONDS)));
  });

  it('pays player and banker 97.5 % exactly: each wins half the deals', () => {
    expect(ruleReturn(bullBull, 'player')).toEqual(fraction(195, 200));
    expect(ruleReturn(bullBull, 'banker')).toEqual(fraction(195, 200));
  });

  it('counts bull bull in 191,808 of the 2,598,960 hands, by every hand', () => {
    // Straight over the cards, apart from the rules' count by point values.
    const points = freshShoe(1).map((c) => (c % 13 === 12 ? 1 : Math.min(c % 13, 8) + 2));
    let bullBulls = 0;
    let hands = 0;
    const h = [0, 0, 0, 0, 0];
    for (let a = 0; a < 52; a++)
      for (let b = a + 1; b < 52; b++)
        for (let c = b + 1; c < 52; c++)
          for (let d = c + 1; d < 52; d++)
            for (let e = d + 1; e < 52; e++) {
              hands++;
              h[0] = points[a]!;
              h[1] = points[b]!;
              h[2] = points[c]!;
              h[3] = points[d]!;
              h[4] = points[e]!;
              if ((h[0] + h[1] + h[2] + h[3] + h[4]) % 10 !== 0) continue;
              // A total of a multiple of ten is a bull bull when two cards do too.
              let found = false;
              for (let i = 0; i < 5 && !found; i++)
                for (let j = i + 1; j < 5; j++) if ((h[i]! + h[j]!) % 10 === 0) found = true;
              if (found) bullBulls++;
            }
    expect(hands).toBe(2_598_960);
    expect(bullBulls).toBe(191_808);
    expect(everyPointHand().reduce((sum, [, ways]) => sum + ways, 0n)).toBe(2_598_960n);
    expect(ruleReturn(bullBull, 'player-bull-bull')).toEqual(fraction(13 * 191_808, 2_598_960));
    expect(ruleReturn(bullBull, 'banker-bull-bull')).toEqual(fraction(13 * 191_808, 2_598_960));
    expect(bullBull.rules()).toMatchObject({ method: { kind: 'exact' }, maxWinMultiple: 13 });
  });

  it('agrees with the exact returns over seeded deals', () => {
    expectSimulatedReturns(
      bullBull,
      Object.fromEntries(SPOTS.map((spot) => [spot, ruleReturn(bullBull, spot)])),
      6_000,
      10,
    );
  });

  it('refuses other spots', () => {
    for (const spot of ['tie', 'bull-bull', 'Player', '']) expectRefused(bullBull, one(spot));
  });
});
