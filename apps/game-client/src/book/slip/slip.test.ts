import type { BookEvent, BookLimits } from '@portal/contracts';
import { describe, expect, it } from 'vitest';
import {
  ACCUMULATOR_ID,
  acceptQuotes,
  accumulatorProblem,
  betSignature,
  draftBets,
  keysFor,
  newBetKey,
  parseStake,
  priceChanges,
  quotesOf,
  returnOf,
  type SlipLeg,
  singleId,
  stakeProblem,
  totalStake,
} from './slip';

const limits: BookLimits = {
  minStake: '100',
  maxStake: '500000',
  maxPayout: '10000000',
  maxEventPayout: '20000000',
  maxLegs: 10,
};

const leg = (selectionId: string, eventId: string, price: number): SlipLeg => ({
  selectionId,
  eventId,
  event: `Event ${eventId}`,
  sport: 'football',
  market: { kind: 'match-result', line: null, map: null, places: null },
  code: 'home',
  name: 'Home FC',
  price,
});

describe('stakes', () => {
  it('reads currency units as minor units, exactly', () => {
    expect(parseStake('10')).toBe(1000n);
    expect(parseStake('10.5')).toBe(1050n);
    expect(parseStake(' 10,55 ')).toBe(1055n);
    expect(parseStake('0.01')).toBe(1n);
    expect(parseStake('10.555')).toBeNull();
    expect(parseStake('-5')).toBeNull();
    expect(parseStake('1e3')).toBeNull();
    expect(parseStake('')).toBeNull();
  });

  it('checks the limits before sending', () => {
    expect(stakeProblem(null, null, limits)).toBe('invalid');
    expect(stakeProblem(0n, 0n, limits)).toBe('invalid');
    expect(stakeProblem(99n, 180n, limits)).toBe('too-low');
    expect(stakeProblem(500_001n, 900_000n, limits)).toBe('too-high');
    expect(stakeProblem(500_000n, 10_000_001n, limits)).toBe('payout-too-high');
    expect(stakeProblem(500_000n, 10_000_000n, limits)).toBeNull();
  });
});

describe('potential return', () => {
  it('is stake × price, rounded down once, in minor units', () => {
    expect(returnOf(1000n, [1850])).toBe(1850n);
    expect(returnOf(333n, [1850])).toBe(616n); // 616.05
    // 1.85 × 2.10 × 1.33 on 10.00: 51.6705 → 51.67, never the sum of rounded legs.
    expect(returnOf(1000n, [1850, 2100, 1330])).toBe(5167n);
    expect(returnOf(1n, [1999, 1999])).toBe(3n); // 3.996001
  });

  it('stays exact where a float would not', () => {
    const stake = 99_999_999_999n;
    expect(returnOf(stake, [1011, 1011, 1011])).toBe((stake * 1011n ** 3n) / 1000n ** 3n);
  });

  it('answers null for a price the book never offers', () => {
    expect(returnOf(1000n, [1000])).toBeNull();
  });
});

describe('the accumulator', () => {
  it('needs two to the most legs the book takes, each of another event', () => {
    expect(accumulatorProblem([leg('1', 'a', 1500)], 10)).toBe('too-few');
    expect(accumulatorProblem([leg('1', 'a', 1500), leg('2', 'b', 1500)], 10)).toBeNull();
    expect(accumulatorProblem([leg('1', 'a', 1500), leg('2', 'a', 1500)], 10)).toBe('same-event');
    const eleven = Array.from({ length: 11 }, (_, i) => leg(String(i), String(i), 1500));
    expect(accumulatorProblem(eleven, 10)).toBe('too-many');
  });

  it('is one bet of all legs with its own stake, beside the singles', () => {
    const legs = [leg('1', 'a', 1850), leg('2', 'b', 2100)];
    const bets = draftBets(legs, { [singleId('1')]: '5', [ACCUMULATOR_ID]: '10' }, limits);
    expect(bets.map((bet) => [bet.id, bet.kind, bet.stake, bet.potentialReturn])).toEqual([
      ['single:1', 'single', 500n, 925n],
      ['accumulator', 'accumulator', 1000n, 3885n],
    ]);
    expect(bets[1]?.price).toBe(3885);
    expect(totalStake(bets)).toBe(1500n);
  });

  it('is left out when two legs are of one event, whatever its stake', () => {
    const legs = [leg('1', 'a', 1850), leg('2', 'a', 2100)];
    expect(draftBets(legs, { [ACCUMULATOR_ID]: '10' }, limits)).toEqual([]);
  });

  it('treats an empty stake as no bet and a bad one as a problem', () => {
    const legs = [leg('1', 'a', 1850), leg('2', 'b', 2100)];
    const bets = draftBets(legs, { [singleId('1')]: '', [singleId('2')]: 'abc' }, limits);
    expect(bets.map((bet) => [bet.id, bet.problem])).toEqual([['single:2', 'invalid']]);
  });
});

describe('bet keys', () => {
  it('are accepted by the book', () => {
    expect(newBetKey()).toMatch(/^[A-Za-z0-9_-]{8,64}$/);
  });

  it('are reused for the very same bet sent again, and new for a changed one', () => {
    const legs = [leg('1', 'a', 1850)];
    const [first] = draftBets(legs, { [singleId('1')]: '5' }, limits);
    const [changed] = draftBets(legs, { [singleId('1')]: '6' }, limits);
    let n = 0;
    const makeKey = () => `key-000${++n}`;
    const keys = keysFor([first!], new Map(), makeKey);
    expect(keysFor([first!], keys, makeKey).get(betSignature(first!))).toBe('key-0001');
    expect(keysFor([changed!], keys, makeKey).get(betSignature(changed!))).toBe('key-0002');
  });
});

describe('price changes', () => {
  const event = (status: BookEvent['status'], marketStatus: 'open' | 'suspended'): BookEvent => ({
    id: '7',
    source: 'virtual',
    sport: 'football',
    league: 'Virtual League',
    name: 'A v B',
    competitors: [],
    startsAt: '2030-01-01T00:00:00.000Z',
    endsAt: null,
    status,
    commitment: null,
    serverSeed: null,
    stream: null,
    marginPercent: null,
    result: null,
    markets: [
      {
        id: 'm',
        kind: 'match-result',
        line: null,
        map: null,
        places: null,
        status: marketStatus,
        selections: [
          { id: '1', code: 'home', name: 'A', price: 1900, outcome: null },
          { id: '2', code: 'draw', name: null, price: 3400, outcome: null },
        ],
      },
    ],
  });

  it('are read from the events the book shows now', () => {
    expect(quotesOf([event('open', 'open')]).get('1')).toEqual({ price: 1900, open: true });
    expect(quotesOf([event('open', 'suspended')]).get('1')?.open).toBe(false);
    expect(quotesOf([event('closed', 'open')]).get('2')?.open).toBe(false);
  });

  it('list the moved and the closed legs, and accepting them updates or removes each', () => {
    const legs = [leg('1', '7', 1850), leg('2', '7', 3400), leg('3', '8', 2000)];
    const quotes = new Map([
      ['1', { price: 1900, open: true }],
      ['2', { price: 3400, open: false }],
      ['3', { price: 2000, open: true }],
    ]);
    expect(priceChanges(legs, quotes).map((change) => [change.leg.selectionId, change.price, change.open])).toEqual([
      ['1', 1900, true],
      ['2', 3400, false],
    ]);
    expect(acceptQuotes(legs, quotes).map((kept) => [kept.selectionId, kept.price])).toEqual([
      ['1', 1900],
      ['3', 2000],
    ]);
  });
});
