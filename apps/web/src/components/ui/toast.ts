import { useSyncExternalStore } from 'react';

/**
 * Toasts for success and failure messages (UI.md). Our own small store rather than a library: the
 * server's Content-Security-Policy (`style-src 'self'`) refuses the <style> tags toast libraries inject.
 */
export type ToastTone = 'success' | 'error' | 'warning' | 'info';
export interface ToastItem {
  id: number;
  tone: ToastTone;
  text: string;
}

export const toastDurationMs = 5000;
let items: ToastItem[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

export function dismissToast(id: number): void {
  items = items.filter((item) => item.id !== id);
  emit();
}

/** Clears every toast: a test file starts with none, as a new page does (test files may share this module). */
export function dismissAllToasts(): void {
  items = [];
  emit();
}

function show(tone: ToastTone, text: string): number {
  const id = nextId++;
  // The same message twice in a row shows once.
  items = [...items.filter((item) => item.text !== text), { id, tone, text }].slice(-4);
  emit();
  setTimeout(() => dismissToast(id), toastDurationMs);
  return id;
}

export const toast = {
  success: (text: string) => show('success', text),
  error: (text: string) => show('error', text),
  warning: (text: string) => show('warning', text),
  info: (text: string) => show('info', text),
};

export function useToasts(): ToastItem[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => items,
    () => items,
  );
}
