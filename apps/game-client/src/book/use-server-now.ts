import { useEffect, useState } from 'react';

/** The book's time now (this device's clock plus the offset), moved on every `everyMs` for countdowns. */
export function useServerNow(offset: number, everyMs = 1000): number {
  const [local, setLocal] = useState(() => Date.now());
  useEffect(() => {
    const timer = window.setInterval(() => setLocal(Date.now()), everyMs);
    return () => window.clearInterval(timer);
  }, [everyMs]);
  return local + offset;
}

/** Milliseconds as a countdown: "4:05", or "1:02:09" past an hour. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = String(total % 60).padStart(2, '0');
  return hours > 0 ? `${hours}:${String(minutes).padStart(2, '0')}:${seconds}` : `${minutes}:${seconds}`;
}
