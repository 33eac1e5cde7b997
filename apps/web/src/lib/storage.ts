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

const deviceIdKey = 'portal.deviceId';

/**
 * This browser's own random id, kept in local storage and sent as `X-Device-Id` (issue 22): with the
 * user agent, what the server counts sign-ups per device by. Made on first use; without storage a
 * new one per page life.
 */
let deviceIdOfPage: string | null = null;
export function deviceId(): string {
  try {
    const kept = localStorage.getItem(deviceIdKey);
    if (kept) return kept;
    const made = crypto.randomUUID();
    localStorage.setItem(deviceIdKey, made);
    return made;
  } catch {
    deviceIdOfPage ??= crypto.randomUUID();
    return deviceIdOfPage;
  }
}
