import type { SlotInfo, SlotSpin } from '@portal/contracts';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useRefreshRoundViews } from '../../lib/member/round-views';
import { spinSlot } from './api/spin';
import type { SymbolName } from './components/SlotSymbol';

/** How long the reels turn at least, and the pause between one reel stopping and the next. */
export const minimumSpinMs = 700;
export const reelStopGapMs = 160;

const reducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/** The first picture before any spin: a calm, winless arrangement of the symbols. */
export function openingGrid(reels: number, rows: number): SymbolName[][] {
  const order: SymbolName[] = ['ACE', 'KING', 'QUEEN', 'JACK', 'TEN', 'NINE', 'BELL', 'SEVEN', 'SCATTER', 'WILD'];
  return Array.from({ length: reels }, (_, reel) =>
    Array.from({ length: rows }, (_, row) => order[(reel * 2 + row * 3) % order.length] as SymbolName),
  );
}

/**
 * One slot session's play: the bet, the balance, the last round and the reels' motion. A spin turns
 * every reel, asks the provider, then stops the reels left to right on the answer; once the round is
 * settled every view that shows it (balance, betting record, recent games, missions, VIP) is read again.
 * While a spin runs another cannot start.
 */
export function useSlotPlay(session: string, info: SlotInfo) {
  const refreshRoundViews = useRefreshRoundViews();
  const [bet, setBet] = useState(info.betOptions[0] ?? '0');
  const [balance, setBalance] = useState(info.balance);
  const [round, setRound] = useState<SlotSpin | null>(null);
  const [grid, setGrid] = useState(() => openingGrid(info.reels, info.rows));
  const [spinning, setSpinning] = useState(() => Array.from({ length: info.reels }, () => false));
  const [error, setError] = useState<unknown>(null);
  const [pending, setPending] = useState(false);
  const busy = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);

  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const spin = useCallback(async () => {
    if (busy.current) return;
    busy.current = true;
    setPending(true);
    setError(null);
    setRound(null);
    const calm = reducedMotion();
    const later = (ms: number) =>
      new Promise<void>((resolve) => {
        timers.current.push(setTimeout(resolve, ms));
      });
    setSpinning(grid.map(() => !calm));
    const started = Date.now();
    try {
      const result = await spinSlot(session, bet);
      if (!calm) await later(Math.max(0, minimumSpinMs - (Date.now() - started)));
      setGrid(result.grid);
      for (let reel = 0; reel < result.grid.length; reel++) {
        if (!calm && reel > 0) await later(reelStopGapMs);
        setSpinning((current) => current.map((value, index) => (index === reel ? false : value)));
      }
      setRound(result);
      setBalance(result.balance);
      // A free-trial round is in the betting record too (marked as such).
      void refreshRoundViews();
    } catch (failure) {
      setSpinning((current) => current.map(() => false));
      setError(failure);
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, [session, bet, grid, refreshRoundViews]);

  return { bet, setBet, balance, round, grid, spinning, error, spin, isSpinning: pending };
}
