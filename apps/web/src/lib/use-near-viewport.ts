import { type RefObject, useEffect, useRef, useState } from 'react';

/**
 * Whether an element has come within `margin` of the screen (and stays true from then on): content
 * below the fold renders, and fetches, only once the visitor scrolls towards it. Without
 * IntersectionObserver (old browsers, jsdom) everything counts as near at once.
 */
export function useNearViewport<E extends Element>(margin = '400px'): [RefObject<E | null>, boolean] {
  const ref = useRef<E>(null);
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const node = ref.current;
    if (near || !node) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        setNear(true);
      },
      { rootMargin: margin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, margin]);
  return [ref, near];
}
