import { useSyncExternalStore } from 'react';
import { mediaQueries } from './breakpoints';

/** Mobile layout below 768 px (UI.md). */
export const mobileQuery = mediaQueries.mobile;

/** Whether a media query matches now, following changes; false where matchMedia is missing. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (notify) => {
      if (typeof window.matchMedia !== 'function') return () => undefined;
      const list = window.matchMedia(query);
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : false),
    () => false,
  );
}
