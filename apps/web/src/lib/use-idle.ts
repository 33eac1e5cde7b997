import { useEffect, useState } from 'react';

/**
 * True once the browser has had an idle moment after the first render (at most `timeoutMs` later):
 * for what may wait until the first screen is drawn, such as the site's popups.
 */
export function useIdle(timeoutMs = 2000): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(() => setIdle(true), { timeout: timeoutMs });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = setTimeout(() => setIdle(true), 200);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
