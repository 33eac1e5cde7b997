import { useEffect, useRef, useState } from 'react';
import { useDebounced } from '../../../lib/use-debounced';

/**
 * A username typed into a search box, applied to a list's filter once the typing has settled (a new
 * search starts again at page 1: setFilter does). Only a newly settled text applies: the filter itself
 * is read from a ref, so a search the page clears by itself (a drill-down) is not undone by the text
 * that settled before it. `settling` holds from the first key until the filter carries the text, so the
 * list can say it is about to change (and a test knows when it has).
 */
export function useUsernameSearch<F extends { username: string }>(filter: F, setFilter: (filter: F) => void) {
  const [typed, setTyped] = useState('');
  const username = useDebounced(typed.trim());
  const latest = useRef(filter);
  latest.current = filter;
  useEffect(() => {
    if (username !== latest.current.username) setFilter({ ...latest.current, username });
  }, [username, setFilter]);
  return { typed, setTyped, settling: typed.trim() !== filter.username };
}
