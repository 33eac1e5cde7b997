import { useEffect, useState } from 'react';

/** Whether the window is wide enough for the slip as a right-hand column (below it, the phone's bottom sheet). */
export function useWide(query = '(min-width: 1024px)'): boolean {
  const [wide, setWide] = useState(() => window.matchMedia?.(query).matches ?? true);
  useEffect(() => {
    const media = window.matchMedia?.(query);
    if (!media) return;
    const onChange = () => setWide(media.matches);
    media.addEventListener('change', onChange);
    return () => media.removeEventListener('change', onChange);
  }, [query]);
  return wide;
}
