import type { PasswordChangeReason } from '@portal/contracts';
import { useSyncExternalStore } from 'react';

/** The identity dialogs (SPEC §2); one shows at a time, opened from anywhere in the portal. */
export type SessionDialog =
  | { kind: 'login'; message?: string }
  | { kind: 'register' }
  | { kind: 'forgot-password' }
  /**
   * `forced`: the session must change its password first (`reason`: the default, an expired or a
   * one-time password), right after the login or after a reload; it cannot be closed.
   */
  | {
      kind: 'change-password';
      forced: boolean;
      reason?: PasswordChangeReason;
      username?: string;
      knownPassword?: string;
    }
  | { kind: 'logout' }
  | { kind: 'terms' };

let current: SessionDialog | null = null;
const listeners = new Set<() => void>();

function set(next: SessionDialog | null) {
  current = next;
  for (const listener of listeners) listener();
}

export function openDialog(dialog: SessionDialog): void {
  set(dialog);
}

export function closeDialog(): void {
  set(null);
}

export function currentDialog(): SessionDialog | null {
  return current;
}

export function useSessionDialog(): SessionDialog | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => current,
    () => null,
  );
}

const dialogRoutes: Record<string, 'login' | 'register'> = { '/login': 'login', '/register': 'register' };

/** Whether a path is one of the dialog routes (/login, /register), which open their dialog over the home page. */
export function isDialogRoute(pathname: string): boolean {
  return dialogRoutes[pathname] !== undefined;
}

/**
 * The dialog an address opens by itself for a visitor (SPEC §2): /login and /register theirs, and an agent's
 * invitation link (/?affiliateCode=CODE) the registration, where the code is filled in. Anything else that
 * would cover the page (the site's popups) waits for it, since it opens a moment after the first render.
 */
export function routeDialogOf(pathname: string, search: string, signedIn: boolean): 'login' | 'register' | undefined {
  if (signedIn) return undefined;
  return dialogRoutes[pathname] ?? (new URLSearchParams(search).has('affiliateCode') ? 'register' : undefined);
}
