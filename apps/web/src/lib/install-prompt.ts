import { useSyncExternalStore } from 'react';

/** Chromium's install prompt event (not in the DOM typings). */
interface InstallPromptEvent extends Event {
  prompt(): Promise<void>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

let deferred: InstallPromptEvent | null = null;
let installed = false;
const listeners = new Set<() => void>();
const emit = () => {
  for (const listener of listeners) listener();
};

/**
 * Registers the service worker (public/sw.js: it caches only the build's hashed files) and keeps the
 * browser's install prompt for the download page's Install button (issue 22, 17). The prompt fires
 * once, early, whatever page is open: it is caught here at start and shown when the member asks.
 */
export function startInstallSupport(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    event.preventDefault();
    deferred = event as InstallPromptEvent;
    emit();
  });
  window.addEventListener('appinstalled', () => {
    deferred = null;
    installed = true;
    emit();
  });
  if ('serviceWorker' in navigator) {
    const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
    if (document.readyState === 'complete') register();
    else window.addEventListener('load', register, { once: true });
  }
}

export type InstallState = 'installed' | 'prompt' | 'ios' | 'manual';

function stateNow(): InstallState {
  const standalone =
    installed || (typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches);
  if (standalone) return 'installed';
  if (deferred) return 'prompt';
  // iOS has no prompt: Safari's Share menu has "Add to Home Screen".
  if (/iPhone|iPad|iPod/.test(navigator.userAgent)) return 'ios';
  return 'manual';
}

/** How this browser installs the portal: by our button, by iOS's Share menu, or by the browser's menu. */
export function useInstallState(): InstallState {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    stateNow,
    () => 'manual' as const,
  );
}

/** Shows the browser's install dialog; true when the member accepted. */
export async function promptInstall(): Promise<boolean> {
  const event = deferred;
  if (!event) return false;
  deferred = null;
  await event.prompt();
  const { outcome } = await event.userChoice;
  emit();
  return outcome === 'accepted';
}
