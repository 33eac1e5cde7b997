/**
 * Session storage of the portal (SPEC §4): the token lives for the tab's session, the merchant code is
 * learnt from the site's permission call and survives logout. Storage may be unavailable (privacy modes),
 * in which case reads answer null and writes are dropped.
 */
export type SessionKey = 'token' | 'merchant' | 'role';

export function readSession(key: SessionKey): string | null {
  try {
    return sessionStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) sessionStorage.removeItem(key);
    else sessionStorage.setItem(key, value);
  } catch {
    // Nothing to do: the value simply is not kept.
  }
}
