import { createContext, useContext, useEffect, useState } from 'react';
import { browserClock, type Clock } from '../model/clock';

const ClockContext = createContext<Clock>(browserClock);

/** Tests hand the lottery pages a clock of their own. */
export const LotteryClockProvider = ClockContext.Provider;

export function useClock(): Clock {
  return useContext(ClockContext);
}

/** The local time, redrawn every tick while `active` (a countdown on screen). */
export function useTick(active = true): number {
  const clock = useClock();
  const [now, setNow] = useState(() => clock.now());
  useEffect(() => {
    if (!active) return;
    setNow(clock.now());
    const timer = setInterval(() => setNow(clock.now()), clock.tickMs);
    return () => clearInterval(timer);
  }, [active, clock]);
  return now;
}
