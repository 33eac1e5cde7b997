import { useCallback, useState } from 'react';

const key = 'hideBalance';

function read(): boolean {
  try {
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Whether the balance shows as dots (UI.md); the choice is kept on this browser. */
export function useHiddenBalance(): [boolean, () => void] {
  const [hidden, setHidden] = useState(read);
  const toggle = useCallback(() => {
    setHidden((value) => {
      try {
        localStorage.setItem(key, value ? '0' : '1');
      } catch {
        // Kept for this page only.
      }
      return !value;
    });
  }, []);
  return [hidden, toggle];
}
