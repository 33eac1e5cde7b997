import type { BookEvent, BookLimits, BookMarket, BookPlaced } from '@portal/contracts';
import { useCallback, useMemo, useRef, useState } from 'react';
import { BookFailure, bookApi } from '../book-api';
import {
  acceptQuotes,
  betSignature,
  draftBets,
  keysFor,
  priceChanges,
  type Quote,
  quotesOf,
  type SlipLeg,
  singleId,
} from './slip';

export type SlipStatus =
  | { kind: 'idle' }
  | { kind: 'placing' }
  | { kind: 'refused'; code: string; params: Record<string, string | number> }
  | { kind: 'placed'; placed: BookPlaced };

/**
 * The bet slip's state: its legs and stakes, the book's latest prices of its selections, and placing. Each bet
 * keeps its key while it is unchanged, so a bet sent again after no answer came back is never placed twice.
 */
export function useSlip(session: string, limits: BookLimits, onBalance: (balance: string) => void) {
  const [legs, setLegs] = useState<SlipLeg[]>([]);
  const [stakes, setStakes] = useState<Record<string, string>>({});
  const [acceptBetter, setAcceptBetter] = useState(false);
  const [quotes, setQuotes] = useState<ReadonlyMap<string, Quote>>(new Map());
  const [status, setStatus] = useState<SlipStatus>({ kind: 'idle' });
  const keys = useRef(new Map<string, string>());
  /** A refusal shown goes once the member changes the slip. */
  const settle = () => setStatus((shown) => (shown.kind === 'refused' ? { kind: 'idle' } : shown));

  // The legs as last drawn, for the callbacks the event cards hold (they must not change with every leg).
  const legsNow = useRef(legs);
  legsNow.current = legs;

  const toggle = useCallback(
    (event: BookEvent, market: BookMarket, selection: BookMarket['selections'][number]) => {
      const current = legsNow.current;
      if (current.some((leg) => leg.selectionId === selection.id)) {
        setStatus((shown) => (shown.kind === 'refused' ? { kind: 'idle' } : shown));
        setLegs(current.filter((leg) => leg.selectionId !== selection.id));
        return;
      }
      if (current.length >= limits.maxLegs) {
        setStatus({ kind: 'refused', code: 'SLIP_FULL', params: { n: limits.maxLegs } });
        return;
      }
      const { kind, line, map, places } = market;
      const leg: SlipLeg = {
        selectionId: selection.id,
        eventId: event.id,
        event: event.name,
        sport: event.sport,
        market: { kind, line, map, places },
        code: selection.code,
        name: selection.name,
        price: selection.price,
      };
      setStatus((shown) => (shown.kind === 'refused' ? { kind: 'idle' } : shown));
      setLegs([...current, leg]);
    },
    [limits.maxLegs],
  );

  const remove = (selectionId: string) => {
    settle();
    setLegs((current) => current.filter((leg) => leg.selectionId !== selectionId));
  };
  const clear = () => {
    settle();
    setLegs([]);
    setStakes({});
  };
  const setStake = (id: string, value: string) => {
    settle();
    setStakes((current) => ({ ...current, [id]: value }));
  };

  /** The book's prices from a poll, kept for the selections in the slip. */
  const mergeQuotes = useCallback((events: BookEvent[]) => {
    const picked = new Set(legsNow.current.map((leg) => leg.selectionId));
    if (picked.size === 0) return;
    const polled = [...quotesOf(events)].filter(([selectionId]) => picked.has(selectionId));
    if (polled.length > 0) setQuotes((known) => new Map([...known, ...polled]));
  }, []);

  const changes = useMemo(() => priceChanges(legs, quotes), [legs, quotes]);
  const acceptChanges = () => {
    settle();
    const kept = acceptQuotes(legs, quotes);
    setLegs(kept);
    setStakes((current) =>
      Object.fromEntries(
        Object.entries(current).filter(
          ([id]) => !id.startsWith('single:') || kept.some((leg) => singleId(leg.selectionId) === id),
        ),
      ),
    );
  };

  const bets = useMemo(() => draftBets(legs, stakes, limits), [legs, stakes, limits]);

  const place = async () => {
    const keyed = keysFor(bets, keys.current);
    keys.current = keyed;
    setStatus({ kind: 'placing' });
    try {
      const placed = await bookApi.place({
        session,
        acceptBetterPrices: acceptBetter,
        bets: bets.map((bet) => ({
          key: keyed.get(betSignature(bet)) as string,
          stake: String(bet.stake),
          legs: bet.legs.map((leg) => ({ selectionId: leg.selectionId, price: leg.price })),
        })),
      });
      keys.current = new Map();
      setLegs([]);
      setStakes({});
      setQuotes(new Map());
      setStatus({ kind: 'placed', placed });
      onBalance(placed.balance);
    } catch (error) {
      const failure = error instanceof BookFailure ? error : new BookFailure('NETWORK', 0);
      // Only a lost answer keeps the keys: the same bets sent again are answered, not placed again.
      if (failure.code !== 'NETWORK') keys.current = new Map();
      if (failure.code === 'PRICE_CHANGED') {
        setQuotes((known) => {
          const next = new Map(known);
          for (const change of failure.priceChanges) next.set(change.selectionId, change);
          return next;
        });
      }
      setStatus({ kind: 'refused', code: failure.code, params: failure.body.params ?? {} });
    }
  };

  return {
    legs,
    stakes,
    bets,
    changes,
    acceptBetter,
    status,
    toggle,
    remove,
    clear,
    setStake,
    setAcceptBetter,
    mergeQuotes,
    acceptChanges,
    place,
    dismiss: () => setStatus({ kind: 'idle' }),
  };
}

export type Slip = ReturnType<typeof useSlip>;
