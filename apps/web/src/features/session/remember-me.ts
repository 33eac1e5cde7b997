import { rememberMeDays } from '@portal/contracts';
import Cookies from 'js-cookie';

/**
 * Remember-me (SPEC §4, §9), in the browser: only what is no secret, the last username and the mobile
 * settings, for one day; unticked, they are removed. The password is never kept: the server keeps a
 * revocable remember token in an HttpOnly cookie no script can read, traded for a session by
 * "Continue as …" (POST /wps/session/login/remembered).
 */
const keys = {
  username: 'rememberUsername',
  dialingCode: 'rememberDialingCode',
  mobile: 'rememberMobile',
} as const;

/** What earlier builds stored, the password among it: removed wherever it is still found. */
const legacyPassword = 'rememberPassword';

export interface Remembered {
  username?: string;
  dialingCode?: string;
  mobile?: string;
}

const options = (): Cookies.CookieAttributes => ({
  expires: rememberMeDays,
  sameSite: 'strict',
  secure: window.location.protocol === 'https:',
  path: '/',
});

export function readRemembered(): Remembered {
  if (Cookies.get(legacyPassword) !== undefined) Cookies.remove(legacyPassword, { path: '/' });
  return {
    username: Cookies.get(keys.username),
    dialingCode: Cookies.get(keys.dialingCode),
    mobile: Cookies.get(keys.mobile),
  };
}

export function isRemembered(): boolean {
  const found = readRemembered();
  return Boolean(found.username || found.mobile);
}

/** Keeps the values given (the others stay as they are). */
export function remember(values: Remembered): void {
  for (const [name, value] of Object.entries(values)) {
    if (value) Cookies.set(keys[name as keyof Remembered], value, options());
  }
}

export function forgetRemembered(): void {
  for (const key of [...Object.values(keys), legacyPassword]) Cookies.remove(key, { path: '/' });
}
