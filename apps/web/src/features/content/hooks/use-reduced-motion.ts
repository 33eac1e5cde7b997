import { useMediaQuery } from '../../../lib/use-media-query';

/** Whether the person asked for less motion (UI.md): no autoplay, no scrolling text, no sliding. */
export function useReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)');
}
