import type { BookEvent, BookLimits, BookMarket, BookSport } from '@portal/contracts';
import { combinedPrice, potentialReturn } from '@portal/house-games';

// The bet slip's rules, without React: what a leg is, which bets the slip makes, their exact returns (bigint minor
// units, the book's own floor of stake × Π price), the limits checked before anything is sent, and the keys that
// make a bet placed at most once however often it is sent.

/** A selection the member added, at the price it showed then. */
export interface SlipLeg {
  selectionId: string;
  eventId: string;
  event: string;
  sport: BookSport;
  market: Pick<BookMarket, 'kind' | 'line' | 'map' | 'places'>;
  code: string;
  name: string | null;
  /** The price taken, thousandths. */
  price: number;
}

/** The book's price of a selection now, and whether it still takes bets. */
export interface Quote {
  price: number;
  open: boolean;
}

export type StakeProblem = 'invalid' | 'too-low' | 'too-high' | 'payout-too-high';
export type AccumulatorProblem = 'too-few' | 'too-many' | 'same-event';

export interface DraftBet {
  /** `single:<selection id>` or `accumulator`: the stake field it comes from. */
  id: string;
  kind: 'single' | 'accumulator';
  legs: readonly SlipLeg[];
  stake: bigint | null;
  /** Every leg's price multiplied, thousandths (display only: the return is computed from the legs). */
  price: number;
  potentialReturn: bigint | null;
  problem: StakeProblem | null;
}

export const ACCUMULATOR_ID = 'accumulator';
export const singleId = (selectionId: string) => `single:${selectionId}`;

/** A stake typed in currency units ("12", "12.5", "12.50"; a comma works as the point) as minor units. */
export function parseStake(text: string): bigint | null {
  const match = /^(\d{1,12})(?:[.,](\d{0,2}))?$/.exec(text.trim());
  if (!match) return null;
  return BigInt(match[1] as string) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/**
 * What the bet returns if every leg wins, exactly as the book computes it (@portal/house-games): floor(stake ×
 * Π price / 1000^n), one floor for the whole product; null when a price is outside what the book offers.
 */
export function returnOf(stake: bigint, prices: readonly number[]): bigint | null {
  try {
    return potentialReturn(stake, prices);
  } catch {
    return null;
  }
}

/** The combined price, thousandths, rounded down (for display: the return is computed from the legs); 0 if none. */
function combinedPriceOf(prices: readonly number[]): number {
  try {
    return combinedPrice(prices);
  } catch {
    return 0;
  }
}

/** Why the legs cannot make one accumulator: too few, more than the book takes, or two of one event. */
export function accumulatorProblem(legs: readonly SlipLeg[], maxLegs: number): AccumulatorProblem | null {
  if (legs.length < 2) return 'too-few';
  if (legs.length > maxLegs) return 'too-many';
  return new Set(legs.map((leg) => leg.eventId)).size < legs.length ? 'same-event' : null;
}

/** The limits the book checks, checked here first so the member hears it before sending. */
export function stakeProblem(stake: bigint | null, payout: bigint | null, limits: BookLimits): StakeProblem | null {
  if (stake === null || stake <= 0n || payout === null) return 'invalid';
  if (stake < BigInt(limits.minStake)) return 'too-low';
  if (stake > BigInt(limits.maxStake)) return 'too-high';
  return payout > BigInt(limits.maxPayout) ? 'payout-too-high' : null;
}

function draftOf(id: string, legs: readonly SlipLeg[], stakeText: string, limits: BookLimits): DraftBet {
  const stake = parseStake(stakeText);
  const prices = legs.map((leg) => leg.price);
  const payout = stake === null ? null : returnOf(stake, prices);
  return {
    id,
    kind: legs.length === 1 ? 'single' : 'accumulator',
    legs,
    stake,
    price: combinedPriceOf(prices),
    potentialReturn: payout,
    problem: stakeProblem(stake, payout, limits),
  };
}

/**
 * The bets the slip would place: a single for every leg with a stake typed, and the accumulator of all legs when
 * it has a stake and the legs make one. An empty stake field is no bet, not a problem.
 */
export function draftBets(
  legs: readonly SlipLeg[],
  stakes: Readonly<Record<string, string>>,
  limits: BookLimits,
): DraftBet[] {
  const bets = legs
    .filter((leg) => (stakes[singleId(leg.selectionId)] ?? '').trim() !== '')
    .map((leg) => draftOf(singleId(leg.selectionId), [leg], stakes[singleId(leg.selectionId)] ?? '', limits));
  const accumulatorStake = stakes[ACCUMULATOR_ID] ?? '';
  if (accumulatorStake.trim() !== '' && accumulatorProblem(legs, limits.maxLegs) === null) {
    bets.push(draftOf(ACCUMULATOR_ID, legs, accumulatorStake, limits));
  }
  return bets;
}

export const totalStake = (bets: readonly DraftBet[]): bigint =>
  bets.reduce((total, bet) => total + (bet.stake ?? 0n), 0n);

/** The same bet (stake, selections, prices) gives the same signature: a retry of it reuses its key. */
export const betSignature = (bet: DraftBet): string =>
  `${bet.stake}|${bet.legs.map((leg) => `${leg.selectionId}@${leg.price}`).join(',')}`;

/** A bet key the book accepts (^[A-Za-z0-9_-]{8,64}$): a random UUID's 32 hex digits. */
export const newBetKey = (): string => crypto.randomUUID().replace(/-/g, '');

/**
 * Each bet's key for this attempt: the key of an earlier attempt at the very same bet (one whose answer was lost:
 * sent again, the book answers that bet instead of placing another), a new key otherwise.
 */
export function keysFor(
  bets: readonly DraftBet[],
  earlier: ReadonlyMap<string, string>,
  makeKey: () => string = newBetKey,
): Map<string, string> {
  return new Map(bets.map((bet) => [betSignature(bet), earlier.get(betSignature(bet)) ?? makeKey()]));
}

/** The book's price of every selection of these events now: open only while the event and its market are. */
export function quotesOf(events: readonly BookEvent[]): Map<string, Quote> {
  const quotes = new Map<string, Quote>();
  for (const event of events) {
    for (const market of event.markets) {
      const open = event.status === 'open' && market.status === 'open';
      for (const selection of market.selections) quotes.set(selection.id, { price: selection.price, open });
    }
  }
  return quotes;
}

export interface PriceChange {
  leg: SlipLeg;
  price: number;
  open: boolean;
}

/** The legs whose price moved or that no longer take bets, with what the book says now. */
export function priceChanges(legs: readonly SlipLeg[], quotes: ReadonlyMap<string, Quote>): PriceChange[] {
  return legs.flatMap((leg) => {
    const quote = quotes.get(leg.selectionId);
    return quote && (quote.price !== leg.price || !quote.open) ? [{ leg, ...quote }] : [];
  });
}

/** The slip after "Accept new prices": each leg at the book's price, the legs that take no bets taken out. */
export function acceptQuotes(legs: readonly SlipLeg[], quotes: ReadonlyMap<string, Quote>): SlipLeg[] {
  return legs.flatMap((leg) => {
    const quote = quotes.get(leg.selectionId);
    if (!quote) return [leg];
    return quote.open ? [{ ...leg, price: quote.price }] : [];
  });
}
