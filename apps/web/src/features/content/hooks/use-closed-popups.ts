import { useCallback, useState } from 'react';

/**
 * Popups closed in this browser session (SPEC §4: "shown once per session until closed, kept per user or
 * anonymous"). Session storage ends with the tab; the key names the member, or `anon` for a visitor, so
 * signing in shows the member's own popups even if the visitor closed the same ones.
 */
export const closedPopupsKey = (owner: string) => `popups.closed.${owner}`;

function readClosed(owner: string): string[] {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(closedPopupsKey(owner)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

export function useClosedPopups(owner: string) {
  const [closed, setClosed] = useState(() => ({ owner, ids: readClosed(owner) }));
  // A new owner (sign-in, sign-out) reads its own record.
  const ids = closed.owner === owner ? closed.ids : readClosed(owner);
  if (closed.owner !== owner) setClosed({ owner, ids });

  const markClosed = useCallback(
    (newlyClosed: string[]) => {
      const next = [...new Set([...readClosed(owner), ...newlyClosed])];
      try {
        sessionStorage.setItem(closedPopupsKey(owner), JSON.stringify(next));
      } catch {
        // Storage refused (private mode): remembered for this page only.
      }
      setClosed({ owner, ids: next });
    },
    [owner],
  );
  return { closedIds: ids, markClosed };
}
