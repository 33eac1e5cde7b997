import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { dismissAllToasts } from '../components/ui/toast';
import { closeChatRoom } from '../lib/chat-room';
import { forgetEncryptionKey } from '../lib/enc';
import { changeLanguage, initI18n } from '../lib/i18n';
import { closeDialog } from '../lib/session-dialogs';

// The home page and the identity dialogs load their code on first use (app/lazy-pages.tsx,
// SessionDialogs); under the test transform, with every file running at once, that first import can
// outlast a test's one-second wait for them. Loading them once per file up front keeps those waits honest.
// Any other page's code is imported on first use too: under a loaded machine (CI runs every project at
// once) that import alone can take over a second, so the find* queries wait as long as the test may run
// (a test that should fail still fails, only later): 10 s, half a test's 20 s (the jackpot test watches
// every timer of 3 to 5 seconds, and this one must not look like the ticker's).
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  await Promise.all([
    import('../app/pages/HomePage'),
    import('../features/session/components/LoginDialog'),
    import('../features/session/components/RegisterDialog'),
    import('../features/session/components/LogoutDialog'),
  ]);
});

beforeEach(async () => {
  localStorage.clear();
  sessionStorage.clear();
  document.documentElement.removeAttribute('style');
  await initI18n();
  await changeLanguage('EN', false);
});

// Files share the app's modules (vite.config.ts: not isolated), so what a module keeps for the page's life
// goes back to a new page's state after each test: no dialog, toast, chat room or fetched site key, real timers.
afterEach(() => {
  cleanup();
  closeDialog();
  dismissAllToasts();
  closeChatRoom();
  forgetEncryptionKey();
  vi.useRealTimers();
  for (const name of Object.keys(Cookies.get())) Cookies.remove(name, { path: '/' });
});
