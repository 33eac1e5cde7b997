import { useEffect, useRef } from 'react';

/**
 * Runs `load` now and then every `intervalMs` while the tab is visible (a hidden tab asks nothing: a phone in a
 * pocket should not poll the book), and at once when the tab is shown again. A call still running is not
 * overlapped. Changing `key` starts over (another sport, another page).
 */
export function useVisiblePoll(load: () => Promise<unknown>, intervalMs: number, key: string): void {
  const latest = useRef(load);
  latest.current = load;
  // biome-ignore lint/correctness/useExhaustiveDependencies: `key` is what restarts the poll; `load` is read fresh
  useEffect(() => {
    let running = false;
    let stopped = false;
    let timer = 0;
    const tick = async () => {
      if (running) return;
      window.clearTimeout(timer);
      if (document.visibilityState === 'visible') {
        running = true;
        await latest.current().catch(() => undefined);
        running = false;
      }
      if (!stopped) timer = window.setTimeout(tick, intervalMs);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'visible') void tick();
    };
    void tick();
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      stopped = true;
      window.clearTimeout(timer);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [key, intervalMs]);
}
