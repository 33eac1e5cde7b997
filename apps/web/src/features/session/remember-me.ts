import { rememberMeDays } from '@portal/contracts';
import Cookies from 'js-cookie';

/**
 * Remember-me (SPEC §4, §9): when ticked, the last username and password, and the mobile settings,
 * are kept in cookies for one day; unticked, they are removed. SPEC asks for the password too; the
 * cookies are at least limited to this site, same-site strict, and secure over HTTPS.
 */
const keys = {
  username: 'rememberUsername',
  password: 'rememberPassword',
  dialingCode: 'rememberDialingCode',
  mobile: 'rememberMobile',
} as const;

export interface Remembered {
  username?: string;
  password?: string;
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
  return {
    username: Cookies.get(keys.username),
    password: Cookies.get(keys.password),
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
  for (const key of Object.values(keys)) Cookies.remove(key, { path: '/' });
}
