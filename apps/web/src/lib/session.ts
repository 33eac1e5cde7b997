import { useSyncExternalStore } from 'react';
import { readSession, writeSession } from './storage';

/**
 * The session token (SPEC §4): kept in session storage, and announced to React when it changes, so
 * that the header, guards and member queries follow a login, a logout or an expired session at once.
 */
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function getToken(): string | null {
  return readSession('token');
}

export function setToken(token: string): void {
  writeSession('token', token);
  emit();
}

/** Ends the session in this tab: everything in session storage goes except the merchant code. */
export function clearSession(): void {
  const merchant = readSession('merchant');
  try {
    sessionStorage.clear();
  } catch {
    writeSession('token', null);
  }
  if (merchant) writeSession('merchant', merchant);
  emit();
}

export function subscribeToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current token, re-rendering when it changes. */
export function useToken(): string | null {
  return useSyncExternalStore(subscribeToken, getToken, () => null);
}
