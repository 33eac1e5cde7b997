import { useEffect, useState } from 'react';

/** Where the browser has no requestIdleCallback (Safari, jsdom): how long after the render counts as idle. */
export const idleFallbackMs = 200;

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
    const timer = setTimeout(() => setIdle(true), idleFallbackMs);
    return () => clearTimeout(timer);
  }, [timeoutMs]);
  return idle;
}
